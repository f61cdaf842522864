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
import type { FieldDefinition, FieldType } from '@shared/domain/fields';
import { isSortableColumn } from '@shared/domain/sorting';
import { CriticalityChip, isCriticality } from '../CriticalityChip';
import { fieldLabelKey } from '../labelKeys';
import { RecordText } from '../details/RecordText';
import { TextColumn } from './TextColumn';
import { useRecordText, type FieldText } from '../useFieldText';
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
 * What a column's cell holds, per field type. Most are one line of text
 * (useFieldText: a mask, a date on the company's clock, an option or a code
 * by its translated name, a number), drawn by the column itself with no
 * field component: a page of rows draws these by the hundred
 * (docs/performance.md, "Drawing a list"). The others name the
 * field component that draws them.
 */
type Cell = (field: FieldDefinition) => ReactElement | 'text';

const text: Cell = () => 'text';

/** Criticality options are chips (text and colour, never colour alone). */
const criticalityOr =
    (chips: (source: string) => ReactElement): Cell =>
    field =>
        field.optionSet === 'criticality' ? chips(field.source) : 'text';

// ReferenceField batches the page's ids into one getMany per reference.
const referenceCell: Cell = field => (
    <ReferenceField
        source={field.source}
        reference={field.reference ?? ''}
        link={false}
    >
        <RecordText resource={field.reference ?? ''} />
    </ReferenceField>
);

const referencesCell: Cell = field => (
    <ReferenceArrayField
        source={field.source}
        reference={field.reference ?? ''}
    >
        <SingleFieldList linkType={false}>
            <RecordChip resource={field.reference ?? ''} />
        </SingleFieldList>
    </ReferenceArrayField>
);

/** A group's parts are not one cell: declarations do not list them. */
const groupCell: Cell = field => <TextField source={field.source} />;

export const CELLS = {
    text,
    longText: text,
    email: text,
    phone: text,
    cnpj: text,
    cep: text,
    devEui: text,
    gatewayEui: text,
    integer: text,
    decimal: text,
    latitude: text,
    longitude: text,
    date: text,
    datetime: text,
    boolean: field => <BooleanField source={field.source} />,
    select: criticalityOr(source => (
        <FunctionField
            source={source}
            render={(r: RaRecord) =>
                isCriticality(r[source]) ? (
                    <CriticalityChip value={r[source]} />
                ) : null
            }
        />
    )),
    multiSelect: criticalityOr(source => (
        <FunctionField
            source={source}
            render={(r: RaRecord) => <CriticalityChips values={r[source]} />}
        />
    )),
    reference: referenceCell,
    references: referencesCell,
    object: groupCell,
    list: groupCell,
} satisfies Record<FieldType, Cell>;

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
) => {
    const cell = CELLS[field.type](field);
    return cell === 'text' ? (
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
            {cell}
        </DataTable.Col>
    );
};
