/**
 * The demo data's constants that several seed modules share (each entity's
 * own rows sit in its module under ./resources/): the demo accounts'
 * passwords, people's names, and the sensor types' ranges, which the Zabbix
 * simulator also follows.
 */
import { cnpjCheckDigits } from '@shared/domain/cnpj.ts';

/** A CNPJ from its 12-character body, with computed check digits. */
export const cnpj = (body: string): string => body + cnpjCheckDigits(body);

export const DEMO_PASSWORDS = {
    admin: 'Admin#2026',
    operator: 'Operator#2026',
    viewer: 'Viewer#2026',
} as const;

export const FIRST_NAMES = [
    'Ana',
    'Bruno',
    'Carla',
    'Diego',
    'Eduarda',
    'Felipe',
    'Gabriela',
    'Henrique',
    'Isabela',
    'João',
    'Larissa',
    'Lucas',
    'Mariana',
    'Mateus',
    'Natália',
    'Otávio',
    'Patrícia',
    'Rafael',
    'Sabrina',
    'Thiago',
    'Vanessa',
    'Vinícius',
    'Yasmin',
    'Caio',
    'Júlia',
    'Rodrigo',
];
export const LAST_NAMES = [
    'Silva',
    'Santos',
    'Oliveira',
    'Souza',
    'Rodrigues',
    'Ferreira',
    'Alves',
    'Pereira',
    'Lima',
    'Gomes',
    'Costa',
    'Ribeiro',
    'Martins',
    'Carvalho',
    'Almeida',
    'Lopes',
    'Barbosa',
    'Moreira',
];

/** Sensor types with unit, normal level and the alert bounds (direction above). */
export const SENSOR_PROFILES = {
    level: {
        unit: 'm',
        base: 412.5,
        spread: 1.2,
        bounds: [413.5, 414.2, 414.8, 415.3],
    },
    flow: {
        unit: 'm³/s',
        base: 850,
        spread: 120,
        bounds: [1000, 1150, 1300, 1450],
    },
    rainfall: { unit: 'mm/h', base: 2, spread: 4, bounds: [8, 15, 25, 40] },
    'piezometric-pressure': {
        unit: 'kPa',
        base: 180,
        spread: 12,
        bounds: [195, 205, 215, 225],
    },
    displacement: {
        unit: 'mm',
        base: 1.5,
        spread: 0.8,
        bounds: [2.5, 3.2, 4, 5],
    },
    temperature: { unit: '°C', base: 62, spread: 6, bounds: [70, 76, 82, 88] },
    voltage: {
        unit: 'kV',
        base: 13.8,
        spread: 0.2,
        bounds: [14.05, 14.2, 14.35, 14.5],
    },
    current: {
        unit: 'A',
        base: 850,
        spread: 90,
        bounds: [980, 1050, 1120, 1200],
    },
    power: { unit: 'MW', base: 95, spread: 20, bounds: [120, 130, 138, 145] },
} as const;

/** The field app's fourth module and its page, demo only (./mobileModule.ts). */
export const DEMO_MOBILE_MODULE = {
    codeIntl: 'emergency',
    icon: 'Campaign',
    order: 4,
} as const;

export const DEMO_MOBILE_PAGE = {
    codeIntl: 'mobileEmergency',
    url: '/emergency',
    icon: 'MenuBook',
    type: 1,
    order: 40,
} as const;
