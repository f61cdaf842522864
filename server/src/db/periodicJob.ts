/**
 * A database job on a timer (the PGlite autovacuum, the photo clean-up):
 * passes never overlap, whether the timer or a caller starts them; a
 * failed pass is reported and the next one tries again; neither timer
 * keeps the process alive, and stopping waits for the pass under way.
 * A job given `shared` runs once per period across the server processes
 * on one PostgreSQL (jobClaim.ts); a pass asked for with `run()` always
 * runs.
 */
import type { Database } from './database.ts';
import { runOncePerPeriod } from './jobClaim.ts';

export interface PeriodicJob<T> {
    /** One pass now (after the one in progress, if any). */
    run(): Promise<T>;
    /** No more passes; waits for the one in progress. */
    stop(): Promise<void>;
}

export function startPeriodicJob<T>(
    work: () => Promise<T>,
    opts: {
        /** Before the first pass. */
        delayMs: number;
        intervalMs: number;
        /** Hears each pass the timer started. */
        onPass?: (result: T) => void;
        onError: (err: unknown) => void;
        /** Once per period across processes: the database and the job's name in `scheduled_job`. */
        shared?: { db: Database; name: string };
    }
): PeriodicJob<T> {
    let stopped = false;
    let chain: Promise<unknown> = Promise.resolve();

    const run = (): Promise<T> => {
        const next = chain.then(work);
        chain = next.catch(() => undefined);
        return next;
    };
    const shared = opts.shared;
    const timedPass = shared
        ? () => runOncePerPeriod(shared.db, shared.name, opts.intervalMs, work)
        : async () => ({ ran: true as const, result: await work() });
    const tick = () => {
        if (stopped) return;
        const next = chain.then(timedPass);
        chain = next.catch(() => undefined);
        next.then(pass => {
            if (pass.ran) opts.onPass?.(pass.result);
        }).catch(opts.onError);
    };
    let timer: NodeJS.Timeout | undefined;
    const first = setTimeout(() => {
        tick();
        timer = setInterval(tick, opts.intervalMs);
        timer.unref();
    }, opts.delayMs);
    first.unref();

    return {
        run,
        async stop() {
            stopped = true;
            clearTimeout(first);
            clearInterval(timer);
            await chain;
        },
    };
}
