import { TIMEZONES } from '../domain/brazil';
import { defineResource, statusField } from '../domain/fields';
import { addressField } from './address';

export const company = defineResource({
    name: 'company',
    scope: 'admin',
    hasStatus: true,
    pages: { admin: '/admin/company', normal: '/company/details' },
    normalPageUpdateOnly: true,
    menu: { icon: 'Business', module: 'base', order: 2 },
    recordRepresentation: 'name',
    // The administrators' details test the Zabbix integration (src/views/company/CompanyEdit.tsx).
    views: ['edit'],
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'cnpj',
            type: 'cnpj',
            required: true,
            unique: true,
            list: true,
            search: true,
        },
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
            source: 'corporateName',
            write: 'page',
            type: 'text',
            maxLength: 160,
            list: true,
            search: true,
        },
        {
            source: 'email',
            write: 'page',
            type: 'email',
            required: true,
            maxLength: 254,
            list: true,
        },
        { source: 'phone', type: 'phone', write: 'page' },
        { ...addressField, write: 'page' },
        {
            source: 'settings',
            type: 'object',
            fields: [
                {
                    source: 'timezone',
                    type: 'select',
                    options: TIMEZONES,
                    optionSet: 'timezone',
                    defaultValue: 'America/Sao_Paulo',
                },
                {
                    source: 'measureRetentionDays',
                    type: 'integer',
                    min: 1,
                    max: 3650,
                    defaultValue: 365,
                },
            ],
        },
        {
            source: 'userInformation',
            write: 'page',
            type: 'object',
            fields: [
                { source: 'name', type: 'text', maxLength: 120 },
                { source: 'email', type: 'email', maxLength: 254 },
                { source: 'phone', type: 'phone' },
            ],
        },
        {
            source: 'apiIntegration',
            type: 'object',
            fields: [
                {
                    source: 'zabbixUrl',
                    type: 'text',
                    maxLength: 300,
                    pattern: '^https?://\\S+$',
                },
                // A reference to a secret held server-side; the token never reaches the browser.
                { source: 'zabbixTokenRef', type: 'text', maxLength: 120 },
            ],
        },
        statusField,
    ],
});
