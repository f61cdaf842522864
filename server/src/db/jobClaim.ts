/**
 * Once per period across processes (docs/deployment.md, "Scheduled jobs"):
 * several server processes on one PostgreSQL each keep the jobs' timers,
 * and at each tick one of them does the pass. The pass runs inside a
 * transaction that holds the job's advisory lock
 * (`pg_try_advisory_xact_lock`): a process that cannot take it skips the
 * tick, so two passes of a job never overlap, and a process that dies
 * mid-pass (even SIGKILL) drops its connection, which releases the lock
 * and rolls back its claim, so the next tick of another process runs the
 * job. Under the lock the claim is one statement on `scheduled_job`
 * (migration 0022): the job is run only when its last start is at least
 * 90% of a period old by the database's clock, so processes whose timers
 * are out of step still run it about once a period (never more often than
 * every 0.9 period, and a process ticking every period finds it due).
 *
 * The embedded PGlite is one process: its passes just run.
 */
import { hostname } from 'node:os';
import type { Database } from './database.ts';

/** First key of the two-key advisory locks of jobs (the second is the name's hash). */
const LOCK_NAMESPACE = 7_302_028;

/** A tick may run the job once 90% of a period has passed since the last start. */
export const DUE_FRACTION = 0.9;

/** Who ran a pass, for `scheduled_job.last_run_by`. */
const RUNNER = `${hostname()}:${process.pid}`;

const CLAIM = `
    INSERT INTO scheduled_job AS j (name, last_run_at, runs, last_run_by)
    VALUES ($1, now(), 1, $3)
    ON CONFLICT (name) DO UPDATE SET
        last_run_at = now(), runs = j.runs + 1, last_run_by = excluded.last_run_by
    WHERE j.last_run_at <= now() - make_interval(secs => $2::double precision)
    RETURNING runs`;

export type Claimed<T> = { ran: false } | { ran: true; result: T };

/**
 * Runs `work` when this process wins the period of job `name` (see
 * above); `{ ran: false }` when another process has it or had it within
 * the period. A failing pass still counts as the period's pass (its error
 * is thrown after the claim is committed): a job that keeps failing is not
 * tried by every process in turn.
 */
export async function runOncePerPeriod<T>(
    db: Database,
    name: string,
    periodMs: number,
    work: () => Promise<T>
): Promise<Claimed<T>> {
    if (db.kind === 'pglite') return { ran: true, result: await work() };
    let failure: { error: unknown } | undefined;
    const claimed = await db.transaction(async (tx): Promise<Claimed<T>> => {
        const lock = await tx.query<{ ok: boolean }>(
            'SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS ok',
            [LOCK_NAMESPACE, name]
        );
        if (!lock.rows[0]?.ok) return { ran: false };
        const { rows } = await tx.query(CLAIM, [
            name,
            (periodMs * DUE_FRACTION) / 1000,
            RUNNER,
        ]);
        if (rows.length === 0) return { ran: false };
        try {
            return { ran: true, result: await work() };
        } catch (error) {
            failure = { error };
            return { ran: false };
        }
    });
    if (failure) throw failure.error;
    return claimed;
}
