/**
 * Devices of each plant: generating units, turbines, transformers, gates
 * (admin-managed records that name their plant).
 */
import type { PlantSeed } from '../demo.ts';
import { hex } from '../values.ts';

type Spec = [name: string, deviceType: 'water' | 'electric', category: string];

const SPECS: Spec[] = [
    ...[1, 2, 3].map((n): Spec => [
        `Unidade geradora UG-0${n}`,
        'electric',
        'generator',
    ]),
    ...[1, 2, 3].map((n): Spec => [
        `Turbina Francis TF-0${n}`,
        'electric',
        'turbine',
    ]),
    ['Transformador elevador TE-01', 'electric', 'transformer'],
    ['Transformador elevador TE-02', 'electric', 'transformer'],
    ['Subestação 138 kV', 'electric', 'switchgear'],
    ['Barramento principal 13,8 kV', 'electric', 'busbar'],
    ...[1, 2, 3].map((n): Spec => [
        `Comporta do vertedouro CV-0${n}`,
        'water',
        'spillway-gate',
    ]),
    ['Comporta da tomada d’água TA-01', 'water', 'intake-gate'],
    [
        'Estação fluviométrica do reservatório',
        'water',
        'reservoir-level-station',
    ],
    ['Conduto forçado CF-01', 'water', 'penstock'],
];

const MAKERS = [
    'Voith Hydro',
    'GE Vernova',
    'WEG',
    'Andritz Hydro',
    'Siemens Energy',
    'Toshiba',
];

export const deviceDemo: PlantSeed = {
    resource: 'device',
    rows: ({ plant, plantIndex: pi, rnd, near, checked }) =>
        SPECS.map(([name, deviceType, category], i) =>
            checked({
                name,
                subsidiaryId: plant.id,
                deviceType,
                category,
                manufacturer: rnd.pick(MAKERS),
                model: `${category.slice(0, 3).toUpperCase()}-${rnd.int(100, 990)}`,
                serialNumber: `SN${pi + 1}${hex(i + 1, 3)}${rnd.int(10000, 99999)}`,
                watershedId: plant.watershedId,
                ...near(0.01),
                installedAt: `${2008 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-15`,
                status:
                    i === SPECS.length - 1 && pi === 2 ? 'inactive' : 'active',
            })
        ),
};
