import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
    ArrayInput,
    AutocompleteArrayInput,
    AutocompleteInput,
    BooleanInput,
    NumberInput,
    ReferenceArrayInput,
    ReferenceInput,
    SelectArrayInput,
    SelectInput,
    SimpleFormIterator,
    TextInput,
    useTranslate,
    type RaRecord,
    type Validator,
} from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { MASKS, isMaskName } from '@/masks/masks';
import { MaskedTextInput } from '@/masks/MaskedTextInput';
import { validatorFor } from '@/validation/validators';
import { memberValidator } from '@/validation/itemValidators';
import { fieldLabelKey, groupLabelKey } from './labelKeys';
import { optionChoices } from './optionChoices';
import { DateTextInput, DateTimeTextInput } from './DateInputs';
import { useNamedChoices, useRecordText } from './useFieldText';
import { defaultValuesFor } from './writableValues';
import { iteratorProps } from './iteratorSx';

export interface FieldInputProps {
    resource: string;
    field: FieldDefinition;
    /** Form path of the value (relative inside a list item). */
    source: string;
    /** Dotted path without list indexes: the i18n key suffix. */
    labelPath: string;
    readOnly: boolean;
    /** Create forms skip read-only (server-set) fields. */
    mode: 'create' | 'edit';
    /** The list this input is a member of an item of: its `itemCheck` runs too. */
    item?: FieldDefinition;
}

/** Spec section 5: coordinate placeholders show 7 decimals. */
const PLACEHOLDERS: Partial<Record<FieldDefinition['type'], string>> = {
    latitude: '-23.5505200',
    longitude: '-46.6333090',
};

/** Fields a form shows: server-set ones only on details. */
export const formFields = (
    fields: readonly FieldDefinition[],
    mode: 'create' | 'edit'
) => fields.filter(f => !(mode === 'create' && f.readOnly));

const useValidator = (
    resource: string,
    labelPath: string,
    field: FieldDefinition,
    item?: FieldDefinition
): Validator => {
    const translate = useTranslate();
    // A list or group is named at fieldGroups: fields.<path> holds its children.
    const key =
        field.type === 'list' || field.type === 'object'
            ? groupLabelKey(resource, labelPath)
            : fieldLabelKey(resource, labelPath);
    const label = translate(key);
    return useMemo(() => {
        const own = validatorFor(field, label);
        if (!item?.itemCheck) return own;
        const across = memberValidator(item, field.source, label);
        return (value, values, props) =>
            own(value, values, props) ?? across(value, values, props);
    }, [field, label, item]);
};

const GroupInputs = ({
    field,
    prefix,
    ...props
}: FieldInputProps & { prefix: string }) => (
    <>
        {formFields(field.fields ?? [], props.mode).map(child => (
            <FieldInput
                key={child.source}
                {...props}
                field={child}
                source={`${prefix}${child.source}`}
                labelPath={`${props.labelPath}.${child.source}`}
                readOnly={props.readOnly || child.readOnly === true}
            />
        ))}
    </>
);

const ObjectInput = (props: FieldInputProps) => {
    const translate = useTranslate();
    return (
        <Box
            component="fieldset"
            sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                m: 0,
                mb: 2,
                p: 2,
                width: '100%',
                minWidth: 0,
            }}
        >
            <Typography component="legend" variant="subtitle2" sx={{ px: 1 }}>
                {translate(groupLabelKey(props.resource, props.labelPath))}
            </Typography>
            <GroupInputs
                {...props}
                item={undefined}
                prefix={`${props.source}.`}
            />
        </Box>
    );
};

const ListInput = (props: FieldInputProps) => {
    const { resource, field, source, labelPath, readOnly } = props;
    const validate = useValidator(resource, labelPath, field);
    return (
        <ArrayInput
            source={source}
            label={groupLabelKey(resource, labelPath)}
            validate={validate}
        >
            <SimpleFormIterator
                inline
                {...iteratorProps(readOnly)}
                // The iterator would derive new items from its children's
                // `source`, which here is the list's own: start from the
                // declaration's defaults instead.
                getItemDefaults={(item?: unknown) =>
                    item ?? defaultValuesFor(field.fields ?? [])
                }
            >
                <GroupInputs {...props} item={field} prefix="" />
            </SimpleFormIterator>
        </ArrayInput>
    );
};

const LeafInput = ({
    resource,
    field,
    source,
    labelPath,
    readOnly,
    item,
}: FieldInputProps) => {
    const validate = useValidator(resource, labelPath, field, item);
    const common = {
        source,
        label: fieldLabelKey(resource, labelPath),
        validate,
        readOnly,
        defaultValue: field.defaultValue,
    };
    // react-admin marks the label with "*"; screen readers hear the attribute.
    const text = {
        ...common,
        slotProps:
            field.required && !readOnly
                ? { htmlInput: { 'aria-required': true } }
                : {},
    };
    const choices = optionChoices(resource, labelPath, field);
    // Options named as everywhere else: dates formatted, codes translated.
    const recordText = useRecordText(field.reference ?? '');
    const optionText = (record: RaRecord) => recordText(record);
    // Named by a translated code: all loaded, matched by the shown name.
    const named = useNamedChoices(field.reference ?? '');
    const local = named.named
        ? { choices: named.choices, isPending: named.isPending }
        : undefined;
    if (isMaskName(field.type))
        return <MaskedTextInput {...text} mask={MASKS[field.type]} />;
    switch (field.type) {
        case 'longText':
            return <TextInput {...text} multiline minRows={2} />;
        case 'email':
            return <TextInput {...text} type="email" />;
        case 'integer':
            return <NumberInput {...text} step={1} />;
        case 'decimal':
            return <NumberInput {...text} />;
        case 'latitude':
        case 'longitude':
            return (
                <NumberInput
                    {...text}
                    placeholder={PLACEHOLDERS[field.type]}
                    slotProps={{
                        ...text.slotProps,
                        inputLabel: { shrink: true },
                    }}
                />
            );
        case 'boolean':
            return <BooleanInput {...common} />;
        case 'date':
            return <DateTextInput {...text} />;
        case 'datetime':
            return <DateTimeTextInput {...text} />;
        case 'select':
            return <SelectInput {...common} choices={choices} />;
        case 'multiSelect':
            return <SelectArrayInput {...common} choices={choices} />;
        case 'reference': {
            const input = (
                <AutocompleteInput
                    {...common}
                    optionText={optionText}
                    {...local}
                />
            );
            return local ? (
                input
            ) : (
                <ReferenceInput
                    source={source}
                    reference={field.reference ?? ''}
                >
                    {input}
                </ReferenceInput>
            );
        }
        case 'references': {
            const input = (
                <AutocompleteArrayInput
                    // MUI gives every chip a remove icon, even read-only.
                    slotProps={
                        readOnly ? { chip: { onDelete: undefined } } : {}
                    }
                    source={source}
                    label={common.label}
                    validate={validate}
                    readOnly={readOnly}
                    optionText={optionText}
                    {...local}
                />
            );
            return local ? (
                input
            ) : (
                <ReferenceArrayInput
                    source={source}
                    reference={field.reference ?? ''}
                >
                    {input}
                </ReferenceArrayInput>
            );
        }
        default:
            return <TextInput {...text} />;
    }
};

/** One input for a declared field: a switch on its type (ra-no-code precedent). */
export const FieldInput = (props: FieldInputProps) => {
    if (props.field.type === 'object') return <ObjectInput {...props} />;
    if (props.field.type === 'list') return <ListInput {...props} />;
    return <LeafInput {...props} />;
};
