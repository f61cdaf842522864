import { CRITICALITIES, defineResource } from '../domain/fields';

export const MEASURE_TYPES = ['auto', 'manual'] as const;

export const measure = defineResource({
    name: 'measure',
    scope: 'plant',
    hasStatus: false,
    pages: { normal: '/measure' },
    menu: { icon: 'Speed', module: 'IT', order: 22 },
    recordRepresentation: 'date',
    defaultSort: { field: 'date', order: 'DESC' },
    fields: [
        {
            source: 'sensorId',
            type: 'reference',
            reference: 'sensor',
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'value',
            type: 'decimal',
            required: true,
            decimals: 4,
            list: true,
        },
        // Copied from the sensor when the measure is created.
        { source: 'unit', type: 'text', readOnly: true, list: true },
        // Users create manual readings; auto ones come from the monitoring pipeline.
        {
            source: 'type',
            type: 'select',
            options: MEASURE_TYPES,
            readOnly: true,
            list: true,
            filter: true,
        },
        // Computed by the server from the plant's alert configuration.
        {
            source: 'criticality',
            type: 'select',
            options: CRITICALITIES,
            optionSet: 'criticality',
            readOnly: true,
            list: true,
            filter: true,
        },
        { source: 'date', type: 'datetime', required: true, list: true },
        { source: 'note', type: 'longText', maxLength: 1000, search: true },
        {
            source: 'registeredBy',
            type: 'reference',
            reference: 'user',
            readOnly: true,
        },
    ],
});
