/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL in
 * single-user mode, where the autovacuum launcher never starts: without
 * this, a table's visibility map is never set (an index-only scan, such as
 * a list's capped count, must visit the heap for every row) and its
 * planner statistics are whatever the last manual ANALYZE left (none for a
 * table filled after the migrations). A real PostgreSQL does this itself;
 * the server starts this only on PGlite (app.ts).
 *
 * On start, every table of the schema is vacuumed (cheap for a table whose
 * pages are all visible already: VACUUM skips them) and analyzed when it
 * never was or has grown or shrunk by a tenth since its last VACUUM or
 * ANALYZE (ANALYZE samples up to 30,000 rows, the costly part). Then,
 * every `intervalMs`, the tables that the statistics of this process show
 * past autovacuum's own default thresholds are vacuumed and/or analyzed.
 * The work runs on a timer, never inside a request: a request that arrives
 * meanwhile waits for it as it would for any other statement.
 */
import type { Database } from './database.ts';
import { startPeriodicJob, type PeriodicJob } from './periodicJob.ts';

/** PostgreSQL's defaults: autovacuum_vacuum_threshold / _scale_factor, etc. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE = 0.2;
const INSERT_THRESHOLD = 1000;
const INSERT_SCALE = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE = 0.1;

export const MAINTENANCE_INTERVAL_MS = 60_000;

export interface MaintenanceRun {
    vacuumed: string[];
    analyzed: string[];
}

export type Maintenance = PeriodicJob<MaintenanceRun>;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the schema and whether each needs ANALYZE, as the catalog says (start). */
async function onStart(db: Database): Promise<MaintenanceRun> {
    const { rows } = await db.query<{ name: string; analyze: boolean }>(
        `SELECT c.relname AS name,
                (c.reltuples < 0
                 OR abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
                    > 0.1 * greatest(c.relpages, 10)) AS analyze
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relkind = 'r'
         ORDER BY c.relname`
    );
    return {
        vacuumed: rows.map(r => r.name),
        analyzed: rows.filter(r => r.analyze).map(r => r.name),
    };
}

/** Tables past autovacuum's thresholds, from this process's statistics. */
async function due(db: Database): Promise<MaintenanceRun> {
    const { rows } = await db.query<{
        name: string;
        vacuum: boolean;
        analyze: boolean;
    }>(
        `SELECT s.relname AS name,
                (s.n_dead_tup > $1 + $2 * greatest(c.reltuples, 0)
                 OR s.n_ins_since_vacuum > $3 + $4 * greatest(c.reltuples, 0)) AS vacuum,
                s.n_mod_since_analyze > $5 + $6 * greatest(c.reltuples, 0) AS analyze
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
         WHERE s.schemaname = current_schema()
         ORDER BY s.relname`,
        [
            VACUUM_THRESHOLD,
            VACUUM_SCALE,
            INSERT_THRESHOLD,
            INSERT_SCALE,
            ANALYZE_THRESHOLD,
            ANALYZE_SCALE,
        ]
    );
    return {
        vacuumed: rows.filter(r => r.vacuum).map(r => r.name),
        analyzed: rows.filter(r => r.analyze).map(r => r.name),
    };
}

async function apply(db: Database, work: MaintenanceRun): Promise<void> {
    const analyze = new Set(work.analyzed);
    const both = work.vacuumed.filter(t => analyze.has(t));
    const vacuumOnly = work.vacuumed.filter(t => !analyze.has(t));
    const analyzeOnly = work.analyzed.filter(t => !both.includes(t));
    // VACUUM cannot run in a transaction: each is a statement of its own.
    if (both.length)
        await db.exec(`VACUUM (ANALYZE) ${both.map(quote).join(', ')}`);
    if (vacuumOnly.length)
        await db.exec(`VACUUM ${vacuumOnly.map(quote).join(', ')}`);
    if (analyzeOnly.length)
        await db.exec(`ANALYZE ${analyzeOnly.map(quote).join(', ')}`);
}

/**
 * Starts the maintenance of `db` (PGlite): a first pass at once, then one
 * every `intervalMs`. Errors are reported to `onError` and the next pass
 * tries again.
 */
export function startMaintenance(
    db: Database,
    opts: {
        intervalMs?: number;
        onError?: (err: unknown) => void;
    } = {}
): Maintenance {
    const intervalMs = opts.intervalMs ?? MAINTENANCE_INTERVAL_MS;
    const onError =
        opts.onError ??
        ((err: unknown) =>
            process.stderr.write(
                `database maintenance failed: ${err instanceof Error ? err.message : String(err)}\n`
            ));
    let started = false;
    return startPeriodicJob(
        async () => {
            // The counts of the last statements may still wait for their
            // flush (at most once a second), and would then count after
            // the VACUUM: this statement's end flushes them.
            await db.query('SELECT pg_stat_force_next_flush()');
            const work = started ? await due(db) : await onStart(db);
            started = true;
            await apply(db, work);
            return work;
        },
        { delayMs: 0, intervalMs, onError }
    );
}
