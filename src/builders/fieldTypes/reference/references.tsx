import Chip from '@mui/material/Chip';
import type { ComponentType } from 'react';
import { ReferenceArrayField, SingleFieldList } from 'react-admin';
import type { FieldTypeModule } from '../parts';

const RecordChip = ({
    resource,
    RecordText,
}: {
    resource: string;
    RecordText: ComponentType<{ resource: string }>;
}) => <Chip size="small" label={<RecordText resource={resource} />} />;

export const references: FieldTypeModule = {
    input: inputs => inputs.ManyReferencesInput,
    cell: (field, { RecordText }) => (
        <ReferenceArrayField
            source={field.source}
            reference={field.reference ?? ''}
        >
            <SingleFieldList linkType={false}>
                <RecordChip
                    resource={field.reference ?? ''}
                    RecordText={RecordText}
                />
            </SingleFieldList>
        </ReferenceArrayField>
    ),
    filters: (resource, field, common, tools) =>
        tools.referenceFilters(resource, field, common, tools),
    // Named by their records, which the cell and the export fetch.
    text: () => '',
    csv: (value, _field, file) =>
        Array.isArray(value)
            ? value.map(file.name).join(', ')
            : file.name(value),
};
