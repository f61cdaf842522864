import {
    defineResource,
    statusField,
    type FieldDefinition,
} from '../domain/fields';
import { inspectionFieldFailures } from '../domain/inspectionFields';

/** 1 text, 2 integer, 3 decimal, 4 switch, 5 date, 6 options, 7 photo, 8 location. */
export const INSPECTION_FIELD_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const JUSTIFY_KINDS = ['none', 'text', 'photo'] as const;

/** One field of a form: its title, type and the settings of its type (`SETTINGS_BY_TYPE`). */
export const INSPECTION_FIELD_SETTINGS = [
    {
        source: 'title',
        type: 'text',
        required: true,
        maxLength: 120,
    },
    { source: 'description', type: 'text', maxLength: 400 },
    {
        source: 'fieldType',
        type: 'select',
        options: INSPECTION_FIELD_TYPES,
        optionSet: 'inspectionFieldType',
        required: true,
    },
    { source: 'isRequired', type: 'boolean', defaultValue: false },
    {
        source: 'justify',
        type: 'select',
        options: JUSTIFY_KINDS,
        defaultValue: 'none',
    },
    { source: 'defaultValue', type: 'text', maxLength: 120 },
    { source: 'decimalPlaces', type: 'integer', min: 0, max: 6 },
    { source: 'minValue', type: 'decimal', decimals: 6 },
    { source: 'maxValue', type: 'decimal', decimals: 6 },
    {
        source: 'options',
        type: 'list',
        maxItems: 50,
        fields: [
            {
                source: 'label',
                type: 'text',
                required: true,
                maxLength: 80,
            },
            {
                source: 'value',
                type: 'text',
                required: true,
                maxLength: 80,
            },
        ],
    },
] as const satisfies readonly FieldDefinition[];

export const inspectionForm = defineResource({
    name: 'inspection-form',
    scope: 'plant',
    hasStatus: true,
    pages: { normal: '/inspection-form' },
    // The fields' builder and the answers drawn from the form: src/views/inspectionForm/.
    views: ['create', 'edit'],
    menu: { icon: 'DynamicForm', module: 'inspection', order: 30 },
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
        { source: 'description', type: 'longText', maxLength: 1000 },
        // Bumped by the server when `fields` change; registers keep the version they used.
        { source: 'version', type: 'integer', readOnly: true, list: true },
        {
            source: 'fields',
            type: 'list',
            required: true,
            minItems: 1,
            maxItems: 100,
            itemCheck: inspectionFieldFailures,
            fields: INSPECTION_FIELD_SETTINGS,
        },
        statusField,
    ],
});
