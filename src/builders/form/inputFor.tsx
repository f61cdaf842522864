import { useMemo, type ComponentType } from 'react';
import {
    ArrayInput,
    SimpleFormIterator,
    useTranslate,
    type Validator,
} from 'react-admin';
import type { FieldDefinition, FieldType } from '@shared/domain/fields';
import { validatorFor } from '@/validation/validators';
import { memberValidator } from '@/validation/itemValidators';
import { FIELD_TYPE_MODULES } from '../fieldTypes';
import type { FieldTypeModule, FormInputs } from '../fieldTypes/parts';
import { fieldLabelKey, groupLabelKey } from '../labelKeys';
import { Fieldset } from './Fieldset';
import type { TypeInputProps } from './fieldTypes/inputProps';
import * as leafInputs from './fieldTypes/leafInputs';
import * as referenceInputs from './fieldTypes/referenceInputs';
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
        const across = item?.itemCheck
            ? memberValidator(item, field.source, label)
            : undefined;
        const validate: Validator = (value, values, props) =>
            own(value, values, props) ?? across?.(value, values, props);
        // react-admin marks a label with "*" when its validator says it is
        // required, as its own `required()` does: every generated required
        // input is marked the same way.
        return field.required
            ? Object.assign(validate, { isRequired: true })
            : validate;
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
        <Fieldset
            legend={translate(groupLabelKey(props.resource, props.labelPath))}
            sx={{ mb: 2 }}
        >
            <GroupInputs
                {...props}
                item={undefined}
                prefix={`${props.source}.`}
            />
        </Fieldset>
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

/** The form's inputs, handed to each type's module (parts.ts, `input`). */
const FORM_INPUTS: FormInputs = { ...leafInputs, ...referenceInputs };

/**
 * Each type's input, as its module (src/builders/fieldTypes/) picks it
 * from the form's inputs, which only form code imports: a list's chunk
 * does not carry them. Picked once, so each type's input keeps its
 * identity from render to render. Objects and lists have none: FieldInput
 * draws their members.
 */
export const INPUTS = Object.fromEntries(
    (
        Object.entries(FIELD_TYPE_MODULES) as [FieldType, FieldTypeModule][]
    ).flatMap(([type, { input }]) =>
        input ? [[type, input(FORM_INPUTS)]] : []
    )
) as Partial<Record<FieldType, ComponentType<TypeInputProps>>>;

const LeafInput = (props: FieldInputProps) => {
    const { resource, field, labelPath, item } = props;
    const validate = useValidator(resource, labelPath, field, item);
    const Input = INPUTS[field.type];
    if (!Input) return null;
    return (
        <Input
            resource={resource}
            field={field}
            source={props.source}
            labelPath={labelPath}
            label={fieldLabelKey(resource, labelPath)}
            validate={validate}
            readOnly={props.readOnly}
        />
    );
};

/** One input for a declared field: its type's. */
export const FieldInput = (props: FieldInputProps) => {
    if (props.field.type === 'object') return <ObjectInput {...props} />;
    if (props.field.type === 'list') return <ListInput {...props} />;
    return <LeafInput {...props} />;
};
