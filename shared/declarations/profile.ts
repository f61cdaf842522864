import { defineResource, statusField } from '../domain/fields';

/** Profiles are for the web console (0) or the mobile app (1), like pages. */
export const PROFILE_TYPES = [0, 1] as const;
/** Spec section 5: at most 3 modules in the mobile bottom menu. */
export const MAX_BOTTOM_MENU_MODULES = 3;

export const profile = defineResource({
    name: 'profile',
    scope: 'admin',
    hasStatus: true,
    pages: { admin: '/admin/profile' },
    menu: { icon: 'Badge', module: 'admin', order: 5 },
    recordRepresentation: 'name',
    views: ['create', 'edit'],
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        {
            source: 'name',
            type: 'text',
            required: true,
            unique: true,
            maxLength: 80,
            list: true,
            search: true,
        },
        {
            source: 'isAdmin',
            write: 'grant',
            type: 'boolean',
            defaultValue: false,
            list: true,
            filter: true,
        },
        {
            source: 'type',
            write: 'grant',
            type: 'select',
            options: PROFILE_TYPES,
            optionSet: 'pageType',
            required: true,
            defaultValue: 0,
            list: true,
            filter: true,
        },
        {
            source: 'pages',
            write: 'grant',
            type: 'list',
            fields: [
                {
                    source: 'pageId',
                    type: 'reference',
                    reference: 'page',
                    required: true,
                },
                { source: 'justView', type: 'boolean', defaultValue: false },
                { source: 'showOnMenu', type: 'boolean', defaultValue: true },
                { source: 'menuOrder', type: 'integer', min: 0, max: 999 },
                {
                    source: 'showInBottomMenu',
                    type: 'boolean',
                    defaultValue: false,
                },
                {
                    source: 'bottomMenuOrder',
                    type: 'integer',
                    min: 0,
                    max: 999,
                },
            ],
        },
        statusField,
    ],
});
