/**
 * Parameter readers for the simulated get methods, strict the way
 * Zabbix's CApiInputValidator is: unknown members, wrong types and values
 * outside the allowed set are "Invalid params." with the same wording.
 */
import { invalidParameter } from './errors.ts';

export type Params = Record<string, unknown>;

const isPlainObject = (v: unknown): v is Params =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

/** The method's params object; `[]` counts as no options, as in PHP. */
export function readParams(raw: unknown, allowed: readonly string[]): Params {
    if (Array.isArray(raw)) {
        if (raw.length === 0) return {};
        throw invalidParameter('/', 'unexpected parameter "1"');
    }
    if (!isPlainObject(raw)) {
        throw invalidParameter('/', 'an array is expected');
    }
    for (const key of Object.keys(raw)) {
        if (!allowed.includes(key)) {
            throw invalidParameter('/', `unexpected parameter "${key}"`);
        }
    }
    return raw;
}

const isId = (v: unknown) =>
    (typeof v === 'string' && /^\d{1,20}$/.test(v)) ||
    (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);

/** ID or array of IDs (API_IDS with API_NORMALIZE); null means "any". */
export function readIds(value: unknown, path: string): string[] | null {
    if (value === undefined || value === null) return null;
    const list = Array.isArray(value) ? value : [value];
    if (!Array.isArray(value) && typeof value === 'object') {
        throw invalidParameter(path, 'an array is expected');
    }
    return list.map((v, i) => {
        if (!isId(v)) {
            // API_NORMALIZE turns a scalar into a list before checking it.
            throw invalidParameter(`${path}/${i + 1}`, 'a number is expected');
        }
        return String(v).replace(/^0+(?=\d)/, '');
    });
}

const INT32_MAX = 2147483647;

/** Integer or integer string (API_INT32); null/absent gives `null`. */
export function readInt(
    value: unknown,
    path: string,
    range?: { min: number; max: number }
): number | null {
    if (value === undefined || value === null) return null;
    const ok =
        (typeof value === 'number' && Number.isInteger(value)) ||
        (typeof value === 'string' && /^-?\d+$/.test(value));
    const n = Number(value);
    if (!ok || Math.abs(n) > INT32_MAX) {
        throw invalidParameter(path, 'an integer is expected');
    }
    if (range && (n < range.min || n > range.max)) {
        throw invalidParameter(
            path,
            `value must be one of ${range.min}-${range.max}`
        );
    }
    return n;
}

export function readOneOf(
    value: unknown,
    path: string,
    allowed: number[],
    fallback: number
): number {
    const n = readInt(value, path);
    if (n === null) return fallback;
    if (!allowed.includes(n)) {
        throw invalidParameter(
            path,
            `value must be one of ${allowed.join(', ')}`
        );
    }
    return n;
}

export function readFlag(value: unknown, path: string): boolean {
    if (value === undefined || value === null) return false;
    if (typeof value !== 'boolean') {
        throw invalidParameter(path, 'a boolean is expected');
    }
    return value;
}

const quoted = (list: readonly string[]) => list.map(s => `"${s}"`).join(', ');

/** `"extend"` or a list of field names (API_OUTPUT). */
export function readOutput(
    value: unknown,
    path: string,
    fields: readonly string[]
): readonly string[] {
    if (value === undefined || value === 'extend') return fields;
    if (typeof value === 'string') {
        throw invalidParameter(path, 'value must be "extend"');
    }
    if (!Array.isArray(value)) {
        throw invalidParameter(
            path,
            'an array or a character string is expected'
        );
    }
    value.forEach((f, i) => {
        if (typeof f !== 'string' || !fields.includes(f)) {
            throw invalidParameter(
                `${path}/${i + 1}`,
                `value must be one of ${quoted(fields)}`
            );
        }
    });
    return fields.filter(f => value.includes(f));
}

export function readSortfield(
    value: unknown,
    path: string,
    allowed: readonly string[]
): string[] {
    if (value === undefined || value === null || value === '') return [];
    const list = Array.isArray(value) ? value : [value];
    const seen = new Set<string>();
    return list.map((f, i) => {
        const at = `${path}/${i + 1}`;
        if (typeof f !== 'string') {
            throw invalidParameter(at, 'a character string is expected');
        }
        if (!allowed.includes(f)) {
            throw invalidParameter(
                at,
                `value must be one of ${quoted(allowed)}`
            );
        }
        if (seen.has(f)) {
            throw invalidParameter(at, `value (${f}) already exists`);
        }
        seen.add(f);
        return f;
    });
}

export type SortOrder = 'ASC' | 'DESC';

/**
 * One order for all sort fields (a string), or one per field (a list,
 * missing entries ASC), as API_SORTORDER reads it.
 */
export function readSortorder(
    value: unknown,
    path: string
): (index: number) => SortOrder {
    if (value === undefined || value === null || value === '')
        return () => 'ASC';
    const list = Array.isArray(value) ? value : [value];
    const orders = list.map((o, i) => {
        if (o !== 'ASC' && o !== 'DESC') {
            const at = Array.isArray(value) ? `${path}/${i + 1}` : path;
            throw invalidParameter(at, 'value must be one of "ASC", "DESC"');
        }
        return o as SortOrder;
    });
    return Array.isArray(value)
        ? index => orders[index] ?? 'ASC'
        : () => orders[0] ?? 'ASC';
}

/** Exact-match filter on the given fields; values may be lists. */
export function readFilter(
    value: unknown,
    path: string,
    fields: readonly string[]
): Map<string, string[]> | null {
    if (value === undefined || value === null) return null;
    if (Array.isArray(value) && value.length === 0) return null;
    if (!isPlainObject(value)) {
        throw invalidParameter(path, 'an array is expected');
    }
    const filter = new Map<string, string[]>();
    for (const [key, v] of Object.entries(value)) {
        if (!fields.includes(key)) {
            throw invalidParameter(path, `unexpected parameter "${key}"`);
        }
        if (v === null) continue;
        const list = Array.isArray(v) ? v : [v];
        filter.set(
            key,
            list.map((x, i) => {
                if (typeof x !== 'string' && typeof x !== 'number') {
                    throw invalidParameter(
                        `${path}/${key}/${i + 1}`,
                        'a character string, integer or floating point value is expected'
                    );
                }
                return String(x);
            })
        );
    }
    return filter;
}
