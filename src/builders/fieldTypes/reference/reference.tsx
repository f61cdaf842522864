import { ReferenceField } from 'react-admin';
import type { FieldTypeModule } from '../parts';

export const reference: FieldTypeModule = {
    input: inputs => inputs.OneReferenceInput,
    // ReferenceField batches the page's ids into one getMany per reference.
    cell: (field, { RecordText }) => (
        <ReferenceField
            source={field.source}
            reference={field.reference ?? ''}
            link={false}
        >
            <RecordText resource={field.reference ?? ''} />
        </ReferenceField>
    ),
    filters: (resource, field, common, tools) =>
        tools.referenceFilters(resource, field, common, tools),
    // Named by its record, which the cell and the export fetch.
    text: () => '',
    csv: (value, _field, file) => file.name(value),
};
