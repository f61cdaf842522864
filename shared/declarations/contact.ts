import { CRITICALITIES, defineResource, statusField } from '../domain/fields';

export const ORGANIZATIONS = [
    'internal',
    'civil-defense',
    'regulator',
    'city-hall',
    'other',
] as const;

/** The languages alert notifications are written in (server/src/alerts/messages.ts). */
export const CONTACT_LANGUAGES = ['pt-BR', 'en-US'] as const;

export const contact = defineResource({
    name: 'contact',
    scope: 'plant',
    hasStatus: true,
    pages: { normal: '/contact' },
    menu: { icon: 'Contacts', module: 'base', order: 11 },
    recordRepresentation: 'name',
    views: ['create', 'edit'],
    defaultSort: { field: 'escalationOrder', order: 'ASC' },
    fields: [
        {
            source: 'name',
            type: 'text',
            required: true,
            maxLength: 120,
            list: true,
            search: true,
        },
        {
            source: 'role',
            type: 'text',
            required: true,
            maxLength: 120,
            list: true,
            search: true,
        },
        {
            source: 'organization',
            type: 'select',
            options: ORGANIZATIONS,
            required: true,
            list: true,
            filter: true,
        },
        {
            source: 'phone',
            type: 'phone',
            required: true,
            list: true,
            search: true,
        },
        { source: 'email', type: 'email', maxLength: 254 },
        {
            source: 'criticalityForContact',
            type: 'multiSelect',
            options: CRITICALITIES,
            optionSet: 'criticality',
            required: true,
            minItems: 1,
            list: true,
        },
        { source: 'userIds', type: 'references', reference: 'user' },
        // The language of the alerts sent to the contact (pt-BR when unset).
        { source: 'language', type: 'select', options: CONTACT_LANGUAGES },
        {
            source: 'escalationOrder',
            type: 'integer',
            required: true,
            min: 1,
            max: 99,
            defaultValue: 1,
            list: true,
        },
        statusField,
    ],
});
