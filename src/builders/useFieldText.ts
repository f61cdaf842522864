import { useMemo } from 'react';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import type { FieldDefinition } from '@/domain/fields';
import { MASKS, isMaskName } from '@/masks/masks';
import { findResource } from '@/resources';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { optionLabelKey } from './labelKeys';

/**
 * A field's value as a person reads it, in one line of text: masks
 * applied, options and booleans as words in the user's language, dates on
 * the company's clock. For the places a column's component does not fit:
 * compact rows, titles, dialogs.
 */
export const useFieldText = (resource: string) => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat();
    // Built once per language: list cells call this hook row after row.
    const numbers = useMemo(
        () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }),
        [locale]
    );
    const option = (field: FieldDefinition, v: unknown) =>
        typeof v === 'string' || typeof v === 'number'
            ? translate(optionLabelKey(resource, field.source, field, v))
            : '';
    return (field: FieldDefinition, value: unknown): string => {
        if (value === null || value === undefined || value === '') return '';
        if (isMaskName(field.type))
            return typeof value === 'string'
                ? MASKS[field.type].format(value)
                : '';
        switch (field.type) {
            case 'date':
                return dates.date(String(value));
            case 'datetime':
                return dates.dateTime(String(value));
            case 'boolean':
                return translate(
                    value ? 'ra.boolean.true' : 'ra.boolean.false'
                );
            case 'integer':
            case 'decimal':
            case 'latitude':
            case 'longitude':
                return typeof value === 'number'
                    ? numbers.format(value)
                    : String(value);
            case 'select':
                return option(field, value);
            case 'multiSelect':
                return Array.isArray(value)
                    ? value.map(v => option(field, v)).join(', ')
                    : '';
            case 'object':
            case 'list':
            case 'reference':
            case 'references':
                // Needs its records or its own layout; not one line of text.
                return '';
            default:
                return String(value);
        }
    };
};

/**
 * A record as people name it in titles and dialogs: its representation
 * field as `useFieldText` writes it (a reading: its date on the company's
 * clock, not an ISO timestamp), or `#id` when there is none.
 */
export const useRecordText = (resource: string) => {
    const text = useFieldText(resource);
    const definition = findResource(resource);
    const field = definition?.fields.find(
        f => f.source === definition.recordRepresentation
    );
    return (record: RaRecord | undefined): string => {
        if (!record) return '';
        const shown = field ? text(field, record[field.source]) : '';
        return shown || `#${String(record.id)}`;
    };
};
