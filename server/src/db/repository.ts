/**
 * Generic storage of the declared resources: one repository per declaration,
 * speaking the API's camelCase attributes and hiding tables and SQL.
 *
 * Conventions (see docs/database.md):
 * - Table: the resource name in snake_case (`inspection-form` ->
 *   `inspection_form`, `user` -> `"user"`, always quoted). Column: the
 *   field's `source` in snake_case (`profileWebId` -> `profile_web_id`).
 * - Every record comes back with `id`, every declared field (null / [] when
 *   unset), `createdAt`, `updatedAt` (ISO strings), and `subsidiaryId` for
 *   plant-scoped resources. Dates are `YYYY-MM-DD`, date-times ISO UTC,
 *   decimals JS numbers, object/list/multiSelect/references parsed JSON.
 * - Every call is parameterized; identifiers come only from declarations.
 * - A repository works on whatever `Database` it is given: pass the `tx` of
 *   `db.transaction(tx => ...)` to make several writes atomic.
 */
import {
    getResource,
    type Resource,
    type ResourceName,
} from '@/resources/index.ts';
import type { Database } from './index.ts';
import { UniqueViolation, mapUniqueViolation } from './errors.ts';
import {
    columnName,
    isJsonField,
    quoteIdent,
    storedFields,
    tableName,
} from './schema.ts';

export { UniqueViolation };

/** A stored record as the API returns it. */
export type DbRecord = {
    id: number;
    createdAt: string;
    updatedAt: string;
} & Record<string, unknown>;

/** Scope of a call: the plant of the `subsidiary-id` header. */
export interface ScopeOptions {
    /**
     * When set and the table has `subsidiary_id` (plant-scoped resources and
     * device), only records of that plant are seen or written; a record of
     * another plant is simply not found. On create it is the stored
     * `subsidiaryId` of plant resources (any body value is ignored). Omit it
     * only for cross-plant reads (admin instrumentation, internal jobs).
     */
    subsidiaryId?: number;
}

export interface SearchParams extends ScopeOptions {
    /** 1-based; default 1. */
    page?: number;
    /** Page size; default 10; clamped to 1..1000. `null` means no limit (internal use). */
    limit?: number | null;
    /** Case-insensitive substring over the fields declared `search: true`. */
    search?: string;
    /**
     * A declared scalar field (not object/list/multiSelect/references),
     * `id`, `createdAt` or `updatedAt`; anything else falls back to the
     * declaration's `defaultSort`. Ties break by id.
     */
    sort?: string;
    /** `ASC` | `DESC` (case-insensitive); anything else is `ASC`. */
    order?: string;
    /**
     * Equality filters by attribute name. Honoured keys: `id`, `status`,
     * `subsidiaryId` (plant tables), and fields declared `filter: true`;
     * other keys are ignored (see `filterableFields`). A value may be a
     * scalar or an array (any of). Strings from a query string are coerced
     * by field type ('3' -> 3, 'true' -> true); a value that cannot be
     * coerced matches nothing. `references`/`multiSelect` fields match
     * records whose list contains the value (jsonb containment).
     * Range suffixes on sortable scalar fields: `<field>_gte`, `<field>_lte`
     * (e.g. `date_gte=2026-01-01T00:00:00Z`).
     */
    filters?: Record<string, unknown>;
    /** Also return `status = 'deleted'` rows (else only when the status filter asks for deleted). */
    includeDeleted?: boolean;
}

export interface SearchResult {
    rows: DbRecord[];
    /** Rows matching the filters, across all pages. */
    total: number;
}

export interface Repository {
    readonly def: Resource;
    search(params?: SearchParams): Promise<SearchResult>;
    /** One record by id (deleted ones included), or null when absent or out of scope. */
    get(id: number, opts?: ScopeOptions): Promise<DbRecord | null>;
    /** Records by id in the order asked (deleted included; missing/out-of-scope ids skipped). */
    getMany(ids: readonly number[], opts?: ScopeOptions): Promise<DbRecord[]>;
    /**
     * Inserts validated values (declared fields by source, read-only ones
     * included, e.g. `version`, `criticality`). Unset fields get the column
     * default (null / [] / declared defaultValue / status 'active').
     * System attributes (`id`, `createdAt`, `updatedAt`) are ignored; an
     * undeclared key throws (a programming error).
     * @throws UniqueViolation when a unique field is in use (answer 07).
     */
    create(
        values: Record<string, unknown>,
        opts?: ScopeOptions
    ): Promise<DbRecord>;
    /**
     * Inserts many records with multi-row INSERTs (in chunks), returning
     * them in the order given. Same rules as `create`; all rows must carry
     * the same keys. Wrap in a transaction for all-or-nothing.
     * @throws UniqueViolation
     */
    createMany(
        values: readonly Record<string, unknown>[],
        opts?: ScopeOptions
    ): Promise<DbRecord[]>;
    /**
     * Partial update of the given keys; bumps `updatedAt`. Null when absent
     * or out of scope.
     * @throws UniqueViolation
     */
    update(
        id: number,
        values: Record<string, unknown>,
        opts?: ScopeOptions
    ): Promise<DbRecord | null>;
    /**
     * DELETE: sets status 'deleted' when the resource has a status (the
     * record stays, lists hide it), else removes the row. Returns the
     * record as it is after the call (as it was, for a real delete), or
     * null when absent or out of scope.
     */
    remove(id: number, opts?: ScopeOptions): Promise<DbRecord | null>;
}

const BASE_SORT: Record<string, string> = {
    id: 'id',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
};

/** Attribute names `search` honours as filters for this resource. */
export function filterableFields(def: Resource): string[] {
    const names = new Set<string>(['id']);
    for (const f of def.fields)
        if (f.filter || f.source === 'status') names.add(f.source);
    if (def.scope === 'plant') names.add('subsidiaryId');
    return [...names];
}

/** `createRepository(db, getResource(name))` by name. */
export const repositoryFor = (db: Database, name: ResourceName): Repository =>
    createRepository(db, getResource(name));

export function createRepository(db: Database, def: Resource): Repository {
    return new SqlRepository(db, def);
}

// ---------------------------------------------------------------------------

type FieldDef = Resource['fields'][number];

const NO_MATCH = Symbol('no-match');

/** Coerces a filter value (often a query-string string) to the column's type. */
function coerce(f: FieldDef | undefined, raw: unknown): unknown {
    if (raw === null || raw === undefined) return NO_MATCH;
    const type = f?.type ?? 'integer';
    const numericSelect =
        type === 'select' &&
        (f?.options ?? []).some(o => typeof o === 'number');
    if (
        type === 'integer' ||
        type === 'reference' ||
        type === 'references' ||
        numericSelect
    ) {
        const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
        return Number.isInteger(n) && Math.abs(n) <= 2147483647 ? n : NO_MATCH;
    }
    if (type === 'decimal' || type === 'latitude' || type === 'longitude') {
        const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
        return Number.isFinite(n) ? n : NO_MATCH;
    }
    if (type === 'boolean') {
        if (raw === true || raw === 'true') return true;
        if (raw === false || raw === 'false') return false;
        return NO_MATCH;
    }
    if (type === 'date' || type === 'datetime') {
        const s = String(raw);
        return Number.isNaN(Date.parse(s)) ? NO_MATCH : s;
    }
    return typeof raw === 'object' ? NO_MATCH : String(raw);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, m => `\\${m}`);

class SqlRepository implements Repository {
    private readonly table: string;
    private readonly fields: readonly FieldDef[];
    private readonly byName: Map<string, FieldDef>;
    private readonly hasSubsidiary: boolean;
    private readonly selectList: string;

    constructor(
        private readonly db: Database,
        readonly def: Resource
    ) {
        this.table = quoteIdent(tableName(def.name));
        this.fields = storedFields(def);
        this.byName = new Map(this.fields.map(f => [f.source, f]));
        this.hasSubsidiary =
            def.scope === 'plant' || this.byName.has('subsidiaryId');
        const cols = ['id', 'created_at', 'updated_at'];
        if (def.scope === 'plant') cols.push('subsidiary_id');
        for (const f of this.fields)
            cols.push(quoteIdent(columnName(f.source)));
        this.selectList = cols.join(', ');
    }

    private toRecord(row: Record<string, unknown>): DbRecord {
        const out: Record<string, unknown> = {
            id: row.id,
            createdAt: row.created_at,
            updatedAt: row.updated_at,
        };
        if (this.def.scope === 'plant') out.subsidiaryId = row.subsidiary_id;
        for (const f of this.fields) {
            const v = row[columnName(f.source)];
            out[f.source] =
                v ?? (isJsonField(f) && f.type !== 'object' ? [] : null);
        }
        derive(this.def.name, out);
        return out as DbRecord;
    }

    private param(f: FieldDef, v: unknown): unknown {
        if (v === undefined) return null;
        return isJsonField(f) ? (v === null ? null : JSON.stringify(v)) : v;
    }

    private placeholder(f: FieldDef, n: number): string {
        return isJsonField(f) ? `$${n}::jsonb` : `$${n}`;
    }

    /** WHERE fragments for scope; returns [sql, params]. */
    private scopeWhere(
        opts: ScopeOptions | undefined,
        params: unknown[]
    ): string[] {
        if (opts?.subsidiaryId === undefined || !this.hasSubsidiary) return [];
        params.push(opts.subsidiaryId);
        return [`subsidiary_id = $${params.length}`];
    }

    async search(p: SearchParams = {}): Promise<SearchResult> {
        const params: unknown[] = [];
        const where = this.scopeWhere(p, params);
        let noMatch = false;
        let asksDeleted = false;

        const term = p.search?.trim();
        if (term) {
            const cols = this.fields.filter(f => f.search && !isJsonField(f));
            if (cols.length) {
                params.push(`%${escapeLike(term)}%`);
                const n = params.length;
                where.push(
                    `(${cols
                        .map(
                            f =>
                                `${quoteIdent(columnName(f.source))}::text ILIKE $${n}`
                        )
                        .join(' OR ')})`
                );
            }
        }

        const allowed = new Set(filterableFields(this.def));
        for (const [key, raw] of Object.entries(p.filters ?? {})) {
            if (raw === undefined) continue;
            const range = /^(.+)_(gte|lte)$/.exec(key);
            if (range) {
                const name = range[1] ?? '';
                const f = this.byName.get(name);
                const col =
                    BASE_SORT[name] ??
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
            const f = this.byName.get(key);
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
            if (f && (f.type === 'references' || f.type === 'multiSelect')) {
                const ors = ok.map(v => {
                    params.push(JSON.stringify([v]));
                    return `${quoteIdent(col)} @> $${params.length}::jsonb`;
                });
                where.push(`(${ors.join(' OR ')})`);
            } else {
                params.push(ok);
                where.push(`${quoteIdent(col)} = ANY($${params.length})`);
            }
        }
        if (this.def.hasStatus && !p.includeDeleted && !asksDeleted) {
            where.push(`status <> 'deleted'`);
        }
        if (noMatch) return { rows: [], total: 0 };

        const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
        const { rows: countRows } = await this.db.query<{ total: number }>(
            `SELECT count(*)::int AS total FROM ${this.table} ${whereSql}`,
            params
        );
        const total = Number(countRows[0]?.total ?? 0);

        const asked = this.sortColumn(p.sort);
        const sortCol =
            asked ?? this.sortColumn(this.def.defaultSort.field) ?? 'id';
        const dir = (o: string | undefined, d: 'ASC' | 'DESC') =>
            o === undefined ? d : o.toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
        // An ignored sort falls back to the default sort with its own order.
        const order = asked
            ? dir(p.order, 'ASC')
            : p.sort
              ? this.def.defaultSort.order
              : dir(p.order, this.def.defaultSort.order);
        const page = Math.max(1, Math.floor(Number(p.page) || 1));
        let paging = '';
        if (p.limit !== null) {
            const limit = Math.min(
                1000,
                Math.max(1, Math.floor(Number(p.limit) || 10))
            );
            params.push(limit, (page - 1) * limit);
            paging = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
        }
        const { rows } = await this.db.query(
            `SELECT ${this.selectList} FROM ${this.table} ${whereSql}
             ORDER BY ${quoteIdent(sortCol)} ${order} NULLS LAST, id ${order} ${paging}`,
            params
        );
        return { rows: rows.map(r => this.toRecord(r)), total };
    }

    private sortColumn(name: string | undefined): string | null {
        if (!name) return null;
        if (BASE_SORT[name]) return BASE_SORT[name];
        const f = this.byName.get(name);
        return f && !isJsonField(f) ? columnName(name) : null;
    }

    async get(id: number, opts?: ScopeOptions): Promise<DbRecord | null> {
        if (!Number.isInteger(id) || id < 1 || id > 2147483647) return null;
        const params: unknown[] = [id];
        const where = ['id = $1', ...this.scopeWhere(opts, params)];
        const { rows } = await this.db.query(
            `SELECT ${this.selectList} FROM ${this.table} WHERE ${where.join(' AND ')}`,
            params
        );
        return rows[0] ? this.toRecord(rows[0]) : null;
    }

    async getMany(
        ids: readonly number[],
        opts?: ScopeOptions
    ): Promise<DbRecord[]> {
        const valid = [
            ...new Set(
                ids.filter(i => Number.isInteger(i) && i > 0 && i <= 2147483647)
            ),
        ];
        if (!valid.length) return [];
        const params: unknown[] = [valid];
        const where = ['id = ANY($1)', ...this.scopeWhere(opts, params)];
        const { rows } = await this.db.query(
            `SELECT ${this.selectList} FROM ${this.table} WHERE ${where.join(' AND ')}`,
            params
        );
        const byId = new Map(rows.map(r => [Number(r.id), this.toRecord(r)]));
        return valid.flatMap(i => byId.get(i) ?? []);
    }

    private checkKeys(values: Record<string, unknown>): [FieldDef, unknown][] {
        const out: [FieldDef, unknown][] = [];
        for (const [key, v] of Object.entries(values)) {
            if (key === 'id' || key === 'createdAt' || key === 'updatedAt')
                continue;
            if (key === 'subsidiaryId' && this.def.scope === 'plant') continue;
            const f = this.byName.get(key);
            if (!f)
                throw new Error(`${this.def.name} has no stored field ${key}`);
            if (v === undefined) continue;
            out.push([f, v]);
        }
        return out;
    }

    async create(
        values: Record<string, unknown>,
        opts?: ScopeOptions
    ): Promise<DbRecord> {
        const entries = this.checkKeys(values);
        const cols: string[] = [];
        const marks: string[] = [];
        const params: unknown[] = [];
        if (this.def.scope === 'plant') {
            if (opts?.subsidiaryId === undefined) {
                throw new Error(
                    `${this.def.name} is plant-scoped: create needs subsidiaryId`
                );
            }
            params.push(opts.subsidiaryId);
            cols.push('subsidiary_id');
            marks.push('$1');
        }
        for (const [f, v] of entries) {
            params.push(this.param(f, v));
            cols.push(quoteIdent(columnName(f.source)));
            marks.push(this.placeholder(f, params.length));
        }
        const sql = cols.length
            ? `INSERT INTO ${this.table} (${cols.join(', ')}) VALUES (${marks.join(', ')})`
            : `INSERT INTO ${this.table} DEFAULT VALUES`;
        const rows = await this.write(
            `${sql} RETURNING ${this.selectList}`,
            params
        );
        const row = rows[0];
        if (!row)
            throw new Error(`insert into ${this.def.name} returned nothing`);
        return this.toRecord(row);
    }

    async createMany(
        values: readonly Record<string, unknown>[],
        opts?: ScopeOptions
    ): Promise<DbRecord[]> {
        if (!values.length) return [];
        const first = values[0] ?? {};
        const fields = this.checkKeys(first).map(([f]) => f);
        const keys = new Set(fields.map(f => f.source));
        const plant = this.def.scope === 'plant';
        if (plant && opts?.subsidiaryId === undefined) {
            throw new Error(
                `${this.def.name} is plant-scoped: createMany needs subsidiaryId`
            );
        }
        const cols = [
            ...(plant ? ['subsidiary_id'] : []),
            ...fields.map(f => quoteIdent(columnName(f.source))),
        ];
        const perRow = Math.max(1, cols.length);
        // PostgreSQL takes at most 65535 parameters per statement.
        const chunk = Math.max(1, Math.floor(30000 / perRow));
        const out: DbRecord[] = [];
        for (let start = 0; start < values.length; start += chunk) {
            const params: unknown[] = [];
            const tuples = values.slice(start, start + chunk).map(row => {
                const extra = this.checkKeys(row).find(
                    ([f]) => !keys.has(f.source)
                );
                if (extra) {
                    throw new Error(
                        `${this.def.name}: createMany rows must carry the same keys`
                    );
                }
                const byKey = new Map(Object.entries(row));
                const marks: string[] = [];
                if (plant) {
                    params.push(opts?.subsidiaryId);
                    marks.push(`$${params.length}`);
                }
                for (const f of fields) {
                    params.push(this.param(f, byKey.get(f.source)));
                    marks.push(this.placeholder(f, params.length));
                }
                return `(${marks.join(', ')})`;
            });
            const rows = await this.write(
                `INSERT INTO ${this.table} (${cols.join(', ')}) VALUES ${tuples.join(', ')}
                 RETURNING ${this.selectList}`,
                params
            );
            out.push(...rows.map(r => this.toRecord(r)));
        }
        return out;
    }

    async update(
        id: number,
        values: Record<string, unknown>,
        opts?: ScopeOptions
    ): Promise<DbRecord | null> {
        if (!Number.isInteger(id) || id < 1 || id > 2147483647) return null;
        const entries = this.checkKeys(values);
        if (!entries.length) return this.get(id, opts);
        const params: unknown[] = [id];
        const sets = ['updated_at = now()'];
        for (const [f, v] of entries) {
            params.push(this.param(f, v));
            sets.push(
                `${quoteIdent(columnName(f.source))} = ${this.placeholder(f, params.length)}`
            );
        }
        const where = ['id = $1', ...this.scopeWhere(opts, params)];
        const rows = await this.write(
            `UPDATE ${this.table} SET ${sets.join(', ')} WHERE ${where.join(' AND ')}
             RETURNING ${this.selectList}`,
            params
        );
        return rows[0] ? this.toRecord(rows[0]) : null;
    }

    async remove(id: number, opts?: ScopeOptions): Promise<DbRecord | null> {
        if (!Number.isInteger(id) || id < 1 || id > 2147483647) return null;
        const params: unknown[] = [id];
        const where = ['id = $1', ...this.scopeWhere(opts, params)];
        const sql = this.def.hasStatus
            ? `UPDATE ${this.table} SET status = 'deleted', updated_at = now()
               WHERE ${where.join(' AND ')} RETURNING ${this.selectList}`
            : `DELETE FROM ${this.table} WHERE ${where.join(' AND ')} RETURNING ${this.selectList}`;
        const rows = await this.write(sql, params);
        return rows[0] ? this.toRecord(rows[0]) : null;
    }

    private async write(
        sql: string,
        params: unknown[]
    ): Promise<Record<string, unknown>[]> {
        try {
            return (await this.db.query(sql, params)).rows;
        } catch (err) {
            throw mapUniqueViolation(err, this.def) ?? err;
        }
    }
}

/** Attributes computed on read rather than stored (see schema.ts DERIVED). */
function derive(name: ResourceName, rec: Record<string, unknown>): void {
    if (name === 'gateway') {
        const seen =
            typeof rec.lastSeenAt === 'string'
                ? Date.parse(rec.lastSeenAt)
                : NaN;
        const interval = Number(rec.statsIntervalSec) || 30;
        rec.state = Number.isNaN(seen)
            ? 'never-seen'
            : Date.now() - seen > 2 * interval * 1000
              ? 'offline'
              : 'online';
    }
}
