import { CRITICALITIES, defineResource } from '../domain/fields';

export const simulation = defineResource({
    name: 'simulation',
    scope: 'plant',
    hasStatus: false,
    pages: { normal: '/simulation' },
    menu: { icon: 'Campaign', module: 'base', order: 12 },
    views: ['edit'],
    recordRepresentation: 'title',
    defaultSort: { field: 'date', order: 'DESC' },
    fields: [
        {
            source: 'title',
            type: 'text',
            required: true,
            maxLength: 160,
            list: true,
            search: true,
        },
        { source: 'date', type: 'datetime', required: true, list: true },
        {
            source: 'criticality',
            type: 'select',
            options: CRITICALITIES,
            optionSet: 'criticality',
            required: true,
            list: true,
            filter: true,
        },
        { source: 'scenario', type: 'longText', maxLength: 4000 },
        {
            source: 'instructionId',
            type: 'reference',
            reference: 'instruction',
        },
        { source: 'contactIds', type: 'references', reference: 'contact' },
        // Sending is an explicit action; the reference server records an outbox.
        {
            source: 'sent',
            type: 'boolean',
            readOnly: true,
            list: true,
            filter: true,
        },
        { source: 'sentAt', type: 'datetime', readOnly: true },
        { source: 'result', type: 'longText', maxLength: 4000 },
    ],
});
