/**
 * The settings of an inspection form's field that must agree with each
 * other and with its type (spec: 1 text, 2 integer, 3 decimal, 4 switch,
 * 5 date, 6 options, 7 photo, 8 location). The form builder shows each
 * failure at its setting as the user types; the server refuses the same
 * field with the same rule.
 */
import { isIsoDate } from './isoDates';
import { decimalPlaces } from './formats';

export const INSPECTION_FIELD_TYPE = {
    text: 1,
    integer: 2,
    decimal: 3,
    switch: 4,
    date: 5,
    options: 6,
    photo: 7,
    location: 8,
} as const;

const T = INSPECTION_FIELD_TYPE;

/** The settings each type uses; the builder shows only these. */
export const SETTINGS_BY_TYPE: Record<number, readonly string[]> = {
    [T.text]: ['defaultValue'],
    [T.integer]: ['defaultValue', 'minValue', 'maxValue'],
    [T.decimal]: ['defaultValue', 'decimalPlaces', 'minValue', 'maxValue'],
    [T.switch]: ['defaultValue'],
    [T.date]: ['defaultValue'],
    [T.options]: ['defaultValue', 'options'],
    [T.photo]: [],
    [T.location]: [],
};

/** Settings that only some types use. */
const TYPED_SETTINGS = [
    'defaultValue',
    'decimalPlaces',
    'minValue',
    'maxValue',
    'options',
] as const;

export interface InspectionFieldFailure {
    source: string;
    rule: string;
    bound?: number;
}

const isSet = (v: unknown) =>
    v !== undefined &&
    v !== null &&
    v !== '' &&
    !(Array.isArray(v) && v.length === 0);

const num = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** The default value of a numeric field, as typed (a text setting). */
function checkNumericDefault(
    field: Record<string, unknown>,
    text: string,
    out: InspectionFieldFailure[]
) {
    const n = text.trim() === '' ? NaN : Number(text);
    if (!Number.isFinite(n)) {
        out.push({ source: 'defaultValue', rule: 'number' });
        return;
    }
    if (field.fieldType === T.integer && !Number.isInteger(n)) {
        out.push({ source: 'defaultValue', rule: 'integer' });
        return;
    }
    const places = num(field.decimalPlaces);
    if (
        field.fieldType === T.decimal &&
        places !== undefined &&
        decimalPlaces(n) > places
    ) {
        out.push({ source: 'defaultValue', rule: 'decimals', bound: places });
        return;
    }
    const min = num(field.minValue);
    const max = num(field.maxValue);
    if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
        out.push({ source: 'defaultValue', rule: 'defaultOutOfRange' });
    }
}

/** What is wrong with one field's settings, each at its setting. */
export function inspectionFieldFailures(
    field: Record<string, unknown>
): InspectionFieldFailure[] {
    const out: InspectionFieldFailure[] = [];
    const type = Number(field.fieldType);
    const used = SETTINGS_BY_TYPE[type];
    if (!used) return out;
    for (const s of TYPED_SETTINGS) {
        if (!used.includes(s) && isSet(field[s]))
            out.push({ source: s, rule: 'notApplicable' });
    }
    const min = num(field.minValue);
    const max = num(field.maxValue);
    if (type === T.integer) {
        for (const s of ['minValue', 'maxValue'] as const) {
            const v = num(field[s]);
            if (v !== undefined && !Number.isInteger(v))
                out.push({ source: s, rule: 'integer' });
        }
    }
    const places = num(field.decimalPlaces);
    if (type === T.decimal && places !== undefined) {
        for (const s of ['minValue', 'maxValue'] as const) {
            const v = num(field[s]);
            if (v !== undefined && decimalPlaces(v) > places)
                out.push({ source: s, rule: 'decimals', bound: places });
        }
    }
    if (min !== undefined && max !== undefined && min > max) {
        out.push({ source: 'maxValue', rule: 'minAboveMax', bound: min });
    }
    const options = Array.isArray(field.options)
        ? (field.options as Record<string, unknown>[])
        : [];
    if (type === T.options) {
        if (options.length === 0)
            out.push({ source: 'options', rule: 'required' });
        const seen = new Set<string>();
        options.forEach((o, i) => {
            const value = typeof o?.value === 'string' ? o.value.trim() : '';
            if (value === '') return;
            if (seen.has(value))
                out.push({
                    source: `options.${i}.value`,
                    rule: 'duplicateValue',
                });
            seen.add(value);
        });
    }
    const d = field.defaultValue;
    if (
        typeof d === 'string' &&
        d.trim() !== '' &&
        used.includes('defaultValue')
    ) {
        if (type === T.integer || type === T.decimal)
            checkNumericDefault(field, d, out);
        else if (type === T.switch && d !== 'true' && d !== 'false')
            out.push({ source: 'defaultValue', rule: 'boolean' });
        else if (type === T.date && !isIsoDate(d.trim()))
            out.push({ source: 'defaultValue', rule: 'date' });
        else if (
            type === T.options &&
            !options.some(o => o?.value === d.trim())
        )
            out.push({ source: 'defaultValue', rule: 'defaultNotOption' });
    }
    return out;
}
