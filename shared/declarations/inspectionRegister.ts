import { CRITICALITIES, defineResource } from '../domain/fields';
import { INSPECTION_FIELD_SETTINGS } from './inspectionForm';

export const INSPECTION_RESULTS = ['ok', 'anomaly'] as const;

export const inspectionRegister = defineResource({
    name: 'inspection-register',
    scope: 'plant',
    hasStatus: false,
    pages: { normal: '/inspection-register' },
    // The fields' builder and the answers drawn from the form: src/views/inspectionRegister/.
    views: ['create', 'edit'],
    menu: { icon: 'FactCheck', module: 'inspection', order: 31 },
    recordRepresentation: 'date',
    recordContext: 'inspectionFormId',
    defaultSort: { field: 'date', order: 'DESC' },
    fields: [
        {
            source: 'inspectionFormId',
            type: 'reference',
            reference: 'inspection-form',
            required: true,
            list: true,
            filter: true,
        },
        { source: 'formVersion', type: 'integer', readOnly: true, list: true },
        // The form's fields at `formVersion`, copied by the server when the
        // register is created (or its form changes): the register is read
        // back as the form it answered, whatever the form became later.
        {
            source: 'formFields',
            type: 'list',
            readOnly: true,
            fields: INSPECTION_FIELD_SETTINGS,
        },
        // A day typed as the list shows it finds that day's registers.
        {
            source: 'date',
            type: 'datetime',
            required: true,
            list: true,
            search: true,
        },
        // The signed-in user, set by the server.
        {
            source: 'inspectorId',
            type: 'reference',
            reference: 'user',
            readOnly: true,
            list: true,
        },
        {
            source: 'answers',
            type: 'list',
            maxItems: 100,
            fields: [
                {
                    source: 'fieldIndex',
                    type: 'integer',
                    required: true,
                    min: 0,
                    max: 99,
                },
                // Typed by the form field (shared/domain/inspectionAnswers.ts): text, number, 'true'/'false', ISO date, option value, photo id or "lat,lng".
                { source: 'value', type: 'text', maxLength: 2000 },
                { source: 'justification', type: 'text', maxLength: 1000 },
            ],
        },
        {
            source: 'result',
            type: 'select',
            options: INSPECTION_RESULTS,
            required: true,
            defaultValue: 'ok',
            list: true,
            filter: true,
        },
        {
            source: 'criticality',
            type: 'select',
            options: CRITICALITIES,
            optionSet: 'criticality',
            list: true,
            filter: true,
        },
        { source: 'notes', type: 'longText', maxLength: 4000, search: true },
    ],
});
