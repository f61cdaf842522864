/**
 * The database: embedded PGlite (PostgreSQL in WebAssembly) persisted under
 * `config.dataDir/pglite` and run in a worker thread (pgliteThread.ts), or
 * a real PostgreSQL when `config.databaseUrl` is set. Same SQL dialect and
 * same migrations on both; migrations run on open.
 *
 * Both drivers return the same JS values: integer/bigint/numeric/double as
 * numbers, `date` as 'YYYY-MM-DD', `timestamptz` as ISO UTC strings, jsonb
 * parsed. Parameters for jsonb columns must be JSON strings cast `$n::jsonb`
 * (node-postgres would send a JS array as a PostgreSQL array).
 */
import type { ServerConfig } from '../config.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';

export type { Database } from './database.ts';

export async function openDatabase(
    config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>
): Promise<Database> {
    const db = config.databaseUrl
        ? await (await import('./postgres.ts')).openPostgres(config.databaseUrl)
        : await (
              await import('./pgliteThread.ts')
          ).openPgliteThread(config.dataDir);
    try {
        await migrate(db);
    } catch (err) {
        await db.close();
        throw err;
    }
    return db;
}
