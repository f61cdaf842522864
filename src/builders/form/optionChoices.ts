import type { FieldDefinition } from '@shared/domain/fields';
import { optionLabelKey } from '../labelKeys';

export interface OptionChoice {
    id: string | number;
    /** An i18n key: react-admin's choice inputs translate it. */
    name: string;
}

/** Choices of a select / multiSelect, labelled by their i18n keys. */
export const optionChoices = (
    resource: string,
    path: string,
    field: FieldDefinition
): OptionChoice[] =>
    (field.options ?? []).map(value => ({
        id: value,
        name: optionLabelKey(resource, path, field, value),
    }));
