import Chip from '@mui/material/Chip';
import { Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
    BooleanField,
    DataTable,
    FunctionField,
    NumberField,
    ReferenceArrayField,
    ReferenceField,
    SelectField,
    SingleFieldList,
    TextField,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import type { FieldDefinition } from '@/domain/fields';
import { isSortableColumn } from '@/domain/sorting';
import { MASKS, isMaskName } from '@/masks/masks';
import { CriticalityChip, isCriticality } from './CriticalityChip';
import { fieldLabelKey, optionLabelKey } from './labelKeys';
import { optionChoices } from './optionChoices';
import { RecordText } from './RecordText';
import { useFieldText, useRecordText } from './useFieldText';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/**
 * A cell as people read it (useFieldText): a date on the company's clock,
 * a page or module by its translated name.
 */
const FieldText = ({
    resource,
    field,
}: {
    resource: string;
    field: FieldDefinition;
}) => {
    const record = useRecordContext();
    const text = useFieldText(resource);
    return record ? text(field, record[field.source], record) : null;
};

const RecordChip = ({ resource }: { resource: string }) => {
    const record = useRecordContext();
    const text = useRecordText(resource);
    return <Chip size="small" label={text(record)} />;
};

/** A date-time column names the zone its times are on ("Data (BRT)"). */
const ZonedLabel = ({ label }: { label: string }) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    // The zone's name today (a zone with summer time has two).
    const [now] = useState(() => Date.now());
    return `${translate(label)} (${dates.zoneName(now)})`;
};

const MultiOptions = ({
    resource,
    field,
    values,
}: {
    resource: string;
    field: FieldDefinition;
    values: unknown;
}) => {
    const translate = useTranslate();
    const list = Array.isArray(values) ? values : [];
    if (field.optionSet === 'criticality')
        return (
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                {list.filter(isCriticality).map(v => (
                    <CriticalityChip key={v} value={v} />
                ))}
            </Stack>
        );
    return (
        <>
            {list
                .map(v =>
                    translate(optionLabelKey(resource, field.source, field, v))
                )
                .join(', ')}
        </>
    );
};

/** The field component that shows a declared field's value in a row. */
export const fieldFor = (
    resource: string,
    field: FieldDefinition
): ReactElement => {
    const { source } = field;
    if (isMaskName(field.type)) {
        const { format } = MASKS[field.type];
        return (
            <FunctionField
                source={source}
                render={(r: RaRecord) =>
                    typeof r[source] === 'string' ? format(r[source]) : ''
                }
            />
        );
    }
    switch (field.type) {
        case 'integer':
        case 'decimal':
        case 'latitude':
        case 'longitude':
            return <NumberField source={source} />;
        case 'boolean':
            return <BooleanField source={source} />;
        case 'date':
        case 'datetime':
            return (
                <FunctionField
                    source={source}
                    render={() => (
                        <FieldText resource={resource} field={field} />
                    )}
                />
            );
        case 'select':
            return field.optionSet === 'criticality' ? (
                <FunctionField
                    source={source}
                    render={(r: RaRecord) =>
                        isCriticality(r[source]) ? (
                            <CriticalityChip value={r[source]} />
                        ) : null
                    }
                />
            ) : (
                <SelectField
                    source={source}
                    choices={optionChoices(resource, source, field)}
                />
            );
        case 'multiSelect':
            return (
                <FunctionField
                    source={source}
                    render={(r: RaRecord) => (
                        <MultiOptions
                            resource={resource}
                            field={field}
                            values={r[source]}
                        />
                    )}
                />
            );
        // ReferenceField batches the page's ids into one getMany per reference.
        case 'reference':
            return (
                <ReferenceField
                    source={source}
                    reference={field.reference ?? ''}
                    link={false}
                >
                    <RecordText resource={field.reference ?? ''} />
                </ReferenceField>
            );
        case 'references':
            return (
                <ReferenceArrayField
                    source={source}
                    reference={field.reference ?? ''}
                >
                    <SingleFieldList linkType={false}>
                        <RecordChip resource={field.reference ?? ''} />
                    </SingleFieldList>
                </ReferenceArrayField>
            );
        default:
            return field.translatedCode ? (
                <FunctionField
                    source={source}
                    render={() => (
                        <FieldText resource={resource} field={field} />
                    )}
                />
            ) : (
                <TextField source={source} />
            );
    }
};

/** One DataTable column for a declared list field: a switch on its type. */
export const columnFor = (resource: string, field: FieldDefinition) => (
    <DataTable.Col
        key={field.source}
        source={field.source}
        label={
            field.type === 'datetime' ? (
                <ZonedLabel label={fieldLabelKey(resource, field.source)} />
            ) : (
                fieldLabelKey(resource, field.source)
            )
        }
        disableSort={!isSortableColumn(field)}
    >
        {fieldFor(resource, field)}
    </DataTable.Col>
);
