import { Stack } from '@mui/material';
import type { ReactElement } from 'react';
import {
    BooleanField,
    ChipField,
    DataTable,
    DateField,
    FunctionField,
    NumberField,
    ReferenceArrayField,
    ReferenceField,
    SelectField,
    SingleFieldList,
    TextField,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import type { FieldDefinition } from '@/domain/fields';
import { MASKS, isMaskName } from '@/masks/masks';
import { findResource } from '@/resources';
import { CriticalityChip, isCriticality } from './CriticalityChip';
import { fieldLabelKey, optionLabelKey } from './labelKeys';
import { optionChoices } from './optionChoices';

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
    const target = field.reference ? findResource(field.reference) : undefined;
    const representation = target?.recordRepresentation ?? 'id';
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
            return <DateField source={source} />;
        case 'datetime':
            return <DateField source={source} showTime />;
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
                    <TextField source={representation} />
                </ReferenceField>
            );
        case 'references':
            return (
                <ReferenceArrayField
                    source={source}
                    reference={field.reference ?? ''}
                >
                    <SingleFieldList linkType={false}>
                        <ChipField source={representation} size="small" />
                    </SingleFieldList>
                </ReferenceArrayField>
            );
        default:
            return <TextField source={source} />;
    }
};

const SORTABLE = new Set<FieldDefinition['type']>([
    'text',
    'email',
    'cnpj',
    'cep',
    'phone',
    'devEui',
    'gatewayEui',
    'integer',
    'decimal',
    'latitude',
    'longitude',
    'boolean',
    'date',
    'datetime',
    'select',
]);

/** One DataTable column for a declared list field: a switch on its type. */
export const columnFor = (resource: string, field: FieldDefinition) => (
    <DataTable.Col
        key={field.source}
        source={field.source}
        label={fieldLabelKey(resource, field.source)}
        disableSort={!SORTABLE.has(field.type)}
    >
        {fieldFor(resource, field)}
    </DataTable.Col>
);
