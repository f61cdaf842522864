import { useMemo } from 'react';
import {
    useGetList,
    useLocale,
    useTranslate,
    type RaRecord,
    type TranslateFunction,
} from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import type { FieldDefinition } from '@shared/domain/fields';
import { findResource } from '@shared/declarations';
import { pageLabel } from '@shared/declarations/pageLabel';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { fieldTypeParts } from './fieldTypes';
import type { TextContext } from './fieldTypes/parts';

export type FieldText = (
    field: FieldDefinition,
    value: unknown,
    /** The value's record, when the text depends on another field (a page's url). */
    record?: RaRecord
) => string;

/**
 * A field's value as a person reads it, in one line of text: masks
 * applied, options, codes and booleans as words in the user's language,
 * dates on the company's clock. Plain, so tests name records the way the
 * screens do; screens use `useFieldText`.
 */
export const fieldTextOf = (
    resource: string,
    translate: TranslateFunction,
    locale: string,
    dates: DateTimeFormats
): FieldText => {
    const context: TextContext = {
        resource,
        translate,
        locale,
        dates,
    };
    const code = (field: FieldDefinition, v: string, record?: RaRecord) => {
        if (field.translatedCode === 'module')
            return translate(`app.modules.${v}`, { _: v });
        const { key, ...options } = pageLabel({
            codeIntl: v,
            url: String(record?.url ?? ''),
        });
        return translate(key, { ...options, _: v });
    };
    return (field, value, record) => {
        if (value === null || value === undefined || value === '') return '';
        if (field.translatedCode && typeof value === 'string')
            return code(field, value, record);
        return fieldTypeParts(field.type).text(value, field, context);
    };
};

/**
 * A record as people name it in titles, dialogs, references and options:
 * its representation field as `fieldTextOf` writes it (a reading: its date
 * on the company's clock, not an ISO timestamp; a module: its translated
 * name), or `#id` when there is none.
 */
export const recordTextOf = (resource: string, text: FieldText) => {
    const definition = findResource(resource);
    const field = definition?.fields.find(
        f => f.source === definition.recordRepresentation
    );
    return (record: RaRecord | undefined): string => {
        if (!record) return '';
        const shown = field ? text(field, record[field.source], record) : '';
        return shown || `#${String(record.id)}`;
    };
};

/**
 * Whether a resource is named by a translated code (pages, modules): the
 * server cannot search what the user reads, so its few records are loaded
 * whole and matched by their names in the browser.
 */
export const isNamedByTranslation = (resource: string) => {
    const definition = findResource(resource);
    return Boolean(
        definition?.fields.find(
            f => f.source === definition.recordRepresentation
        )?.translatedCode
    );
};

export const useFieldText = (resource: string): FieldText => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat();
    // Built once per language: list cells call this hook row after row.
    return useMemo(
        () => fieldTextOf(resource, translate, locale, dates),
        [resource, translate, locale, dates]
    );
};

export const useRecordText = (resource: string) => {
    const text = useFieldText(resource);
    return useMemo(() => recordTextOf(resource, text), [resource, text]);
};

/**
 * All records of a resource named by a translated code (pages, modules: a
 * few dozen at most), for a choice matched by the name the user reads:
 * the server can only search the code. Nothing is fetched for other
 * resources.
 */
export const useNamedChoices = (resource: string) => {
    const named = isNamedByTranslation(resource);
    const { data, isPending } = useGetList(
        resource,
        { pagination: { page: 1, perPage: 100 } },
        { enabled: named }
    );
    return { named, choices: data ?? [], isPending: named && isPending };
};
