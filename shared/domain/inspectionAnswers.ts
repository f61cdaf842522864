/**
 * The rules an answer of an inspection register must follow, by the type
 * of the form field it answers. Answers travel as text (`value`): a
 * number, 'true'/'false', an ISO date, an option's value, a photo's id or
 * "lat,lng". The register form shows each failure at the answer's input;
 * the server refuses a hand-made body with the same rule and code.
 */
import { isIsoDate } from './isoDates';
import { decimalPlaces } from './formats';
import { INSPECTION_FIELD_TYPE as T } from './inspectionFields';
import { RULE_CODES, type Rule, type RuleFailure } from './validate';

/** A form field as stored in the form (and in a register's snapshot). */
export interface InspectionField {
    title?: string;
    description?: string | null;
    fieldType?: number;
    isRequired?: boolean | null;
    justify?: 'none' | 'text' | 'photo' | null;
    defaultValue?: string | null;
    decimalPlaces?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
    options?: { label?: string; value?: string }[] | null;
}

export interface InspectionAnswer {
    fieldIndex?: number;
    value?: string | null;
    justification?: string | null;
}

const fail = (rule: Rule, bound?: number): RuleFailure =>
    bound === undefined
        ? { rule, code: RULE_CODES[rule] }
        : { rule, code: RULE_CODES[rule], bound };

const blank = (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

// Plain decimal notation only: Number() would also take '0x10', '1e3' or ' '.
const NUMBER = /^-?\d+(\.\d+)?$/;
const PHOTO_ID = /^[1-9]\d{0,14}$/;
const LOCATION = /^(-?\d+(?:\.\d+)?),\s*(-?\d+(?:\.\d+)?)$/;

const finite = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isFinite(v) ? v : undefined;

function checkNumber(field: InspectionField, text: string) {
    if (!NUMBER.test(text)) return fail('number');
    const n = Number(text);
    if (field.fieldType === T.integer && !Number.isInteger(n))
        return fail('integer');
    const places = finite(field.decimalPlaces);
    if (
        field.fieldType === T.decimal &&
        places !== undefined &&
        decimalPlaces(n) > places
    )
        return fail('decimals', places);
    const min = finite(field.minValue);
    const max = finite(field.maxValue);
    if (min !== undefined && n < min) return fail('numberMin', min);
    if (max !== undefined && n > max) return fail('numberMax', max);
    return undefined;
}

/** "lat,lng" parsed, or undefined when it is not a point on Earth. */
export function parseLocation(
    text: string
): { lat: number; lng: number } | undefined {
    const m = LOCATION.exec(text.trim());
    if (!m) return undefined;
    const lat = Number(m[1]);
    const lng = Number(m[2]);
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
    return { lat, lng };
}

/** The first rule `value` fails as the answer of `field`, or undefined. */
export function checkAnswer(
    field: InspectionField,
    value: unknown
): RuleFailure | undefined {
    if (blank(value)) return field.isRequired ? fail('required') : undefined;
    if (typeof value !== 'string') return fail('text');
    const text = value.trim();
    switch (Number(field.fieldType)) {
        case T.integer:
        case T.decimal:
            return checkNumber(field, text);
        case T.switch:
            return text === 'true' || text === 'false'
                ? undefined
                : fail('boolean');
        case T.date:
            return isIsoDate(text) ? undefined : fail('date');
        case T.options:
            return (field.options ?? []).some(o => o?.value === text)
                ? undefined
                : fail('option');
        case T.photo:
            return PHOTO_ID.test(text) ? undefined : fail('photo');
        case T.location:
            return parseLocation(text) ? undefined : fail('location');
        default:
            return undefined;
    }
}

/**
 * The justification a field asks for: text, or a photo's id. Asked only of
 * an answered field, since there is nothing to justify otherwise.
 */
export function checkJustification(
    field: InspectionField,
    answer: InspectionAnswer
): RuleFailure | undefined {
    const kind = field.justify ?? 'none';
    if (kind === 'none' || blank(answer.value)) return undefined;
    const j = answer.justification;
    if (blank(j)) return fail('required');
    if (kind === 'photo' && !PHOTO_ID.test(String(j).trim()))
        return fail('photo');
    return undefined;
}

/** Every failure of a register's answers against its form's fields, at its dotted path. */
export function answerFailures(
    fields: readonly InspectionField[],
    answers: readonly InspectionAnswer[]
): (RuleFailure & { field: string })[] {
    const out: (RuleFailure & { field: string })[] = [];
    const seen = new Set<number>();
    answers.forEach((raw, i) => {
        const a: InspectionAnswer =
            typeof raw === 'object' && raw !== null ? raw : {};
        const index = a.fieldIndex;
        const field = typeof index === 'number' ? fields[index] : undefined;
        if (!field || seen.has(index as number)) {
            out.push({ field: `answers.${i}.fieldIndex`, ...fail('option') });
            return;
        }
        seen.add(index as number);
        const value = checkAnswer(field, a.value);
        if (value) out.push({ field: `answers.${i}.value`, ...value });
        const why = checkJustification(field, a);
        if (why) out.push({ field: `answers.${i}.justification`, ...why });
    });
    // One error for the list: the inputs of the unanswered fields say which.
    if (fields.some((f, index) => f.isRequired && !seen.has(index)))
        out.push({ field: 'answers', ...fail('required') });
    return out;
}

/** The photo ids a register's answers name (answers and justifications), at their paths. */
export function photoAnswers(
    fields: readonly InspectionField[],
    answers: readonly InspectionAnswer[]
): { id: number; path: string }[] {
    const out: { id: number; path: string }[] = [];
    answers.forEach((a, i) => {
        const field =
            typeof a?.fieldIndex === 'number'
                ? fields[a.fieldIndex]
                : undefined;
        if (!field) return;
        const photo = (text: unknown, path: string) => {
            const t = typeof text === 'string' ? text.trim() : '';
            if (PHOTO_ID.test(t)) out.push({ id: Number(t), path });
        };
        if (Number(field.fieldType) === T.photo)
            photo(a.value, `answers.${i}.value`);
        if (field.justify === 'photo')
            photo(a.justification, `answers.${i}.justification`);
    });
    return out;
}
