import { BooleanField, BooleanInput } from 'react-admin';
import type { FieldTypeModule } from '../parts';

export const boolean: FieldTypeModule = {
    input: inputs => inputs.YesNoInput,
    cell: field => <BooleanField source={field.source} />,
    filters: (_resource, field, common) => [
        <BooleanInput key={field.source} {...common} />,
    ],
    text: (value, _field, { translate }) =>
        translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
};
