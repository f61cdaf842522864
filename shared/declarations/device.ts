import { defineResource, statusField } from '../domain/fields';
import { coordinateFields } from './coordinates';

export const DEVICE_TYPES = ['water', 'electric'] as const;
export const DEVICE_CATEGORIES = {
    water: [
        'spillway-gate',
        'intake-gate',
        'reservoir-level-station',
        'penstock',
        'pump',
        'valve',
        'other',
    ],
    electric: [
        'generator',
        'turbine',
        'transformer',
        'switchgear',
        'busbar',
        'other',
    ],
} as const;

export const device = defineResource({
    name: 'device',
    scope: 'admin',
    hasStatus: true,
    pages: { admin: '/admin/device' },
    menu: { icon: 'DeviceHub', module: 'admin', order: 9 },
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'name',
            type: 'text',
            required: true,
            maxLength: 120,
            unique: true,
            uniqueScope: 'subsidiaryId',
            list: true,
            search: true,
        },
        {
            source: 'subsidiaryId',
            type: 'reference',
            reference: 'subsidiary',
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'deviceType',
            type: 'select',
            options: DEVICE_TYPES,
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'category',
            type: 'select',
            options: [
                ...new Set([
                    ...DEVICE_CATEGORIES.water,
                    ...DEVICE_CATEGORIES.electric,
                ]),
            ],
            required: true,
            list: true,
            filter: true,
        },
        { source: 'manufacturer', type: 'text', maxLength: 120, search: true },
        { source: 'model', type: 'text', maxLength: 120 },
        { source: 'serialNumber', type: 'text', maxLength: 60, search: true },
        { source: 'watershedId', type: 'reference', reference: 'watershed' },
        ...coordinateFields(false),
        { source: 'installedAt', type: 'date' },
        statusField,
    ],
});
