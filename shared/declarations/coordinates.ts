import type { FieldDefinition } from '../domain/fields';

/** Latitude and longitude with the 7 decimals the spec's placeholders show. */
export const coordinateFields = (required: boolean): FieldDefinition[] => [
    {
        source: 'latitude',
        type: 'latitude',
        ...(required ? { required } : {}),
        min: -90,
        max: 90,
        decimals: 7,
    },
    {
        source: 'longitude',
        type: 'longitude',
        ...(required ? { required } : {}),
        min: -180,
        max: 180,
        decimals: 7,
    },
];
