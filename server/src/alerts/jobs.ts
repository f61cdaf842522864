/**
 * The alert job: every ALERT_POLL_SECONDS, silent devices open alerts,
 * alerts back at normal long enough close, unacknowledged critical ones
 * are sent again (lifecycle.ts, `alertPass`). Each step claims its rows
 * with one UPDATE or a unique index, so several server processes on one
 * PostgreSQL may run it together; the job runs once per period among them
 * all (db/jobClaim.ts).
 */
import type { Database } from '../db/index.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodicJob.ts';
import { alertPass } from './lifecycle.ts';
import type { AlertHooks } from './readings.ts';

export function startAlertJob(
    db: Database,
    hooks: AlertHooks
): PeriodicJob<unknown> {
    return startPeriodicJob(() => alertPass(db, hooks.clock(), hooks), {
        delayMs: 3_000,
        intervalMs: hooks.alerts.pollMs,
        shared: { db, name: 'alerts' },
        onError: err =>
            process.stderr.write(
                `alert job failed: ${err instanceof Error ? err.message : String(err)}\n`
            ),
    });
}
