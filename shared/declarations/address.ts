import { UFS } from '../domain/brazil';
import type { FieldDefinition } from '../domain/fields';

/** The address block shared by company and subsidiary (CEP look-up fills it). */
export const addressField: FieldDefinition = {
    source: 'address',
    type: 'object',
    required: true,
    fields: [
        // Searched as the list shows it ("01310 100"), like a CNPJ.
        { source: 'cep', type: 'cep', required: true, search: true },
        { source: 'street', type: 'text', required: true, maxLength: 160 },
        { source: 'number', type: 'text', maxLength: 10 },
        { source: 'complement', type: 'text', maxLength: 80 },
        { source: 'neighborhood', type: 'text', maxLength: 80 },
        {
            source: 'county',
            type: 'text',
            required: true,
            maxLength: 80,
            search: true,
        },
        {
            source: 'state',
            type: 'select',
            required: true,
            options: UFS,
            optionSet: 'uf',
        },
    ],
};
