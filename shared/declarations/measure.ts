import { CRITICALITIES, defineResource } from '../domain/fields';
import { SENSOR_TYPES } from './sensorTypes';

export const MEASURE_TYPES = ['auto', 'manual'] as const;

/**
 * The places a reading's value is stored and written at: its series'
 * precision in charts' files, alerts and messages (docs/numbers.md).
 */
export const READING_DECIMALS = 4;

export const measure = defineResource({
    name: 'measure',
    scope: 'plant',
    hasStatus: false,
    pages: { normal: '/measure' },
    menu: { icon: 'Speed', module: 'IT', order: 22 },
    // Details with the sensor's chart around the reading (src/views/measure/MeasureEdit.tsx).
    views: ['edit'],
    recordRepresentation: 'date',
    recordContext: 'sensorId',
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
            decimals: READING_DECIMALS,
            list: true,
            // A manual reading outside its sensor's valid range is refused
            // unless its note says why (a decimal comma read as thousands).
            plausibleWithin: {
                reference: 'sensorId',
                min: 'parametrization.validMin',
                max: 'parametrization.validMax',
                justifiedBy: 'note',
            },
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
        // Why the server gave it that criticality (domain/criticality.ts, CriticalityRule).
        {
            source: 'criticalityRule',
            type: 'object',
            readOnly: true,
            fields: [
                {
                    source: 'sensorType',
                    type: 'select',
                    options: SENSOR_TYPES,
                    optionSet: 'sensorType',
                },
                {
                    source: 'direction',
                    type: 'select',
                    options: ['above', 'below'],
                },
                {
                    source: 'reached',
                    type: 'select',
                    options: CRITICALITIES,
                    optionSet: 'criticality',
                },
                { source: 'bound', type: 'decimal' },
                { source: 'raised', type: 'boolean' },
                { source: 'mean', type: 'decimal' },
                { source: 'previousCount', type: 'integer' },
                { source: 'deviationPct', type: 'decimal' },
            ],
        },
        {
            source: 'date',
            type: 'datetime',
            required: true,
            list: true,
            filter: true,
            // A day typed as the list shows it finds that day's readings.
            search: true,
        },
        { source: 'note', type: 'longText', maxLength: 1000, search: true },
        {
            source: 'registeredBy',
            type: 'reference',
            reference: 'user',
            readOnly: true,
        },
    ],
});
