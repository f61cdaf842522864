/**
 * The company's reading retention (`settings.measureRetentionDays`,
 * docs/monitoring.md "How long readings are kept"): readings of its plants
 * older than that many days are deleted. A company without the setting
 * keeps its readings. It runs on a timer, never inside a request: once
 * shortly after start, then every hour, in batches so that no statement
 * holds the table for long; with several API processes on one PostgreSQL
 * one of them runs each period's pass (jobClaim.ts).
 */
import type { Database } from './database.ts';
import { startPeriodicJob, type PeriodicJob } from './periodicJob.ts';

export const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** Lets start-up's own work (seed, the first maintenance pass) go first. */
export const RETENTION_DELAY_MS = 2 * 60 * 1000;
/** Rows per statement. */
export const RETENTION_BATCH = 5_000;
/** The setting's bounds (shared/declarations/company.ts); anything else keeps the readings. */
const MIN_DAYS = 1;
const MAX_DAYS = 3650;

/**
 * Deletes the readings past their company's retention at `now`; answers
 * how many. The cut is taken once per pass, so a pass ends even while
 * readings keep arriving.
 */
export async function removeExpiredReadings(
    db: Database,
    now: Date = new Date(),
    batch = RETENTION_BATCH
): Promise<number> {
    let removed = 0;
    for (;;) {
        const { rows } = await db.query<{ id: number }>(
            `DELETE FROM "measure" WHERE id IN (
                SELECT m.id FROM "measure" m
                JOIN subsidiary s ON s.id = m.subsidiary_id
                JOIN company c ON c.id = s.company_id
                WHERE jsonb_typeof(c.settings -> 'measureRetentionDays') = 'number'
                  AND (c.settings ->> 'measureRetentionDays')::numeric
                      BETWEEN ${MIN_DAYS} AND ${MAX_DAYS}
                  AND m."date" < $1::timestamptz - make_interval(
                      days => floor((c.settings ->> 'measureRetentionDays')::numeric)::int)
                LIMIT $2
            ) RETURNING id`,
            [now.toISOString(), batch]
        );
        removed += rows.length;
        if (rows.length < batch) return removed;
    }
}

/** `run` answers how many readings the pass removed. */
export type ReadingRetention = PeriodicJob<number>;

/**
 * Starts the retention of `db`: a first pass after `delayMs`, then one
 * every `intervalMs`. `onRemoved` hears of the passes that removed
 * readings; errors go to `onError`, and the next pass tries again.
 */
export function startReadingRetention(
    db: Database,
    opts: {
        delayMs?: number;
        intervalMs?: number;
        onRemoved?: (count: number) => void;
        onError?: (err: unknown) => void;
    } = {}
): ReadingRetention {
    const onRemoved =
        opts.onRemoved ??
        ((count: number) =>
            process.stdout.write(
                `${new Date().toISOString()} readings: removed ${count} past their company's retention\n`
            ));
    const onError =
        opts.onError ??
        ((err: unknown) =>
            process.stderr.write(
                `reading retention failed: ${err instanceof Error ? err.message : String(err)}\n`
            ));
    return startPeriodicJob(() => removeExpiredReadings(db), {
        delayMs: opts.delayMs ?? RETENTION_DELAY_MS,
        intervalMs: opts.intervalMs ?? RETENTION_INTERVAL_MS,
        shared: { db, name: 'reading-retention' },
        onPass: count => {
            if (count > 0) onRemoved(count);
        },
        onError,
    });
}
