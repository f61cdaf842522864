/**
 * Validates and normalizes a record body against its declaration, answering
 * with the spec's codes. The server runs it on every write; the SPA runs the
 * same rules through its form validators, so a hand-made request gets the
 * same answer as the form.
 */
import { isValidCnpj, unmaskCnpj } from './cnpj';
import { ErrorCode, type FieldError } from './errorCodes';
import type { FieldDefinition, ResourceDefinition } from './fields';
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

type Check = { value: unknown } | { error: FieldError['code'] };

const isBlank = (v: unknown) =>
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

const TEXT_TYPES = new Set([
    'text',
    'longText',
    'email',
    'phone',
    'cnpj',
    'cep',
    'devEui',
    'gatewayEui',
    'date',
    'datetime',
]);
const NUMBER_TYPES = new Set(['integer', 'decimal', 'latitude', 'longitude']);

const checkText = (f: FieldDefinition, raw: string): Check => {
    const v = f.type === 'longText' ? raw : raw.trim();
    switch (f.type) {
        case 'email':
            return isValidEmail(v)
                ? { value: v.toLowerCase() }
                : { error: ErrorCode.invalid };
        case 'phone':
            return isValidPhone(v)
                ? { value: digitsOnly(v) }
                : { error: ErrorCode.invalid };
        case 'cnpj':
            return isValidCnpj(v)
                ? { value: unmaskCnpj(v) }
                : { error: ErrorCode.invalid };
        case 'cep':
            return isValidCep(v)
                ? { value: digitsOnly(v) }
                : { error: ErrorCode.invalid };
        case 'devEui': {
            const n = normalizeDevEui(v);
            return isValidDevEui(n)
                ? { value: n.toUpperCase() }
                : { error: ErrorCode.invalid };
        }
        case 'gatewayEui':
            return isValidGatewayEui(v)
                ? { value: v.toUpperCase().replace(/[:-]/g, '') }
                : { error: ErrorCode.invalid };
        case 'date':
            return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
                ? { value: v }
                : { error: ErrorCode.invalid };
        case 'datetime': {
            const t = Date.parse(v);
            return /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(t)
                ? { value: new Date(t).toISOString() }
                : { error: ErrorCode.invalid };
        }
        default:
            if (f.minLength !== undefined && v.length < f.minLength)
                return { error: ErrorCode.invalidSize };
            if (f.maxLength !== undefined && v.length > f.maxLength)
                return { error: ErrorCode.invalidSize };
            if (f.pattern && !new RegExp(f.pattern).test(v))
                return { error: ErrorCode.invalid };
            return { value: v };
    }
};

const checkNumber = (f: FieldDefinition, raw: unknown): Check => {
    const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
    if (typeof n !== 'number' || !Number.isFinite(n))
        return { error: ErrorCode.notNumber };
    if (f.type === 'integer' && !Number.isInteger(n))
        return { error: ErrorCode.invalid };
    if (f.decimals !== undefined && decimalPlaces(n) > f.decimals)
        return { error: ErrorCode.invalid };
    if (f.positive && n <= 0) return { error: ErrorCode.invalid };
    if (f.min !== undefined && n < f.min) return { error: ErrorCode.invalid };
    if (f.max !== undefined && n > f.max) return { error: ErrorCode.invalid };
    return { value: n };
};

const checkItems = (
    f: FieldDefinition,
    list: unknown[]
): FieldError['code'] | null => {
    if (f.minItems !== undefined && list.length < f.minItems)
        return ErrorCode.invalidSize;
    if (f.maxItems !== undefined && list.length > f.maxItems)
        return ErrorCode.invalidSize;
    return null;
};

const checkId = (v: unknown): Check =>
    (typeof v === 'number' && Number.isInteger(v) && v > 0) ||
    (typeof v === 'string' && /^[1-9]\d{0,9}$/.test(v))
        ? { value: Number(v) }
        : { error: ErrorCode.invalid };

function validateField(
    f: FieldDefinition,
    raw: unknown,
    path: string,
    errors: FieldError[]
): unknown {
    const fail = (code: FieldError['code'], at = path) => {
        errors.push({ field: at, code });
        return undefined;
    };
    if (isBlank(raw)) {
        if (f.required) return fail(ErrorCode.required);
        return f.type === 'list' ||
            f.type === 'references' ||
            f.type === 'multiSelect'
            ? []
            : null;
    }
    if (TEXT_TYPES.has(f.type)) {
        if (typeof raw !== 'string') return fail(ErrorCode.notText);
        const r = checkText(f, raw);
        return 'error' in r ? fail(r.error) : r.value;
    }
    if (NUMBER_TYPES.has(f.type)) {
        const r = checkNumber(f, raw);
        return 'error' in r ? fail(r.error) : r.value;
    }
    switch (f.type) {
        case 'boolean':
            return typeof raw === 'boolean' ? raw : fail(ErrorCode.notBoolean);
        case 'select':
            return (f.options ?? []).includes(raw as string | number)
                ? raw
                : fail(ErrorCode.invalid);
        case 'reference': {
            const r = checkId(raw);
            return 'error' in r ? fail(r.error) : r.value;
        }
        case 'multiSelect':
        case 'references': {
            if (!Array.isArray(raw)) return fail(ErrorCode.notList);
            const size = checkItems(f, raw);
            if (size) return fail(size);
            if (f.required && raw.length === 0) return fail(ErrorCode.required);
            const out: unknown[] = [];
            for (const item of raw) {
                if (f.type === 'references') {
                    const r = checkId(item);
                    if ('error' in r) return fail(r.error);
                    out.push(r.value);
                } else if (
                    !(f.options ?? []).includes(item as string | number)
                ) {
                    return fail(ErrorCode.invalid);
                } else out.push(item);
            }
            return [...new Set(out)];
        }
        case 'object': {
            if (typeof raw !== 'object' || Array.isArray(raw))
                return fail(ErrorCode.invalid);
            return validateObject(
                f.fields ?? [],
                raw as Record<string, unknown>,
                `${path}.`,
                errors,
                false
            );
        }
        case 'list': {
            if (!Array.isArray(raw)) return fail(ErrorCode.notList);
            const size = checkItems(f, raw);
            if (size) return fail(size);
            if (f.required && raw.length === 0) return fail(ErrorCode.required);
            return raw.map((item, i) =>
                typeof item === 'object' &&
                item !== null &&
                !Array.isArray(item)
                    ? validateObject(
                          f.fields ?? [],
                          item as Record<string, unknown>,
                          `${path}.${i}.`,
                          errors,
                          false
                      )
                    : fail(ErrorCode.invalid, `${path}.${i}`)
            );
        }
        default:
            return fail(ErrorCode.invalid);
    }
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
            errors.push({ field: `${prefix}${key}`, code: ErrorCode.invalid });
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
        return { value: {}, errors: [{ field: '', code: ErrorCode.invalid }] };
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
