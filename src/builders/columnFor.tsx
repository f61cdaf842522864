import Chip from '@mui/material/Chip';
import { Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import {
    BooleanField,
    DataTable,
    FunctionField,
    ReferenceArrayField,
    ReferenceField,
    SingleFieldList,
    TextField,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { isSortableColumn } from '@shared/domain/sorting';
import { CriticalityChip, isCriticality } from './CriticalityChip';
import { fieldLabelKey } from './labelKeys';
import { RecordText } from './RecordText';
import { TextColumn } from './TextColumn';
import { useRecordText, type FieldText } from './useFieldText';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

const RecordChip = ({ resource }: { resource: string }) => {
    const record = useRecordContext();
    const text = useRecordText(resource);
    return <Chip size="small" label={text(record)} />;
};

/** A date-time column names the zone its times are on ("Data (GMT-3)"). */
const ZonedLabel = ({ label }: { label: string }) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    // The zone's name today (a zone with summer time has two).
    const [now] = useState(() => Date.now());
    return `${translate(label)} (${dates.zoneName(now)})`;
};

const CriticalityChips = ({ values }: { values: unknown }) => (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
        {(Array.isArray(values) ? values : []).filter(isCriticality).map(v => (
            <CriticalityChip key={v} value={v} />
        ))}
    </Stack>
);

/**
 * Whether a column's value reads as one line of text (useFieldText): a
 * mask, a date on the company's clock, an option or a code by its
 * translated name, a number. Such a cell is that text, drawn by the
 * column itself with no field component: a page of rows draws these by
 * the hundred (docs/performance.md, "The screen drawn once").
 */
const isTextColumn = (field: FieldDefinition) => {
    switch (field.type) {
        case 'boolean':
        case 'reference':
        case 'references':
        case 'object':
        case 'list':
            return false;
        case 'select':
        case 'multiSelect':
            return field.optionSet !== 'criticality';
        default:
            return true;
    }
};

/** The field component of a column whose cell is more than text. */
const fieldFor = (resource: string, field: FieldDefinition): ReactElement => {
    const { source } = field;
    switch (field.type) {
        case 'boolean':
            return <BooleanField source={source} />;
        case 'select':
            return (
                <FunctionField
                    source={source}
                    render={(r: RaRecord) =>
                        isCriticality(r[source]) ? (
                            <CriticalityChip value={r[source]} />
                        ) : null
                    }
                />
            );
        case 'multiSelect':
            return (
                <FunctionField
                    source={source}
                    render={(r: RaRecord) => (
                        <CriticalityChips values={r[source]} />
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
            return <TextField source={source} />;
    }
};

/** A column's header: a date-time column names its zone. */
const columnLabel = (resource: string, field: FieldDefinition) =>
    field.type === 'datetime' ? (
        <ZonedLabel label={fieldLabelKey(resource, field.source)} />
    ) : (
        fieldLabelKey(resource, field.source)
    );

/**
 * One DataTable column for a declared list field. `text` is the list's
 * useFieldText, built once for all its cells.
 */
export const columnFor = (
    resource: string,
    field: FieldDefinition,
    text: FieldText
) =>
    isTextColumn(field) ? (
        <TextColumn
            key={field.source}
            source={field.source}
            label={columnLabel(resource, field)}
            disableSort={!isSortableColumn(field)}
            render={(record: RaRecord) =>
                text(field, record[field.source], record)
            }
        />
    ) : (
        <DataTable.Col
            key={field.source}
            source={field.source}
            label={columnLabel(resource, field)}
            disableSort={!isSortableColumn(field)}
        >
            {fieldFor(resource, field)}
        </DataTable.Col>
    );
