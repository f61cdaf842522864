import type { Validator } from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';

/** What every type's input is given by FieldInput (inputFor.tsx). */
export interface TypeInputProps {
    resource: string;
    field: FieldDefinition;
    /** Form path of the value (relative inside a list item). */
    source: string;
    /** Dotted path without list indexes: the i18n key suffix. */
    labelPath: string;
    /** The label's i18n key. */
    label: string;
    validate: Validator;
    readOnly: boolean;
}

/** The props react-admin's inputs share. */
export const commonProps = ({
    source,
    label,
    validate,
    readOnly,
    field,
}: TypeInputProps) => ({
    source,
    label,
    validate,
    readOnly,
    defaultValue: field.defaultValue,
});

/**
 * A text box's props: react-admin marks the label of a required input with
 * "*"; screen readers hear the attribute.
 */
export const textProps = (props: TypeInputProps) => ({
    ...commonProps(props),
    slotProps:
        props.field.required && !props.readOnly
            ? { htmlInput: { 'aria-required': true } }
            : {},
});
