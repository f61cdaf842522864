import { HYDRO_REGIONS, UFS } from '../domain/brazil';
import { defineResource, statusField } from '../domain/fields';

export const watershed = defineResource({
    name: 'watershed',
    scope: 'admin',
    hasStatus: true,
    pages: { admin: '/admin/watershed' },
    menu: { icon: 'Water', module: 'admin', order: 8 },
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'name',
            type: 'text',
            required: true,
            unique: true,
            maxLength: 120,
            list: true,
            search: true,
        },
        {
            source: 'hydroRegion',
            type: 'select',
            options: HYDRO_REGIONS,
            optionSet: 'hydroRegion',
            required: true,
            list: true,
            filter: true,
        },
        // ANA's Otto-coded basin (1 digit) and sub-basin (2 digits).
        {
            source: 'anaBasinCode',
            type: 'text',
            required: true,
            minLength: 1,
            maxLength: 1,
            pattern: '^[0-9]*$',
            list: true,
        },
        {
            source: 'anaSubBasinCode',
            type: 'text',
            required: true,
            minLength: 2,
            maxLength: 2,
            pattern: '^[0-9]*$',
            list: true,
        },
        {
            source: 'mainRiver',
            type: 'text',
            maxLength: 120,
            list: true,
            search: true,
        },
        {
            source: 'states',
            type: 'multiSelect',
            options: UFS,
            optionSet: 'uf',
            minItems: 1,
            required: true,
        },
        {
            source: 'drainageAreaKm2',
            type: 'decimal',
            positive: true,
            decimals: 2,
        },
        { source: 'basinCommittee', type: 'text', maxLength: 160 },
        statusField,
    ],
});
