import { defineResource } from '../domain/fields';

export const module = defineResource({
    name: 'module',
    scope: 'admin',
    hasStatus: false,
    pages: { admin: '/admin/module' },
    menu: { icon: 'ViewModule', module: 'admin', order: 7 },
    recordRepresentation: 'codeIntl',
    views: ['create', 'edit'],
    defaultSort: { field: 'order', order: 'ASC' },
    fields: [
        // i18n key of the module's name, e.g. `admin`, `base`, `IT`, `inspection`.
        {
            source: 'codeIntl',
            type: 'text',
            required: true,
            unique: true,
            maxLength: 60,
            pattern: '^[A-Za-z][A-Za-z0-9_.-]*$',
            list: true,
            search: true,
            translatedCode: 'module',
        },
        { source: 'icon', type: 'text', maxLength: 60, list: true },
        {
            source: 'order',
            type: 'integer',
            min: 0,
            max: 999,
            defaultValue: 0,
            list: true,
        },
    ],
});
