import { ReferenceField } from 'react-admin';
import { RecordText } from '../../details/RecordText';
import type { FieldTypeModule } from '../parts';
import { referenceFilters } from './referenceFilters';

export const reference: FieldTypeModule = {
    input: inputs => inputs.OneReferenceInput,
    // ReferenceField batches the page's ids into one getMany per reference.
    cell: field => (
        <ReferenceField
            source={field.source}
            reference={field.reference ?? ''}
            link={false}
        >
            <RecordText resource={field.reference ?? ''} />
        </ReferenceField>
    ),
    filters: referenceFilters,
    // Named by its record, which the cell and the export fetch.
    text: () => '',
    csv: (value, _field, file) => file.name(value),
};
