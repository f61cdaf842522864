/**
 * The database: embedded PGlite (PostgreSQL in WebAssembly) persisted under
 * `config.dataDir/pglite`, or a real PostgreSQL when `config.databaseUrl` is
 * set. Same SQL dialect and same migrations on both; migrations run on open.
 *
 * Both drivers return the same JS values: integer/bigint/numeric/double as
 * numbers, `date` as 'YYYY-MM-DD', `timestamptz` as ISO UTC strings, jsonb
 * parsed. Parameters for jsonb columns must be JSON strings cast `$n::jsonb`
 * (node-postgres would send a JS array as a PostgreSQL array).
 */
import type { ServerConfig } from '../config.ts';
import { migrate } from './migrate.ts';

export interface Database {
    query<T = Record<string, unknown>>(
        sql: string,
        params?: unknown[]
    ): Promise<{ rows: T[] }>;
    /**
     * Runs fn in one transaction: committed when it resolves, rolled back when
     * it throws (the error is re-thrown). Nested calls on `tx` use savepoints.
     */
    transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
    /** Runs a script of several statements without parameters (migrations). */
    exec(sql: string): Promise<void>;
    close(): Promise<void>;
    /** 'pglite' or 'postgres'. */
    readonly kind: 'pglite' | 'postgres';
}

export async function openDatabase(
    config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>
): Promise<Database> {
    const db = config.databaseUrl
        ? await (await import('./postgres.ts')).openPostgres(config.databaseUrl)
        : await (await import('./pglite.ts')).openPglite(config.dataDir);
    try {
        await migrate(db);
    } catch (err) {
        await db.close();
        throw err;
    }
    return db;
}
