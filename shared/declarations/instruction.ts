import { ALERT_CAUSES } from '../domain/alerts';
import { CRITICALITIES, defineResource, statusField } from '../domain/fields';
import { SENSOR_TYPES } from './sensorTypes';

export const instruction = defineResource({
    name: 'instruction',
    scope: 'plant',
    hasStatus: true,
    pages: { normal: '/instruction' },
    menu: { icon: 'MenuBook', module: 'base', order: 10 },
    recordRepresentation: 'title',
    views: ['create', 'edit'],
    defaultSort: { field: 'criticality', order: 'ASC' },
    fields: [
        {
            source: 'title',
            type: 'text',
            required: true,
            maxLength: 160,
            list: true,
            search: true,
        },
        {
            source: 'criticality',
            type: 'select',
            options: CRITICALITIES,
            optionSet: 'criticality',
            required: true,
            list: true,
            filter: true,
        },
        // What it covers (server/src/alerts/instructionFor.ts): an alert of
        // its level is sent the instruction naming its sensor's type and its
        // cause, else one naming either, else the plant's general one (both
        // empty: every type, every cause).
        {
            source: 'sensorTypes',
            type: 'multiSelect',
            options: SENSOR_TYPES,
            optionSet: 'sensorType',
            defaultValue: [],
            write: 'page',
            list: true,
        },
        {
            source: 'causes',
            type: 'multiSelect',
            options: ALERT_CAUSES,
            optionSet: 'alertCause',
            defaultValue: [],
            write: 'page',
            list: true,
        },
        {
            source: 'steps',
            type: 'list',
            required: true,
            minItems: 1,
            maxItems: 50,
            fields: [
                {
                    source: 'order',
                    type: 'integer',
                    required: true,
                    min: 1,
                    max: 50,
                },
                {
                    source: 'text',
                    type: 'longText',
                    required: true,
                    maxLength: 1000,
                },
            ],
        },
        statusField,
    ],
});
