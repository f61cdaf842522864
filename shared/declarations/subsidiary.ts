import { defineResource, statusField } from '../domain/fields';
import { addressField } from './address';
import { SENSOR_TYPES } from './sensorTypes';
import { coordinateFields } from './coordinates';
import { alertEntryFailures } from '../domain/sensorTypeRules';

export const PLANT_TYPES = [
    'hydro',
    'small-hydro',
    'water-treatment',
    'pumping',
    'other',
] as const;

export const subsidiary = defineResource({
    name: 'subsidiary',
    scope: 'admin',
    hasStatus: true,
    pages: { admin: '/admin/subsidiary', normal: '/subsidiary/details' },
    normalPageUpdateOnly: true,
    views: ['create', 'edit'],
    menu: { icon: 'Factory', module: 'base', order: 3 },
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'name',
            write: 'page',
            type: 'text',
            required: true,
            maxLength: 120,
            list: true,
            search: true,
        },
        {
            source: 'cnpj',
            type: 'cnpj',
            required: true,
            unique: true,
            list: true,
            search: true,
        },
        {
            source: 'companyId',
            type: 'reference',
            reference: 'company',
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'plantType',
            write: 'page',
            type: 'select',
            options: PLANT_TYPES,
            required: true,
            defaultValue: 'hydro',
            list: true,
            filter: true,
        },
        {
            source: 'capacityMw',
            write: 'page',
            type: 'decimal',
            positive: true,
            decimals: 2,
            max: 20000,
        },
        { ...addressField, write: 'page' },
        ...coordinateFields(true).map(f => ({ ...f, write: 'page' as const })),
        {
            source: 'watershedId',
            write: 'page',
            type: 'reference',
            reference: 'watershed',
            list: true,
            filter: true,
        },
        {
            source: 'alertConfig',
            write: 'page',
            type: 'list',
            maxItems: SENSOR_TYPES.length,
            itemCheck: alertEntryFailures,
            fields: [
                {
                    source: 'sensorType',
                    type: 'select',
                    options: SENSOR_TYPES,
                    optionSet: 'sensorType',
                    required: true,
                },
                {
                    source: 'direction',
                    type: 'select',
                    options: ['above', 'below'],
                    required: true,
                    defaultValue: 'above',
                },
                { source: 'low', type: 'decimal', decimals: 4 },
                { source: 'medium', type: 'decimal', decimals: 4 },
                { source: 'high', type: 'decimal', decimals: 4 },
                { source: 'critical', type: 'decimal', decimals: 4 },
                {
                    source: 'numberOfPreviousMeasures',
                    type: 'integer',
                    min: 1,
                    max: 100,
                },
                {
                    source: 'compareToPreviousMeasure',
                    type: 'decimal',
                    min: 0,
                    max: 1000,
                    decimals: 2,
                },
                {
                    source: 'noDataTimeoutMin',
                    type: 'integer',
                    min: 1,
                    max: 10080,
                },
            ],
        },
        statusField,
    ],
});
