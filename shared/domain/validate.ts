/**
 * Validates and normalizes a record body against its declaration, answering
 * with the spec's codes. The server runs it on every write; the SPA runs the
 * same rules through its form validators, so a hand-made request gets the
 * same answer as the form.
 */
import { hasNul, isIsoDate, parseIsoDateTime } from './isoDates';
import { isValidCnpj, unmaskCnpj } from './cnpj';
import { ErrorCode, type ErrorCodeValue, type FieldError } from './errorCodes';
import type { FieldDefinition, ResourceDefinition } from './fields';
import { fieldTypesWhere, type FieldTypeTraits } from './fieldTypes';
import {
    decimalPlaces,
    digitsOnly,
    isValidCep,
    isValidDevEui,
    isValidEmail,
    isValidGatewayEui,
    isValidPhone,
    normalizeDevEui,
} from './formats';

/** Attributes every record has, set by the server and ignored in bodies. */
export const SYSTEM_FIELDS = [
    'id',
    'createdAt',
    'updatedAt',
    'subsidiaryId',
] as const;

export interface ValidationResult {
    value: Record<string, unknown>;
    errors: FieldError[];
}

/**
 * The rules a value can fail, each answered with one of the spec's codes.
 * The SPA shows `app.validation.<rule>` with the field's label and the bound.
 */
export const RULE_CODES = {
    required: ErrorCode.required,
    text: ErrorCode.notText,
    number: ErrorCode.notNumber,
    boolean: ErrorCode.notBoolean,
    list: ErrorCode.notList,
    object: ErrorCode.invalid,
    unknown: ErrorCode.invalid,
    email: ErrorCode.invalid,
    phone: ErrorCode.invalid,
    cnpj: ErrorCode.invalid,
    cep: ErrorCode.invalid,
    devEui: ErrorCode.invalid,
    gatewayEui: ErrorCode.invalid,
    date: ErrorCode.invalid,
    datetime: ErrorCode.invalid,
    pattern: ErrorCode.invalid,
    characters: ErrorCode.invalid,
    // Spec section 5's "must have 2# characters": minLength equal to maxLength.
    length: ErrorCode.invalidSize,
    minLength: ErrorCode.invalidSize,
    maxLength: ErrorCode.invalidSize,
    integer: ErrorCode.invalid,
    decimals: ErrorCode.invalid,
    positive: ErrorCode.invalid,
    numberMin: ErrorCode.invalid,
    numberMax: ErrorCode.invalid,
    minItems: ErrorCode.invalidSize,
    maxItems: ErrorCode.invalidSize,
    option: ErrorCode.invalid,
    reference: ErrorCode.invalid,
    // Rules across an item's members (`itemCheck`).
    minAboveMax: ErrorCode.invalid,
    defaultOutOfRange: ErrorCode.invalid,
    defaultNotOption: ErrorCode.invalid,
    notApplicable: ErrorCode.invalid,
    duplicateValue: ErrorCode.inUse,
    thresholdAbove: ErrorCode.invalid,
    thresholdBelow: ErrorCode.invalid,
    // An alert rule that makes no sense for its sensor type (sensorTypeRules.ts).
    belowNotApplicable: ErrorCode.invalid,
    boundUnreachable: ErrorCode.invalid,
    boundAlwaysReached: ErrorCode.invalid,
    comparisonNotApplicable: ErrorCode.invalid,
    // Inspection answers (shared/domain/inspectionAnswers.ts).
    photo: ErrorCode.invalid,
    location: ErrorCode.invalid,
    // Spec section 5: the profile's pages reach more than 3 bottom-menu modules.
    bottomMenuLimit: ErrorCode.invalidSize,
    // A write to users or profiles would leave no active administrator (409).
    lastAdministrator: ErrorCode.invalid,
    // Field write rules and rank (403): shared/domain/fieldWrite.ts, rank.ts.
    adminOnly: ErrorCode.invalid,
    outranked: ErrorCode.invalid,
    notHeld: ErrorCode.invalid,
} as const satisfies Record<string, ErrorCodeValue>;

export type Rule = keyof typeof RULE_CODES;
export const RULES = Object.keys(RULE_CODES) as Rule[];

/** One failed rule: its code, its name and, for a limit, the limit. */
export interface RuleFailure {
    rule: Rule;
    code: ErrorCodeValue;
    bound?: number;
}

/** What checking one value gives: the normalized value, or the first rule it fails. */
export type Checked = { value: unknown } | { failure: RuleFailure };

const failed = (rule: Rule, bound?: number): { failure: RuleFailure } => ({
    failure:
        bound === undefined
            ? { rule, code: RULE_CODES[rule] }
            : { rule, code: RULE_CODES[rule], bound },
});

const typesOf = (value: FieldTypeTraits['value']) =>
    new Set<string>(fieldTypesWhere(t => t.value === value));
const LIST_TYPES = typesOf('list');

/** Blank: absent, null, only spaces, or an empty list for a list field. */
const isBlank = (f: FieldDefinition, v: unknown) =>
    v === undefined ||
    v === null ||
    (typeof v === 'string' && v.trim() === '') ||
    (LIST_TYPES.has(f.type) && Array.isArray(v) && v.length === 0);

const TEXT_TYPES = typesOf('text');
const NUMBER_TYPES = typesOf('number');

const checkText = (f: FieldDefinition, raw: string): Checked => {
    if (hasNul(raw)) return failed('characters');
    // Long texts keep their surrounding blanks; every other text is trimmed.
    const v = f.type === 'longText' ? raw : raw.trim();
    switch (f.type) {
        case 'email':
            return isValidEmail(v)
                ? { value: v.toLowerCase() }
                : failed('email');
        case 'phone':
            return isValidPhone(v) ? { value: digitsOnly(v) } : failed('phone');
        case 'cnpj':
            return isValidCnpj(v) ? { value: unmaskCnpj(v) } : failed('cnpj');
        case 'cep':
            return isValidCep(v) ? { value: digitsOnly(v) } : failed('cep');
        case 'devEui': {
            const n = normalizeDevEui(v);
            return isValidDevEui(n)
                ? { value: n.toUpperCase() }
                : failed('devEui');
        }
        case 'gatewayEui':
            return isValidGatewayEui(v)
                ? { value: v.toUpperCase().replace(/[:-]/g, '') }
                : failed('gatewayEui');
        case 'date':
            return isIsoDate(v) ? { value: v } : failed('date');
        case 'datetime': {
            const t = parseIsoDateTime(v);
            return t !== null
                ? { value: new Date(t).toISOString() }
                : failed('datetime');
        }
        default:
            if (
                f.minLength !== undefined &&
                f.minLength === f.maxLength &&
                v.length !== f.minLength
            )
                return failed('length', f.minLength);
            if (f.minLength !== undefined && v.length < f.minLength)
                return failed('minLength', f.minLength);
            if (f.maxLength !== undefined && v.length > f.maxLength)
                return failed('maxLength', f.maxLength);
            if (f.pattern && !new RegExp(f.pattern).test(v))
                return failed('pattern');
            return { value: v };
    }
};

const checkNumber = (f: FieldDefinition, raw: unknown): Checked => {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n)) return failed('number');
    if (f.type === 'integer' && !Number.isInteger(n)) return failed('integer');
    if (f.decimals !== undefined && decimalPlaces(n) > f.decimals)
        return failed('decimals', f.decimals);
    if (f.positive && n <= 0) return failed('positive');
    if (f.min !== undefined && n < f.min) return failed('numberMin', f.min);
    if (f.max !== undefined && n > f.max) return failed('numberMax', f.max);
    return { value: n };
};

const checkId = (v: unknown): Checked =>
    (typeof v === 'number' && Number.isInteger(v) && v > 0) ||
    (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v))
        ? { value: Number(v) }
        : failed('reference');

const checkList = (f: FieldDefinition, raw: unknown): Checked => {
    if (!Array.isArray(raw)) return failed('list');
    if (f.minItems !== undefined && raw.length < f.minItems)
        return failed('minItems', f.minItems);
    if (f.maxItems !== undefined && raw.length > f.maxItems)
        return failed('maxItems', f.maxItems);
    if (f.type === 'list') return { value: raw };
    const out: unknown[] = [];
    for (const item of raw) {
        if (f.type === 'references') {
            const r = checkId(item);
            if ('failure' in r) return r;
            out.push(r.value);
        } else if ((f.options ?? []).includes(item as string | number)) {
            out.push(item);
        } else return failed('option');
    }
    return { value: [...new Set(out)] };
};

/**
 * Checks one value against its field's own rules, without descending into
 * the items of a `list` or the members of an `object` (each has its own
 * field). The server runs it for every field of a body; the SPA runs it as
 * each input's validator, so both refuse the same values with the same rule.
 */
export function checkValue(f: FieldDefinition, raw: unknown): Checked {
    if (isBlank(f, raw)) {
        if (f.required) return failed('required');
        return { value: LIST_TYPES.has(f.type) ? [] : null };
    }
    if (TEXT_TYPES.has(f.type))
        return typeof raw === 'string' ? checkText(f, raw) : failed('text');
    if (NUMBER_TYPES.has(f.type)) return checkNumber(f, raw);
    if (LIST_TYPES.has(f.type)) return checkList(f, raw);
    switch (f.type) {
        case 'boolean':
            return typeof raw === 'boolean'
                ? { value: raw }
                : failed('boolean');
        case 'select':
            return (f.options ?? []).includes(raw as string | number)
                ? { value: raw }
                : failed('option');
        case 'reference':
            return checkId(raw);
        case 'object':
            return typeof raw === 'object' && !Array.isArray(raw)
                ? { value: raw }
                : failed('object');
        default:
            return failed('unknown');
    }
}

/**
 * The failures of a list item's `itemCheck`, each with its rule's code. The
 * item is the one its members' rules normalized (numbers as numbers).
 */
export function checkItem(
    f: FieldDefinition,
    item: Record<string, unknown>
): (RuleFailure & { source: string })[] {
    return (f.itemCheck?.(item) ?? []).map(({ source, rule, bound }) => {
        const known = (RULES as string[]).includes(rule);
        const r = (known ? rule : 'unknown') as Rule;
        return bound === undefined
            ? { source, rule: r, code: RULE_CODES[r] }
            : { source, rule: r, code: RULE_CODES[r], bound };
    });
}

const fieldError = (field: string, failure: RuleFailure): FieldError => ({
    field,
    ...failure,
});

function validateField(
    f: FieldDefinition,
    raw: unknown,
    path: string,
    errors: FieldError[]
): unknown {
    const checked = checkValue(f, raw);
    if ('failure' in checked) {
        errors.push(fieldError(path, checked.failure));
        return undefined;
    }
    const { value } = checked;
    if (value === null) return value;
    if (f.type === 'object')
        return validateObject(
            f.fields ?? [],
            value as Record<string, unknown>,
            `${path}.`,
            errors,
            false
        );
    if (f.type === 'list')
        return (value as unknown[]).map((item, i) => {
            if (
                typeof item === 'object' &&
                item !== null &&
                !Array.isArray(item)
            ) {
                const before = errors.length;
                const out = validateObject(
                    f.fields ?? [],
                    item as Record<string, unknown>,
                    `${path}.${i}.`,
                    errors,
                    false
                );
                if (f.itemCheck && errors.length === before) {
                    for (const { source, ...failure } of checkItem(f, out))
                        errors.push(
                            fieldError(`${path}.${i}.${source}`, failure)
                        );
                }
                return out;
            }
            errors.push(fieldError(`${path}.${i}`, failed('object').failure));
            return undefined;
        });
    return value;
}

function validateObject(
    fields: readonly FieldDefinition[],
    body: Record<string, unknown>,
    prefix: string,
    errors: FieldError[],
    partial: boolean
): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const known = new Set(fields.map(f => f.source));
    for (const key of Object.keys(body)) {
        if (
            !known.has(key) &&
            !(
                prefix === '' &&
                (SYSTEM_FIELDS as readonly string[]).includes(key)
            )
        ) {
            errors.push(
                fieldError(`${prefix}${key}`, failed('unknown').failure)
            );
        }
    }
    for (const f of fields) {
        if (f.readOnly) continue;
        const present = Object.prototype.hasOwnProperty.call(body, f.source);
        if (partial && !present) continue;
        const raw = present ? body[f.source] : f.defaultValue;
        out[f.source] = validateField(f, raw, `${prefix}${f.source}`, errors);
    }
    return out;
}

/**
 * Checks a create (`partial: false`) or patch (`partial: true`) body.
 * Read-only and system attributes are dropped; unknown ones answer 03.
 */
export function validateRecord(
    def: ResourceDefinition,
    body: unknown,
    { partial }: { partial: boolean }
): ValidationResult {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return {
            value: {},
            errors: [fieldError('', failed('object').failure)],
        };
    }
    const errors: FieldError[] = [];
    // Read-only attributes are known fields, so a client echoing them back
    // (react-admin sends the whole record) is not answered with an error.
    const value = validateObject(
        def.fields,
        body as Record<string, unknown>,
        '',
        errors,
        partial
    );
    return { value, errors };
}
