/**
 * react-admin validators built from a FieldDefinition. They answer with
 * translation keys and arguments (`%{field}` the field's label, `%{value}`
 * the bound), never with text, and reuse the domain predicates the server
 * validates with, so both sides agree on what is valid.
 */
import type { Validator } from 'react-admin';
import { isValidCnpj } from '@/domain/cnpj';
import type { FieldDefinition } from '@/domain/fields';
import {
    decimalPlaces,
    isValidCep,
    isValidDevEui,
    isValidEmail,
    isValidGatewayEui,
    isValidPhone,
    normalizeDevEui,
} from '@/domain/formats';

export interface ValidationMessage {
    message: string;
    args: { field: string; value?: number | string };
}

type Check = (value: unknown) => ValidationMessage | undefined;

const isEmpty = (v: unknown) =>
    v === undefined ||
    v === null ||
    (typeof v === 'string' && v.trim() === '') ||
    (Array.isArray(v) && v.length === 0);

const message = (
    rule: string,
    field: string,
    value?: number | string
): ValidationMessage => ({
    message: `app.validation.${rule}`,
    args: value === undefined ? { field } : { field, value },
});

const TEXT_FORMATS: Partial<
    Record<FieldDefinition['type'], [string, (v: string) => boolean]>
> = {
    email: ['email', isValidEmail],
    phone: ['phone', isValidPhone],
    cnpj: ['cnpj', isValidCnpj],
    cep: ['cep', isValidCep],
    devEui: ['devEui', v => isValidDevEui(normalizeDevEui(v))],
    gatewayEui: ['gatewayEui', isValidGatewayEui],
};
const NUMERIC = new Set(['integer', 'decimal', 'latitude', 'longitude']);
const LISTS = new Set(['multiSelect', 'references', 'list']);

const textChecks = (f: FieldDefinition, label: string): Check[] => {
    // Like the server: long texts keep their surrounding blanks, the rest is trimmed.
    const text = (v: string) => (f.type === 'longText' ? v : v.trim());
    const checks: Check[] = [];
    const format = TEXT_FORMATS[f.type];
    if (format) {
        const [rule, ok] = format;
        checks.push(v =>
            typeof v === 'string' && !ok(text(v))
                ? message(rule, label)
                : undefined
        );
    }
    const { minLength, maxLength, pattern } = f;
    if (minLength !== undefined)
        checks.push(v =>
            typeof v === 'string' && text(v).length < minLength
                ? message('minLength', label, minLength)
                : undefined
        );
    if (maxLength !== undefined)
        checks.push(v =>
            typeof v === 'string' && text(v).length > maxLength
                ? message('maxLength', label, maxLength)
                : undefined
        );
    if (pattern !== undefined) {
        const re = new RegExp(pattern);
        checks.push(v =>
            typeof v === 'string' && !re.test(text(v))
                ? message('pattern', label)
                : undefined
        );
    }
    return checks;
};

const toNumber = (v: unknown) =>
    typeof v === 'string' && v.trim() !== '' ? Number(v) : v;

const numberChecks = (f: FieldDefinition, label: string): Check[] => {
    const rules: [boolean, (n: number) => ValidationMessage | undefined][] = [
        [
            f.type === 'integer',
            n => (Number.isInteger(n) ? undefined : message('integer', label)),
        ],
        [
            f.decimals !== undefined,
            n =>
                decimalPlaces(n) > (f.decimals ?? 0)
                    ? message('decimals', label, f.decimals)
                    : undefined,
        ],
        [
            f.positive === true,
            n => (n > 0 ? undefined : message('positive', label)),
        ],
        [
            f.min !== undefined,
            n =>
                n < (f.min ?? 0)
                    ? message('numberMin', label, f.min)
                    : undefined,
        ],
        [
            f.max !== undefined,
            n =>
                n > (f.max ?? 0)
                    ? message('numberMax', label, f.max)
                    : undefined,
        ],
    ];
    const active = rules.filter(([on]) => on).map(([, rule]) => rule);
    return [
        raw => {
            const n = toNumber(raw);
            if (typeof n !== 'number' || !Number.isFinite(n))
                return message('number', label);
            for (const rule of active) {
                const error = rule(n);
                if (error) return error;
            }
            return undefined;
        },
    ];
};

const listChecks = (f: FieldDefinition, label: string): Check[] => {
    const { minItems, maxItems } = f;
    return [
        v =>
            Array.isArray(v) && minItems !== undefined && v.length < minItems
                ? message('minItems', label, minItems)
                : undefined,
        v =>
            Array.isArray(v) && maxItems !== undefined && v.length > maxItems
                ? message('maxItems', label, maxItems)
                : undefined,
    ];
};

/** The checks of one field, in the order the server applies them. */
export const checksFor = (f: FieldDefinition, label: string): Check[] => {
    if (NUMERIC.has(f.type)) return numberChecks(f, label);
    if (LISTS.has(f.type)) return listChecks(f, label);
    if (f.type === 'object' || f.type === 'boolean' || f.type === 'select')
        return [];
    return textChecks(f, label);
};

/**
 * The react-admin validator of one field: `required` first, then the
 * field's own rules, which only run on a non-empty value (as on the server).
 * `label` is the field's translated name, shown as `%{field}`.
 */
export const validatorFor = (f: FieldDefinition, label: string): Validator => {
    const checks = checksFor(f, label);
    return (value: unknown) => {
        if (isEmpty(value)) {
            return f.required ? message('required', label) : undefined;
        }
        for (const check of checks) {
            const error = check(value);
            if (error) return error;
        }
        return undefined;
    };
};
