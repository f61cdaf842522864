import { describe, expect, it } from 'vitest';
import { FIELD_TYPES, fieldTypesWhere } from '@shared/domain/fieldTypes';

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

    it('give every type a value shape', () => {
        for (const traits of Object.values(FIELD_TYPES))
            expect(traits.value).toBeTruthy();
    });
});
