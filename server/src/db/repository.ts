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
 *
 * This file is the interface and runs the statements; the pieces behind it
 * are in ./repository/: `records.ts` (a declaration's table, row <-> record),
 * `reads.ts` (search: WHERE, ORDER BY, paging; lookups by id),
 * `writes.ts` (INSERT, UPDATE, DELETE), and the copies kept a few seconds:
 * `cappedCounts.ts` (counts past their cap), `plantTimeouts.ts` (the
 * plants' no-data timeouts a sensor's state needs), both out of date at a
 * write of their table (`tableWrites.ts`).
 */
import {
    getResource,
    type Resource,
    type ResourceName,
} from '@shared/declarations/index.ts';
import type { Database } from './index.ts';
import type {
    DbRecord,
    ScopeOptions,
    SearchParams,
    SearchResult,
} from './repository/types.ts';
import { UniqueViolation, mapUniqueViolation } from './errors.ts';
import { isKnownCapped, rememberCapped } from './repository/cappedCounts.ts';
import { plantTimeouts } from './repository/plantTimeouts.ts';
import { noteWrite } from './repository/tableWrites.ts';
import {
    isRowId,
    tableOf,
    toRecord,
    type Table,
} from './repository/records.ts';
import {
    searchQueries,
    selectById,
    selectByIds,
    type Query,
} from './repository/reads.ts';
import {
    insertMany,
    insertOne,
    removeOne,
    updateOne,
} from './repository/writes.ts';

export { UniqueViolation };
export { filterableFields } from './repository/reads.ts';

export type {
    DbRecord,
    ScopeOptions,
    SearchParams,
    SearchResult,
} from './repository/types.ts';

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

/** `createRepository(db, getResource(name))` by name. */
export const repositoryFor = (db: Database, name: ResourceName): Repository =>
    createRepository(db, getResource(name));

export function createRepository(db: Database, def: Resource): Repository {
    return new SqlRepository(db, tableOf(def));
}

class SqlRepository implements Repository {
    readonly def: Resource;

    constructor(
        private readonly db: Database,
        private readonly table: Table
    ) {
        this.def = table.def;
    }

    async search(p: SearchParams = {}): Promise<SearchResult> {
        const queries = searchQueries(this.table, p);
        if (!queries) return { rows: [], total: 0 };
        const { name } = this.def;
        if (
            p.countCap !== undefined &&
            isKnownCapped(this.db, name, queries.count)
        )
            return {
                rows: await this.read(queries.rows),
                total: p.countCap,
                totalCapped: true,
            };
        const { rows: raw } = await this.db.query<{ __total: number }>(
            queries.page.sql,
            queries.page.params
        );
        const rows = await this.records(raw);
        let counted = Number(raw[0]?.__total ?? 0);
        if (!raw.length) {
            const { rows: countRows } = await this.db.query<{
                total: number;
            }>(queries.count.sql, queries.count.params);
            counted = Number(countRows[0]?.total ?? 0);
        }
        if (p.countCap !== undefined && counted > p.countCap) {
            rememberCapped(this.db, name, queries.count);
            return { rows, total: p.countCap, totalCapped: true };
        }
        return { rows, total: counted };
    }

    async get(id: number, opts?: ScopeOptions): Promise<DbRecord | null> {
        if (!isRowId(id)) return null;
        const [record] = await this.read(selectById(this.table, id, opts));
        return record ?? null;
    }

    async getMany(
        ids: readonly number[],
        opts?: ScopeOptions
    ): Promise<DbRecord[]> {
        const valid = [...new Set(ids.filter(isRowId))];
        if (!valid.length) return [];
        const records = await this.read(selectByIds(this.table, valid, opts));
        const byId = new Map(records.map(r => [Number(r.id), r]));
        return valid.flatMap(i => byId.get(i) ?? []);
    }

    async create(
        values: Record<string, unknown>,
        opts?: ScopeOptions
    ): Promise<DbRecord> {
        const [record] = await this.write(insertOne(this.table, values, opts));
        if (!record)
            throw new Error(`insert into ${this.def.name} returned nothing`);
        return record;
    }

    async createMany(
        values: readonly Record<string, unknown>[],
        opts?: ScopeOptions
    ): Promise<DbRecord[]> {
        const out: DbRecord[] = [];
        for (const query of insertMany(this.table, values, opts))
            out.push(...(await this.write(query)));
        return out;
    }

    async update(
        id: number,
        values: Record<string, unknown>,
        opts?: ScopeOptions
    ): Promise<DbRecord | null> {
        if (!isRowId(id)) return null;
        const query = updateOne(this.table, id, values, opts);
        if (!query) return this.get(id, opts);
        const [record] = await this.write(query);
        return record ?? null;
    }

    async remove(id: number, opts?: ScopeOptions): Promise<DbRecord | null> {
        if (!isRowId(id)) return null;
        const [record] = await this.write(removeOne(this.table, id, opts));
        return record ?? null;
    }

    private async read({ sql, params }: Query): Promise<DbRecord[]> {
        const { rows } = await this.db.query(sql, params);
        return this.records(rows);
    }

    /** Rows as records, with their plants' timeouts when they need them. */
    private async records(
        rows: Record<string, unknown>[]
    ): Promise<DbRecord[]> {
        const timeoutOf =
            this.table.needsTimeouts && rows.length
                ? await plantTimeouts(
                      this.db,
                      new Set(rows.map(r => r.subsidiary_id))
                  )
                : undefined;
        return rows.map(r => toRecord(this.table, r, timeoutOf));
    }

    /** Runs a write; a unique conflict becomes UniqueViolation. */
    private async write({ sql, params }: Query): Promise<DbRecord[]> {
        let rows: Record<string, unknown>[];
        noteWrite(this.def.name);
        try {
            rows = (await this.db.query(sql, params)).rows;
        } catch (err) {
            throw mapUniqueViolation(err, this.def) ?? err;
        } finally {
            noteWrite(this.def.name);
        }
        return this.records(rows);
    }
}
