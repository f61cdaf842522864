import { defineResource, statusField } from '../domain/fields';
import { coordinateFields } from './coordinates';

import { DEVICE_STATES } from '../domain/deviceState';

export const gateway = defineResource({
    name: 'gateway',
    scope: 'plant',
    hasStatus: true,
    pages: { normal: '/gateway' },
    menu: { icon: 'Router', module: 'IT', order: 20 },
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'gatewayEui',
            type: 'gatewayEui',
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
        { source: 'description', type: 'longText', maxLength: 1000 },
        {
            source: 'location',
            type: 'object',
            required: true,
            fields: [
                ...coordinateFields(true),
                {
                    source: 'altitudeM',
                    type: 'decimal',
                    min: -500,
                    max: 9000,
                    decimals: 1,
                },
            ],
        },
        {
            source: 'statsIntervalSec',
            type: 'integer',
            min: 5,
            max: 3600,
            defaultValue: 30,
        },
        { source: 'lastSeenAt', type: 'datetime', readOnly: true, list: true },
        // Derived on read: offline when silent for two stats intervals.
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
