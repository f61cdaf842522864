/**
 * react-admin validators over the domain's one validation engine
 * (`checkValue`, which the server runs on every write): the input refuses
 * exactly what the API would, with the same rule. They answer with a
 * translation key and arguments (`%{field}` the field's label, `%{value}`
 * the rule's bound), never with text.
 */
import type { Validator } from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { checkValue, type RuleFailure } from '@shared/domain/validate';

export interface ValidationMessage {
    message: string;
    args: { field: string; value?: number; smart_count?: number };
}

/** The message of a failed rule: `app.validation.<rule>`. */
export const messageFor = (
    { rule, bound }: RuleFailure,
    field: string
): ValidationMessage => ({
    message: `app.validation.${rule}`,
    args:
        bound === undefined
            ? { field }
            : // An exact length is worded by its number ("1 character").
              rule === 'length'
              ? { field, value: bound, smart_count: bound }
              : { field, value: bound },
});

/**
 * The validator of one field's input. `label` is the field's translated
 * name. A list or group is checked at its own level (required, sizes); its
 * items and members are inputs with their own validators.
 */
export const validatorFor = (f: FieldDefinition, label: string): Validator => {
    const validate: Validator = (value: unknown) => {
        const checked = checkValue(f, value);
        return 'failure' in checked
            ? messageFor(checked.failure, label)
            : undefined;
    };
    return f.required ? markRequired(validate) : validate;
};

/**
 * A validator marked as react-admin's `required()` marks its own: the
 * input then shows "*" after its label (docs/accessibility.md).
 */
export const markRequired = (validate: Validator): Validator =>
    Object.assign(validate, { isRequired: true });

/** Whether a validator carries the mark (a wrapper keeps it with `markRequired`). */
export const isMarkedRequired = (validate: Validator): boolean =>
    (validate as { isRequired?: boolean }).isRequired === true;
