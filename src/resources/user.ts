import { defineResource, statusField } from '../domain/fields';

export const user = defineResource({
    name: 'user',
    scope: 'admin',
    hasStatus: true,
    pages: { admin: '/admin/user', normal: '/user' },
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    fields: [
        { source: 'name', type: 'text', required: true, minLength: 2, maxLength: 120, list: true, search: true },
        { source: 'email', type: 'email', required: true, unique: true, maxLength: 254, list: true, search: true },
        { source: 'phone', type: 'phone' },
        { source: 'companyId', type: 'reference', reference: 'company', required: true, list: true, filter: true },
        { source: 'profileWebId', type: 'reference', reference: 'profile', required: true, list: true, filter: true },
        { source: 'profileMobileId', type: 'reference', reference: 'profile' },
        { source: 'subsidiaryIds', type: 'references', reference: 'subsidiary', filter: true },
        statusField,
    ],
});
