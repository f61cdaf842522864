import { defineResource } from '../domain/fields';

export const PAGE_TYPES = [0, 1] as const;

export const page = defineResource({
    name: 'page',
    scope: 'admin',
    hasStatus: false,
    pages: { admin: '/admin/page' },
    recordRepresentation: 'codeIntl',
    defaultSort: { field: 'order', order: 'ASC' },
    fields: [
        { source: 'codeIntl', type: 'text', required: true, maxLength: 60, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$', list: true, search: true },
        { source: 'url', type: 'text', required: true, unique: true, uniqueScope: 'type', maxLength: 200, pattern: '^/[a-z0-9/_-]*$', list: true, search: true },
        { source: 'icon', type: 'text', maxLength: 60 },
        { source: 'moduleId', type: 'reference', reference: 'module', required: true, list: true, filter: true },
        { source: 'isAdmin', type: 'boolean', defaultValue: false, list: true, filter: true },
        { source: 'type', type: 'select', options: PAGE_TYPES, optionSet: 'pageType', required: true, defaultValue: 0, list: true, filter: true },
        { source: 'isMenu', type: 'boolean', defaultValue: true },
        { source: 'showInMenu', type: 'boolean', defaultValue: true },
        { source: 'order', type: 'integer', min: 0, max: 999, defaultValue: 0, list: true },
        { source: 'relatedPageId', type: 'reference', reference: 'page' },
    ],
});
