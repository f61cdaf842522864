import Chip from '@mui/material/Chip';
import {
    ReferenceArrayField,
    SingleFieldList,
    useRecordContext,
} from 'react-admin';
import { useRecordText } from '../../useFieldText';
import type { FieldTypeModule } from '../parts';
import { referenceFilters } from './referenceFilters';

const RecordChip = ({ resource }: { resource: string }) => {
    const record = useRecordContext();
    const text = useRecordText(resource);
    return <Chip size="small" label={text(record)} />;
};

export const references: FieldTypeModule = {
    input: inputs => inputs.ManyReferencesInput,
    cell: field => (
        <ReferenceArrayField
            source={field.source}
            reference={field.reference ?? ''}
        >
            <SingleFieldList linkType={false}>
                <RecordChip resource={field.reference ?? ''} />
            </SingleFieldList>
        </ReferenceArrayField>
    ),
    filters: referenceFilters,
    // Named by their records, which the cell and the export fetch.
    text: () => '',
    csv: (value, _field, file) =>
        Array.isArray(value)
            ? value.map(file.name).join(', ')
            : file.name(value),
};
