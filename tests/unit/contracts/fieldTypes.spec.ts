import { describe, expect, it } from 'vitest';
import {
    FIELD_TYPES,
    fieldTypesWhere,
    isDayType,
    type FieldType,
} from '@shared/domain/fieldTypes';

const TYPES = Object.keys(FIELD_TYPES) as FieldType[];

describe('field types (shared/domain/fieldTypes.ts)', () => {
    it('keep the lists the checks, sorting, filters and template used before', () => {
        expect(fieldTypesWhere(t => t.value === 'number')).toEqual([
            'integer',
            'decimal',
            'latitude',
            'longitude',
        ]);
        expect(fieldTypesWhere(t => t.value === 'list')).toEqual([
            'multiSelect',
            'references',
            'list',
        ]);
        expect(fieldTypesWhere(t => t.range)).toEqual([
            'integer',
            'decimal',
            'latitude',
            'longitude',
            'date',
            'datetime',
        ]);
        expect(fieldTypesWhere(t => !t.sortable)).toEqual([
            'longText',
            'multiSelect',
            'reference',
            'references',
            'object',
            'list',
        ]);
        expect(fieldTypesWhere(t => t.template === false)).toEqual([
            'object',
            'list',
        ]);
    });

    it('keep the column types and filter reads the server switched on before', () => {
        const where = (trait: 'column' | 'filter', kind: string) =>
            fieldTypesWhere(t => t[trait] === kind);
        expect(where('column', 'integer')).toEqual(['integer', 'reference']);
        expect(where('column', 'double')).toEqual([
            'decimal',
            'latitude',
            'longitude',
        ]);
        expect(where('column', 'json')).toEqual([
            'multiSelect',
            'references',
            'object',
            'list',
        ]);
        expect(where('column', 'option')).toEqual(['select']);
        expect(where('column', 'instant')).toEqual(['datetime']);
        expect(where('filter', 'integer')).toEqual([
            'integer',
            'reference',
            'references',
        ]);
        expect(where('filter', 'number')).toEqual([
            'decimal',
            'latitude',
            'longitude',
        ]);
        expect(where('filter', 'option')).toEqual(['select', 'multiSelect']);
        // A search term naming a day finds it in these.
        expect(TYPES.filter(isDayType)).toEqual(['date', 'datetime']);
    });

    it('give every type a value shape', () => {
        for (const traits of Object.values(FIELD_TYPES))
            expect(traits.value).toBeTruthy();
    });
});
