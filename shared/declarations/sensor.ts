import { DEVICE_STATES } from '../domain/deviceState';
import { defineResource, statusField } from '../domain/fields';
import { READING_DECIMALS } from './measure';
import { SENSOR_TYPES } from './sensorTypes';
import { coordinateFields } from './coordinates';

export const sensor = defineResource({
    name: 'sensor',
    scope: 'plant',
    hasStatus: true,
    pages: { normal: '/sensor' },
    menu: { icon: 'Sensors', module: 'IT', order: 21 },
    // The details page draws the sensor's chart (src/views/sensor/SensorEdit.tsx).
    views: ['edit'],
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'devEui',
            type: 'devEui',
            required: true,
            unique: true,
            list: true,
            search: true,
        },
        {
            source: 'name',
            type: 'text',
            required: true,
            maxLength: 120,
            list: true,
            search: true,
        },
        {
            source: 'sensorType',
            type: 'select',
            options: SENSOR_TYPES,
            optionSet: 'sensorType',
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'unit',
            type: 'text',
            required: true,
            maxLength: 16,
            list: true,
        },
        // The places its readings are written at in messages (the type's
        // when unset: SENSOR_TYPE_DECIMALS); never finer than a reading is
        // stored at (READING_DECIMALS).
        { source: 'decimals', type: 'integer', min: 0, max: READING_DECIMALS },
        {
            source: 'parametrization',
            type: 'object',
            fields: [
                {
                    source: 'scale',
                    type: 'decimal',
                    decimals: 6,
                    defaultValue: 1,
                },
                {
                    source: 'offset',
                    type: 'decimal',
                    decimals: 6,
                    defaultValue: 0,
                },
                { source: 'validMin', type: 'decimal', decimals: 4 },
                { source: 'validMax', type: 'decimal', decimals: 4 },
            ],
        },
        {
            source: 'localization',
            type: 'object',
            required: true,
            fields: [
                ...coordinateFields(true),
                { source: 'description', type: 'text', maxLength: 160 },
            ],
        },
        {
            source: 'watershedId',
            type: 'reference',
            reference: 'watershed',
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'gatewayId',
            type: 'reference',
            reference: 'gateway',
            list: true,
            filter: true,
        },
        {
            source: 'deviceId',
            type: 'reference',
            reference: 'device',
            filter: true,
        },
        {
            source: 'zabbixItemId',
            type: 'text',
            maxLength: 20,
            pattern: '^[0-9]+$',
        },
        { source: 'lastSeenAt', type: 'datetime', readOnly: true, list: true },
        // Derived on read: offline when silent past the plant's no-data
        // timeout for the sensor's type (shared/domain/deviceState.ts).
        {
            source: 'state',
            type: 'select',
            options: DEVICE_STATES,
            // One spelling on every screen: the monitoring screens' words.
            optionSet: 'deviceState',
            readOnly: true,
            derived: true,
            list: true,
        },
        statusField,
    ],
});
