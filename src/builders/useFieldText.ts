import { useMemo } from 'react';
import {
    useGetList,
    useLocale,
    useTranslate,
    type RaRecord,
    type TranslateFunction,
} from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import { numberFormat } from '@shared/domain/numberFormat';
import type { FieldDefinition, FieldType } from '@shared/domain/fields';
import { MASKS, type MaskName } from '@/masks/masks';
import { findResource } from '@shared/declarations';
import { pageLabel } from '@shared/declarations/pageLabel';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { optionLabelKey } from './labelKeys';

export type FieldText = (
    field: FieldDefinition,
    value: unknown,
    /** The value's record, when the text depends on another field (a page's url). */
    record?: RaRecord
) => string;

/** What a type's text is written with: the user's language and clock. */
interface TextContext {
    resource: string;
    translate: TranslateFunction;
    locale: string;
    dates: DateTimeFormats;
}

type TypeText = (
    value: unknown,
    field: FieldDefinition,
    context: TextContext
) => string;

const plain: TypeText = value => String(value);

const masked =
    (mask: MaskName): TypeText =>
    value =>
        typeof value === 'string' ? MASKS[mask].format(value) : '';

// At the field's declared decimals (a coordinate's 7), else up to 6.
const number: TypeText = (value, field, { locale }) =>
    typeof value === 'number'
        ? numberFormat(locale, field.decimals ?? 6).format(value)
        : String(value);

const option = (
    value: unknown,
    field: FieldDefinition,
    { resource, translate }: TextContext
) =>
    typeof value === 'string' || typeof value === 'number'
        ? translate(optionLabelKey(resource, field.source, field, value))
        : '';

/** Needs its records or its own layout; not one line of text. */
const notText: TypeText = () => '';

/** Each field type's value as one line of text (see INPUTS in inputFor.tsx). */
export const TEXTS = {
    text: plain,
    longText: plain,
    email: plain,
    phone: masked('phone'),
    cnpj: masked('cnpj'),
    cep: masked('cep'),
    devEui: masked('devEui'),
    gatewayEui: masked('gatewayEui'),
    integer: number,
    decimal: number,
    latitude: number,
    longitude: number,
    boolean: (value, _field, { translate }) =>
        translate(value ? 'ra.boolean.true' : 'ra.boolean.false'),
    date: (value, _field, { dates }) => dates.date(String(value)),
    datetime: (value, _field, { dates }) => dates.dateTime(String(value)),
    select: option,
    multiSelect: (value, field, context) =>
        Array.isArray(value)
            ? value.map(v => option(v, field, context)).join(', ')
            : '',
    object: notText,
    list: notText,
    reference: notText,
    references: notText,
} satisfies Record<FieldType, TypeText>;

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
        return TEXTS[field.type](value, field, context);
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
