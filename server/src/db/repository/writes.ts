/**
 * The statements that write: INSERT (one row, or many in chunks), UPDATE
 * of the given keys, and DELETE (a status change for resources with a
 * status). Each returns the written rows' columns (RETURNING); the
 * repository runs them.
 */
import type { ScopeOptions } from './types.ts';
import { columnName, quoteIdent } from '../schema.ts';
import { scopeWhere, type Query } from './reads.ts';
import { placeholder, toParam, writtenFields, type Table } from './records.ts';

/** PostgreSQL takes at most 65535 parameters per statement. */
const PARAMS_PER_INSERT = 30000;

export function insertOne(
    t: Table,
    values: Record<string, unknown>,
    opts: ScopeOptions | undefined
): Query {
    const entries = writtenFields(t, values);
    const cols: string[] = [];
    const marks: string[] = [];
    const params: unknown[] = [];
    if (t.plant) {
        if (opts?.subsidiaryId === undefined) {
            throw new Error(
                `${t.def.name} is plant-scoped: create needs subsidiaryId`
            );
        }
        params.push(opts.subsidiaryId);
        cols.push('subsidiary_id');
        marks.push('$1');
    }
    for (const [f, v] of entries) {
        params.push(toParam(f, v));
        cols.push(quoteIdent(columnName(f.source)));
        marks.push(placeholder(f, params.length));
    }
    const sql = cols.length
        ? `INSERT INTO ${t.name} (${cols.join(', ')}) VALUES (${marks.join(', ')})`
        : `INSERT INTO ${t.name} DEFAULT VALUES`;
    return { sql: `${sql} RETURNING ${t.selectList}`, params };
}

/**
 * Multi-row INSERTs of rows that all carry the first row's keys, one
 * statement per chunk, made as they are asked for: a bad row throws when
 * its chunk is reached.
 */
export function* insertMany(
    t: Table,
    values: readonly Record<string, unknown>[],
    opts: ScopeOptions | undefined
): Generator<Query> {
    if (!values.length) return;
    const first = values[0] ?? {};
    const fields = writtenFields(t, first).map(([f]) => f);
    const keys = new Set(fields.map(f => f.source));
    if (t.plant && opts?.subsidiaryId === undefined) {
        throw new Error(
            `${t.def.name} is plant-scoped: createMany needs subsidiaryId`
        );
    }
    const cols = [
        ...(t.plant ? ['subsidiary_id'] : []),
        ...fields.map(f => quoteIdent(columnName(f.source))),
    ];
    const chunk = Math.max(
        1,
        Math.floor(PARAMS_PER_INSERT / Math.max(1, cols.length))
    );
    for (let start = 0; start < values.length; start += chunk) {
        const params: unknown[] = [];
        const tuples = values.slice(start, start + chunk).map(row => {
            const extra = writtenFields(t, row).find(
                ([f]) => !keys.has(f.source)
            );
            if (extra) {
                throw new Error(
                    `${t.def.name}: createMany rows must carry the same keys`
                );
            }
            const byKey = new Map(Object.entries(row));
            const marks: string[] = [];
            if (t.plant) {
                params.push(opts?.subsidiaryId);
                marks.push(`$${params.length}`);
            }
            for (const f of fields) {
                params.push(toParam(f, byKey.get(f.source)));
                marks.push(placeholder(f, params.length));
            }
            return `(${marks.join(', ')})`;
        });
        yield {
            sql: `INSERT INTO ${t.name} (${cols.join(', ')}) VALUES ${tuples.join(', ')}
                 RETURNING ${t.selectList}`,
            params,
        };
    }
}

/** Sets the given keys and bumps `updated_at`; null when no key is set. */
export function updateOne(
    t: Table,
    id: number,
    values: Record<string, unknown>,
    opts: ScopeOptions | undefined
): Query | null {
    const entries = writtenFields(t, values);
    if (!entries.length) return null;
    const params: unknown[] = [id];
    const sets = ['updated_at = now()'];
    for (const [f, v] of entries) {
        params.push(toParam(f, v));
        sets.push(
            `${quoteIdent(columnName(f.source))} = ${placeholder(f, params.length)}`
        );
    }
    const where = ['id = $1', ...scopeWhere(t, opts, params)];
    return {
        sql: `UPDATE ${t.name} SET ${sets.join(', ')} WHERE ${where.join(' AND ')}
             RETURNING ${t.selectList}`,
        params,
    };
}

/** Status 'deleted' when the resource has a status, else a real DELETE. */
export function removeOne(
    t: Table,
    id: number,
    opts: ScopeOptions | undefined
): Query {
    const params: unknown[] = [id];
    const where = ['id = $1', ...scopeWhere(t, opts, params)];
    const sql = t.def.hasStatus
        ? `UPDATE ${t.name} SET status = 'deleted', updated_at = now()
               WHERE ${where.join(' AND ')} RETURNING ${t.selectList}`
        : `DELETE FROM ${t.name} WHERE ${where.join(' AND ')} RETURNING ${t.selectList}`;
    return { sql, params };
}
