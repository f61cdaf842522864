/**
 * `GET /api/<entity>/search` query string: paging, text search, sort and
 * equality filters, checked strictly so that a typo answers 400 rather than
 * an unfiltered list.
 */
import { ErrorCode, type FieldError } from '@shared/domain/errorCodes.ts';
import type { Resource } from '@shared/declarations/index.ts';
import type { FieldDefinition } from '@shared/domain/fields.ts';
import { FIELD_TYPES, fieldTypesWhere } from '@shared/domain/fieldTypes.ts';
import { tableOf } from '../db/repository/records.ts';
import {
    hasNul,
    isIsoDate,
    parseIsoDateTime,
} from '@shared/domain/isoDates.ts';
import { validationError } from './errors.ts';
import { MAX_PAGE_SIZE } from '@shared/domain/paging.ts';

export const DEFAULT_LIMIT = 10;
/** Largest page; a client that needs more pages through them. */
export const MAX_LIMIT = MAX_PAGE_SIZE;
const MAX_SEARCH_LENGTH = 200;

export interface ParsedSearch {
    page: number;
    limit: number;
    search?: string;
    sort?: string;
    order?: 'ASC' | 'DESC';
    filters: Record<string, unknown[]>;
    /** Asked by id (getMany): deleted records are returned too. */
    byId: boolean;
}

type Query = Record<string, string | string[] | undefined>;

const RESERVED = new Set(['page', 'limit', 'search', 'sort', 'order']);
/** Record attributes every resource has, filterable by range. */
const BASE_ATTRIBUTES = ['id', 'createdAt', 'updatedAt'];
const RANGE_TYPES = new Set<string>(fieldTypesWhere(t => t.range));

const list = (v: string | string[] | undefined): string[] =>
    v === undefined ? [] : Array.isArray(v) ? v : [v];

const single = (v: string | string[] | undefined): string | undefined =>
    Array.isArray(v) ? v[v.length - 1] : v;

const fieldOf = (def: Resource, name: string) =>
    def.fields.find(f => f.source === name);

/** One filter value checked against its field type; null when invalid. */
function filterValue(
    f: FieldDefinition | undefined,
    raw: string
): { value: unknown } | { code: FieldError['code'] } {
    // PostgreSQL cannot hold U+0000 in text: a 400, not a 500.
    if (hasNul(raw)) return { code: ErrorCode.invalid };
    const v = raw.trim();
    // `id`, `subsidiaryId`: a record's id.
    const read = f ? FIELD_TYPES[f.type].filter : 'integer';
    if (read === 'integer') {
        return /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) <= 2147483647
            ? { value: Number(v) }
            : { code: ErrorCode.notNumber };
    }
    if (read === 'boolean') {
        return v === 'true' || v === 'false'
            ? { value: v === 'true' }
            : { code: ErrorCode.notBoolean };
    }
    if (read === 'option') {
        const option = (f?.options ?? []).find(o => String(o) === v);
        return option === undefined
            ? { code: ErrorCode.invalid }
            : { value: option };
    }
    if (read === 'number') {
        return v !== '' && Number.isFinite(Number(v))
            ? { value: Number(v) }
            : { code: ErrorCode.notNumber };
    }
    // Only what the column can hold, as the forms send it (shared/domain/isoDates.ts).
    if (read === 'date') {
        return isIsoDate(v) ? { value: v } : { code: ErrorCode.invalid };
    }
    if (read === 'instant') {
        const t = parseIsoDateTime(v);
        return t === null
            ? { code: ErrorCode.invalid }
            : { value: new Date(t).toISOString() };
    }
    return { value: v };
}

function positiveInt(
    raw: string | undefined,
    field: string,
    errors: FieldError[],
    max: number
): number | undefined {
    if (raw === undefined) return undefined;
    if (!/^\d{1,10}$/.test(raw.trim())) {
        errors.push({ field, code: ErrorCode.notNumber });
        return undefined;
    }
    const n = Number(raw);
    if (n < 1 || n > max) {
        errors.push({ field, code: ErrorCode.invalidSize });
        return undefined;
    }
    return n;
}

export function parseSearch(def: Resource, query: Query): ParsedSearch {
    const errors: FieldError[] = [];
    // Worked out once per declaration (tableOf). The sorts an index
    // serves (shared/domain/sorting.ts); any other is refused.
    const { filterable, sortable } = tableOf(def);
    const filters: Record<string, unknown[]> = {};

    for (const [key, raw] of Object.entries(query)) {
        if (RESERVED.has(key) || raw === undefined) continue;
        const range = /^(.+)_(gte|lte)$/.exec(key);
        const name = range ? (range[1] ?? '') : key;
        const f = fieldOf(def, name);
        const rangeOk =
            range &&
            (BASE_ATTRIBUTES.includes(name) || (f && RANGE_TYPES.has(f.type)));
        if (!(range ? rangeOk : filterable.has(key))) {
            errors.push({ field: key, code: ErrorCode.invalid });
            continue;
        }
        const field =
            name === 'createdAt' || name === 'updatedAt'
                ? ({ source: name, type: 'datetime' } as const)
                : f;
        // `id=1,2` and `id=1&id=2` both ask for several values; a text
        // is one value, commas and all.
        const parts = list(raw).flatMap(v =>
            field && FIELD_TYPES[field.type].filter === 'text'
                ? [v]
                : v.split(',')
        );
        const values: unknown[] = [];
        for (const part of parts) {
            const r = filterValue(field, part);
            if ('code' in r) {
                errors.push({ field: key, code: r.code });
                break;
            }
            values.push(r.value);
        }
        if (range && values.length !== 1) {
            errors.push({ field: key, code: ErrorCode.invalid });
        }
        filters[key] = values;
    }

    const page =
        positiveInt(single(query.page), 'page', errors, 1_000_000) ?? 1;
    const byId = (filters.id?.length ?? 0) > 0;
    if ((filters.id?.length ?? 0) > MAX_LIMIT) {
        errors.push({ field: 'id', code: ErrorCode.invalidSize });
    }
    const limit =
        positiveInt(single(query.limit), 'limit', errors, MAX_LIMIT) ??
        (byId ? Math.min(filters.id?.length ?? 1, MAX_LIMIT) : DEFAULT_LIMIT);

    const search = single(query.search)?.trim();
    if (search && search.length > MAX_SEARCH_LENGTH) {
        errors.push({ field: 'search', code: ErrorCode.invalidSize });
    }
    if (search && hasNul(search)) {
        errors.push({ field: 'search', code: ErrorCode.invalid });
    }
    const sort = single(query.sort);
    if (sort !== undefined && !sortable.has(sort)) {
        errors.push({ field: 'sort', code: ErrorCode.invalid });
    }
    const rawOrder = single(query.order)?.toUpperCase();
    if (rawOrder !== undefined && rawOrder !== 'ASC' && rawOrder !== 'DESC') {
        errors.push({ field: 'order', code: ErrorCode.invalid });
    }
    if (errors.length) throw validationError(errors);
    return {
        page,
        limit,
        search: search || undefined,
        sort,
        order: rawOrder as 'ASC' | 'DESC' | undefined,
        filters,
        byId,
    };
}
