/**
 * The validators of one setting of a form field: its own declared rules
 * and the rules across the field's settings (`inspectionFieldFailures`,
 * the list's `itemCheck`), the same the server runs on save. Each is made
 * for the field's position, so it knows which item to check.
 */
import { useMemo } from 'react';
import { useTranslate, type Validator } from 'react-admin';
import type { FieldDefinition } from '@shared/domain/fields';
import { inspectionForm } from '@shared/declarations/inspectionForm';
import { itemFailureAt } from '@/validation/itemValidators';
import {
    isMarkedRequired,
    markRequired,
    messageFor,
    validatorFor,
} from '@/validation/validators';

export const FIELDS_LIST = inspectionForm.fields.find(
    f => f.source === 'fields'
) as FieldDefinition;

const member = (source: string, within: FieldDefinition = FIELDS_LIST) =>
    (within.fields ?? []).find(f => f.source === source) as FieldDefinition;

export const OPTIONS_LIST = member('options');

export const settingLabelKey = (path: string) =>
    `resources.inspection-form.fields.fields.${path}`;

const withItemRules = (
    own: Validator,
    index: number,
    at: string,
    label: string
): Validator => {
    const validate: Validator = (value, values, props) => {
        const error = own(value, values, props);
        if (error) return error;
        const failure = itemFailureAt(
            FIELDS_LIST,
            values,
            `fields.${index}`,
            at
        );
        return failure ? messageFor(failure, label) : undefined;
    };
    // A required setting keeps its "*".
    return isMarkedRequired(own) ? markRequired(validate) : validate;
};

/** A setting of the field at `index`: its own rules, then the rules across settings. */
export const useSettingValidator = (
    setting: string,
    index: number
): Validator => {
    const translate = useTranslate();
    const key =
        setting === 'options'
            ? 'resources.inspection-form.fieldGroups.fields.options'
            : settingLabelKey(setting);
    const label = translate(key);
    return useMemo(
        () =>
            withItemRules(
                validatorFor(member(setting), label),
                index,
                setting,
                label
            ),
        [setting, label, index]
    );
};

/** An option's label or value: its own rules, then repeated values across options. */
export const useOptionValidator = (
    part: 'label' | 'value',
    index: number,
    option: number
): Validator => {
    const translate = useTranslate();
    const label = translate(settingLabelKey(`options.${part}`));
    return useMemo(
        () =>
            withItemRules(
                validatorFor(member(part, OPTIONS_LIST), label),
                index,
                `options.${option}.${part}`,
                label
            ),
        [part, label, index, option]
    );
};

/** The list's own rules (at least one field, at most 100). */
export const useFieldsListValidator = (): Validator => {
    const translate = useTranslate();
    const label = translate('resources.inspection-form.fieldGroups.fields');
    return useMemo(() => validatorFor(FIELDS_LIST, label), [label]);
};
