/**
 * The statements that read: a search (its WHERE from the plant scope, the
 * search term and the filters; its ORDER BY and paging) and the lookups by
 * id. Statements only, with their parameters: the repository runs them.
 */
import { getResource, type ResourceName } from '@shared/declarations/index.ts';
import {
    FIELD_TYPES,
    isDayType,
    traitsOf,
    type FieldType,
} from '@shared/domain/fieldTypes.ts';
import { foldForSearch } from '@shared/domain/searchFold.ts';
import type { ScopeOptions, SearchParams } from './types.ts';
import { columnName, isJsonField, quoteIdent } from '../schema.ts';
import {
    filterableFields,
    MAX_INT,
    tableOf,
    type FieldDef,
    type Table,
} from './records.ts';

export { filterableFields };

/** One statement and its parameters. */
export interface Query {
    sql: string;
    params: unknown[];
}

const BASE_COLUMNS: Record<string, string> = {
    id: 'id',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
};

/**
 * The WHERE condition of the plant scope, its parameter appended to
 * `params`; none when the call has no plant or the table none.
 */
export function scopeWhere(
    t: Table,
    opts: ScopeOptions | undefined,
    params: unknown[]
): string[] {
    if (opts?.subsidiaryId === undefined || !t.hasSubsidiary) return [];
    params.push(opts.subsidiaryId);
    return [`subsidiary_id = $${params.length}`];
}

export function selectById(
    t: Table,
    id: number,
    opts: ScopeOptions | undefined
): Query {
    const params: unknown[] = [id];
    const where = ['id = $1', ...scopeWhere(t, opts, params)];
    return {
        sql: `SELECT ${t.selectList} FROM ${t.name} WHERE ${where.join(' AND ')}`,
        params,
    };
}

export function selectByIds(
    t: Table,
    ids: readonly number[],
    opts: ScopeOptions | undefined
): Query {
    const params: unknown[] = [ids];
    const where = ['id = ANY($1)', ...scopeWhere(t, opts, params)];
    return {
        sql: `SELECT ${t.selectList} FROM ${t.name} WHERE ${where.join(' AND ')}`,
        params,
    };
}

/** A search's statements: the page of rows with the count, and the count alone. */
export interface SearchQueries {
    /**
     * The page, each row carrying the count in `__total` (an uncorrelated
     * subquery, run once): one round trip where the embedded database
     * charges for each.
     */
    page: Query;
    /** `total`, at most `countCap + 1` when capped: for an empty page, which has no row to carry it. */
    count: Query;
    /** The page without its count: when the count is known to be past its cap (cappedCounts.ts). */
    rows: Query;
}

/** The statements of a search, or null when a filter can match nothing. */
export function searchQueries(t: Table, p: SearchParams): SearchQueries | null {
    const conditions = whereOf(t, p);
    if (!conditions) return null;
    const { where, params } = conditions;
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { column, order } = orderOf(t, p);
    const page = Math.max(1, Math.floor(Number(p.page) || 1));
    const pageParams = [...params];
    let paging = '';
    if (p.limit !== null) {
        const limit = Math.min(
            1000,
            Math.max(1, Math.floor(Number(p.limit) || 10))
        );
        pageParams.push(limit, (page - 1) * limit);
        paging = `LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`;
    }
    // A capped count stops reading at the first row past the cap.
    const cap =
        p.countCap !== undefined
            ? Math.max(0, Math.floor(p.countCap)) + 1
            : undefined;
    const count =
        cap === undefined
            ? {
                  sql: `SELECT count(*)::int AS total FROM ${t.name} ${whereSql}`,
                  params,
              }
            : {
                  sql: `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${t.name} ${whereSql} LIMIT ${cap}) AS counted`,
                  params,
              };
    // No NULLS LAST: the default null order is the one a b-tree index
    // gives both ways, so (column, id) serves ASC and DESC.
    const rest = `FROM ${t.name} ${whereSql}
             ORDER BY ${quoteIdent(column)} ${order}, id ${order} ${paging}`;
    return {
        count,
        page: {
            sql: `SELECT ${t.selectList}, (${count.sql}) AS __total ${rest}`,
            params: pageParams,
        },
        rows: { sql: `SELECT ${t.selectList} ${rest}`, params: pageParams },
    };
}

const NO_MATCH = Symbol('no-match');

/** Coerces a filter value (often a query-string string) to the column's type. */
function coerce(f: FieldDef | undefined, raw: unknown): unknown {
    if (raw === null || raw === undefined) return NO_MATCH;
    const read = f ? FIELD_TYPES[f.type].filter : 'integer';
    const numericOption =
        read === 'option' &&
        (f?.options ?? []).some(o => typeof o === 'number');
    if (read === 'integer' || numericOption) {
        const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
        return Number.isInteger(n) && Math.abs(n) <= MAX_INT ? n : NO_MATCH;
    }
    if (read === 'number') {
        const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
        return Number.isFinite(n) ? n : NO_MATCH;
    }
    if (read === 'boolean') {
        if (raw === true || raw === 'true') return true;
        if (raw === false || raw === 'false') return false;
        return NO_MATCH;
    }
    if (read === 'date' || read === 'instant') {
        const s = String(raw);
        return Number.isNaN(Date.parse(s)) ? NO_MATCH : s;
    }
    return typeof raw === 'object' ? NO_MATCH : String(raw);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, m => `\\${m}`);

/**
 * How a masked type's column is searched (its `searched` trait): the term
 * put in the stored form, and the column as compared (a DevEUI without
 * its colons). None for other types.
 */
export const storedForm = (type: FieldType) => {
    const searched = traitsOf(type).searched;
    if (!searched) return undefined;
    return {
        term: (t: string) =>
            searched.shown.test(t)
                ? t.toUpperCase().replace(searched.strip, '')
                : '',
        column: (col: string) =>
            searched.colons ? `replace(${col}, ':', '')` : col,
    };
};

/**
 * The text a search looks in: every `search` field, including those inside
 * a JSON object (the CEP of an address), read as text.
 */
export const searchedColumns = (
    fields: readonly FieldDef[]
): { field: FieldDef; col: string }[] =>
    fields.flatMap(f => {
        const col = quoteIdent(columnName(f.source));
        if (f.type === 'object')
            return (f.fields ?? [])
                .filter(inner => inner.search && !isJsonField(inner))
                .map(inner => ({
                    field: inner,
                    col: `(${col} ->> '${inner.source.replace(/'/g, "''")}')`,
                }));
        return f.search && !isJsonField(f) ? [{ field: f, col }] : [];
    });

/**
 * The list's references searched by the name they show (a user found by
 * its profile's name): a listed reference whose target shows a searched
 * text field. Codes shown translated (`translatedCode`) are not what the
 * list shows, so they are not searched.
 */
export const searchedReferences = (
    t: Table
): { col: string; target: Table; targetCol: string }[] =>
    t.fields.flatMap(f => {
        if (f.type !== 'reference' || !f.list || !f.reference) return [];
        const target = tableOf(getResource(f.reference as ResourceName));
        const shown = target.byName.get(target.def.recordRepresentation);
        if (!shown || !shown.search || shown.type !== 'text') return [];
        if ('translatedCode' in shown && shown.translatedCode) return [];
        return [
            {
                col: quoteIdent(columnName(f.source)),
                target,
                targetCol: quoteIdent(columnName(shown.source)),
            },
        ];
    });

/**
 * The folded form of a searched text column, as the trigram indexes of
 * migration 0018 hold it: `search_fold` lowers the text and drops its
 * accents, so "piezometro" finds "Piezômetro" (the term is folded the
 * same way by `foldForSearch`).
 */
export const folded = (col: string) => `search_fold(${col})`;

/** A search's conditions and their parameters; null when a filter can match nothing. */
function whereOf(
    t: Table,
    p: SearchParams
): { where: string[]; params: unknown[] } | null {
    const params: unknown[] = [];
    const where = scopeWhere(t, p, params);
    let noMatch = false;
    let asksDeleted = false;

    const term = p.search?.trim();
    if (term) {
        const cols = searchedColumns(t.fields);
        const refs = searchedReferences(t);
        const conditions: string[] = [];
        const like = (value: string) => {
            params.push(`%${escapeLike(value)}%`);
            return `$${params.length}`;
        };
        const isDay = (f: FieldDef) => isDayType(f.type);
        const plain =
            refs.length ||
            cols.some(({ field: f }) => !storedForm(f.type) && !isDay(f))
                ? like(foldForSearch(term))
                : '';
        for (const { field: f, col } of cols) {
            // A date field matches the day the term names, if it names one.
            if (isDay(f)) {
                const d = p.searchDay;
                if (!d) continue;
                if (FIELD_TYPES[f.type].filter === 'date') {
                    params.push(d.day);
                    conditions.push(`${col} = $${params.length}`);
                } else {
                    params.push(d.from, d.to);
                    conditions.push(
                        `(${col} >= $${params.length - 1} AND ${col} < $${params.length})`
                    );
                }
                continue;
            }
            const stored = storedForm(f.type);
            if (!stored) {
                conditions.push(`${folded(col)} LIKE ${plain}`);
                continue;
            }
            // What the list shows ("45.261.789", "01310 100") is searched
            // in the stored form (digits, or a DevEUI without its colons).
            const wanted = stored.term(term);
            if (wanted)
                conditions.push(`${stored.column(col)} ILIKE ${like(wanted)}`);
        }
        // An array computed once (an InitPlan), so that `= ANY` is an index
        // condition on the reference's column, as `IN (SELECT …)` is not.
        for (const { col, target, targetCol } of refs)
            conditions.push(
                `${col} = ANY(ARRAY(SELECT id FROM ${target.name} WHERE ${folded(targetCol)} LIKE ${plain}))`
            );
        if (conditions.length) where.push(`(${conditions.join(' OR ')})`);
        else if (cols.length) noMatch = true;
    }

    const allowed = t.filterable;
    for (const [key, raw] of Object.entries(p.filters ?? {})) {
        if (raw === undefined) continue;
        const range = /^(.+)_(gte|lte)$/.exec(key);
        if (range) {
            const name = range[1] ?? '';
            const f = t.byName.get(name);
            const col =
                BASE_COLUMNS[name] ??
                (f && !isJsonField(f) ? columnName(name) : null);
            if (!col) continue;
            const v = coerce(
                f ?? {
                    source: name,
                    type: name === 'id' ? 'integer' : 'datetime',
                },
                raw
            );
            if (v === NO_MATCH) {
                noMatch = true;
                continue;
            }
            params.push(v);
            where.push(
                `${quoteIdent(col)} ${range[2] === 'gte' ? '>=' : '<='} $${params.length}`
            );
            continue;
        }
        if (!allowed.has(key)) continue;
        const f = t.byName.get(key);
        const col =
            key === 'id'
                ? 'id'
                : key === 'subsidiaryId'
                  ? 'subsidiary_id'
                  : columnName(key);
        const values = (Array.isArray(raw) ? raw : [raw]).map(v =>
            coerce(f, v)
        );
        const ok = values.filter(v => v !== NO_MATCH);
        if (key === 'status' && ok.includes('deleted')) asksDeleted = true;
        if (ok.length === 0) {
            noMatch = true;
            continue;
        }
        if (f && FIELD_TYPES[f.type].value === 'list') {
            const ors = ok.map(v => {
                params.push(JSON.stringify([v]));
                return `${quoteIdent(col)} @> $${params.length}::jsonb`;
            });
            where.push(`(${ors.join(' OR ')})`);
        } else if (ok.length === 1) {
            // Equality, not `= ANY`, so that an index led by the column
            // also gives the sort order (a reading list of one sensor).
            params.push(ok[0]);
            where.push(`${quoteIdent(col)} = $${params.length}`);
        } else {
            params.push(ok);
            where.push(`${quoteIdent(col)} = ANY($${params.length})`);
        }
    }
    if (t.def.hasStatus && !p.includeDeleted && !asksDeleted) {
        where.push(`status <> 'deleted'`);
    }
    return noMatch ? null : { where, params };
}

/** The sort column and direction; an ignored sort falls back to the default sort with its own order. */
function orderOf(
    t: Table,
    p: SearchParams
): { column: string; order: 'ASC' | 'DESC' } {
    const asked = sortColumn(t, p.sort);
    const column = asked ?? sortColumn(t, t.def.defaultSort.field) ?? 'id';
    const dir = (o: string | undefined, d: 'ASC' | 'DESC') =>
        o === undefined ? d : o.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    const order = asked
        ? dir(p.order, 'ASC')
        : p.sort
          ? t.def.defaultSort.order
          : dir(p.order, t.def.defaultSort.order);
    return { column, order };
}

function sortColumn(t: Table, name: string | undefined): string | null {
    if (!name || !t.sortable.has(name)) return null;
    return name === 'id' ? 'id' : columnName(name);
}
