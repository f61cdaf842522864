/**
 * Inspection forms of each plant: three, whose fields use every field type
 * (1..8); the first is at version 2.
 */
import type { PlantSeed } from '../demo.ts';

const FORMS = [
    [
        'Inspeção visual da barragem',
        'Roteiro quinzenal de inspeção da crista, taludes e drenagem.',
    ],
    [
        'Inspeção da casa de força',
        'Verificação mensal de unidades geradoras e sistemas auxiliares.',
    ],
    [
        'Inspeção do vertedouro',
        'Inspeção das comportas, muros e bacia de dissipação.',
    ],
] as const;

const fieldsFor = (area: string) => [
    {
        title: `Condição geral — ${area}`,
        description: 'Descreva o estado observado.',
        fieldType: 1,
        isRequired: true,
        justify: 'none',
    },
    {
        title: 'Número de trincas observadas',
        fieldType: 2,
        isRequired: true,
        justify: 'text',
        minValue: 0,
        maxValue: 100,
    },
    {
        title: 'Nível d’água na régua (m)',
        fieldType: 3,
        isRequired: false,
        justify: 'none',
        decimalPlaces: 2,
        minValue: 380,
        maxValue: 420,
    },
    {
        title: 'Drenos funcionando',
        fieldType: 4,
        isRequired: true,
        justify: 'text',
        defaultValue: 'true',
    },
    {
        title: 'Data da última limpeza',
        fieldType: 5,
        isRequired: false,
        justify: 'none',
    },
    {
        title: 'Estado da vegetação',
        fieldType: 6,
        isRequired: true,
        justify: 'photo',
        options: [
            { label: 'Adequada', value: 'ok' },
            { label: 'Necessita roçada', value: 'mow' },
            { label: 'Árvores no talude', value: 'trees' },
        ],
    },
    {
        title: 'Foto do ponto inspecionado',
        fieldType: 7,
        isRequired: false,
        justify: 'none',
    },
    {
        title: 'Localização da ocorrência',
        fieldType: 8,
        isRequired: false,
        justify: 'none',
    },
];

export const inspectionFormDemo: PlantSeed = {
    resource: 'inspection-form',
    rows: ({ checked }) =>
        FORMS.map(([name, description], i) =>
            checked(
                {
                    name,
                    description,
                    fields: fieldsFor(name.replace('Inspeção ', '')),
                },
                { version: i === 0 ? 2 : 1 }
            )
        ),
};
