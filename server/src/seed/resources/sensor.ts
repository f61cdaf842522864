/**
 * Sensors of each plant: twenty, cycling through the sensor types, spread
 * over the plant's gateways and devices.
 */
import { SENSOR_PROFILES } from '../catalog.ts';
import type { PlantSeed } from '../demo.ts';
import { HOUR, hex } from '../values.ts';

/** Twenty per plant, reading Zabbix items 10001.. in the simulator's layout (server/src/zabbix/catalog.ts). */
const PER_PLANT = 20;
const FIRST_ITEM_ID = 10001;

const KINDS: [keyof typeof SENSOR_PROFILES, string][] = [
    ['level', 'Régua de nível do reservatório NR'],
    ['flow', 'Vazão turbinada QT'],
    ['rainfall', 'Pluviômetro PL'],
    ['piezometric-pressure', 'Piezômetro PZ'],
    ['displacement', 'Medidor de deslocamento MD'],
    ['temperature', 'Temperatura do mancal TM'],
    ['voltage', 'Tensão do gerador TG'],
    ['current', 'Corrente do gerador CG'],
    ['power', 'Potência ativa PA'],
];

export const sensorDemo: PlantSeed = {
    resource: 'sensor',
    rows: ({ plant, plantIndex: pi, rnd, near, iso, seeded, checked }) => {
        const gateways = seeded('gateway');
        const devices = seeded('device');
        return Array.from({ length: PER_PLANT }, (_, i) => {
            const [type, label] = KINDS[i % KINDS.length] ?? [
                'level',
                'Sensor',
            ];
            const profile = SENSOR_PROFILES[type];
            const eui = `70B3D57ED0${hex(pi + 1, 2)}${hex(i + 1, 4)}`;
            const gateway = gateways[i % 4] ?? gateways[0];
            return checked(
                {
                    devEui: (eui.match(/.{2}/g) ?? []).join(':'),
                    name: `${label}-${String(Math.floor(i / KINDS.length) + 1).padStart(2, '0')}`,
                    sensorType: type,
                    unit: profile.unit,
                    parametrization: {
                        scale: 1,
                        offset: 0,
                        validMin: 0,
                        validMax: profile.bounds[3] * 2,
                    },
                    localization: {
                        ...near(0.012),
                        description: `Ponto ${i + 1} da instrumentação`,
                    },
                    watershedId: plant.watershedId,
                    gatewayId: gateway?.id ?? null,
                    deviceId: devices[i % devices.length]?.id ?? null,
                    zabbixItemId: String(FIRST_ITEM_ID + pi * PER_PLANT + i),
                    status: i === PER_PLANT - 1 ? 'inactive' : 'active',
                },
                {
                    lastSeenAt:
                        i === PER_PLANT - 2
                            ? iso(5 * HOUR)
                            : iso(rnd.int(20, 600) * 1000),
                }
            );
        });
    },
};
