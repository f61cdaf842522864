/** Emergency contacts of each plant: the PAE call list, internal and external. */
import { FIRST_NAMES, LAST_NAMES } from '../catalog.ts';
import type { PlantSeed } from '../demo.ts';
import { ascii, landlinePhone, mobilePhone, type Crit } from '../values.ts';
import { demoAccount } from './user.ts';

type Spec = [
    role: string,
    organization: string,
    org: string,
    crits: Crit[],
    internal: boolean,
];

const SPECS: Spec[] = [
    [
        'Coordenador do PAE',
        'internal',
        'Coordenação do PAE',
        ['low', 'medium', 'high', 'critical'],
        true,
    ],
    [
        'Engenheiro de segurança de barragem',
        'internal',
        'Engenharia',
        ['medium', 'high', 'critical'],
        true,
    ],
    [
        'Supervisor de operação',
        'internal',
        'Operação',
        ['low', 'medium', 'high', 'critical'],
        true,
    ],
    [
        'Técnico de instrumentação',
        'internal',
        'Manutenção',
        ['low', 'medium'],
        true,
    ],
    [
        'Coordenador municipal de defesa civil',
        'civil-defense',
        'Defesa Civil Municipal',
        ['high', 'critical'],
        false,
    ],
    [
        'Plantão da defesa civil estadual',
        'civil-defense',
        'Defesa Civil Estadual',
        ['critical'],
        false,
    ],
    [
        'Fiscal de segurança de barragens',
        'regulator',
        'ANEEL',
        ['high', 'critical'],
        false,
    ],
    [
        'Secretário municipal de obras',
        'city-hall',
        'Prefeitura',
        ['high', 'critical'],
        false,
    ],
    ['Corpo de Bombeiros Militar', 'other', 'CBM', ['critical'], false],
    [
        'Analista de meio ambiente',
        'internal',
        'Meio ambiente',
        ['medium', 'high'],
        true,
    ],
];

export const contactDemo: PlantSeed = {
    resource: 'contact',
    rows: ctx => {
        const { plantIndex: pi, rnd, checked } = ctx;
        const operator = demoAccount(ctx, 'operator');
        return SPECS.map(([role, organization, org, crits, internal], i) => {
            const first =
                FIRST_NAMES[(i * 5 + pi) % FIRST_NAMES.length] ?? 'Ana';
            const last =
                LAST_NAMES[(i * 3 + pi * 2) % LAST_NAMES.length] ?? 'Silva';
            return checked({
                name: `${first} ${last}`,
                role: `${role} (${org})`,
                organization,
                phone: internal ? mobilePhone(rnd, pi) : landlinePhone(rnd, pi),
                email: internal
                    ? `${ascii(first)}.${ascii(last)}@valeparanaiba.com.br`
                    : null,
                criticalityForContact: crits,
                userIds: i === 2 && pi < 2 ? [operator.id] : [],
                escalationOrder: i + 1,
            });
        });
    },
};
