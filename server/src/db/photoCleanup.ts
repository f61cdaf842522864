/**
 * The clean-up of inspection photos nobody's register names (docs/api.md,
 * "Inspection photos"): any plant user may upload photos of up to 5 MB and
 * never save a register with them, and the disk would fill. Unlike the
 * autovacuum (maintenance.ts) it runs on PostgreSQL too. It runs on a
 * timer, never inside a request: once shortly after start, then every
 * `intervalMs`. With several API processes on one PostgreSQL one of them
 * runs each period's pass (jobClaim.ts). The same pass removes the
 * store's stray files (photos.ts, `removeStrayPhotoFiles`) and forgets
 * the uploads no day's quota counts any more (`forgetOldUploads`).
 */
import type { Database } from './database.ts';
import { startPeriodicJob, type PeriodicJob } from './periodicJob.ts';
import {
    forgetOldUploads,
    removeStrayPhotoFiles,
    removeUnnamedPhotos,
} from './photos.ts';
import type { PhotoStore } from './photoStore.ts';

/**
 * The register form sends each photo when it is taken, and a round may be
 * saved hours later: while the form is open it says every
 * `PHOTO_KEEP_MS` (shared/domain/photos.ts) that it still holds its
 * photos (`keepPhoto`, src/inspectionAnswers/PhotoAnswer.tsx), and the grace counts from the
 * last time it did. Three of those may be missed (a phone asleep, a
 * network down) before a photo goes; a photo nobody holds any more goes
 * between `PHOTO_GRACE_MS` and that plus a pass's interval, within the
 * hour.
 */
export const PHOTO_GRACE_MS = 40 * 60 * 1000;
export const PHOTO_CLEANUP_INTERVAL_MS = 15 * 60 * 1000;
/** Lets start-up's own work (seed, the first maintenance pass) go first. */
export const PHOTO_CLEANUP_DELAY_MS = 60 * 1000;

/** `run` answers how many photos the pass removed. */
export type PhotoCleanup = PeriodicJob<number>;

/**
 * Starts the clean-up of `db`: a first pass after `delayMs`, then one every
 * `intervalMs`. `onRemoved` hears of the passes that removed photos;
 * errors go to `onError` (nothing is deleted then) and the next pass tries
 * again.
 */
export function startPhotoCleanup(
    db: Database,
    opts: {
        graceMs?: number;
        delayMs?: number;
        intervalMs?: number;
        onRemoved?: (count: number) => void;
        onError?: (err: unknown) => void;
        /** Where the removed photos' files are (their bytes stay otherwise). */
        store?: PhotoStore;
    } = {}
): PhotoCleanup {
    const graceMs = opts.graceMs ?? PHOTO_GRACE_MS;
    const onRemoved =
        opts.onRemoved ??
        ((count: number) =>
            process.stdout.write(
                `${new Date().toISOString()} inspection photos: removed ${count} that no register names, or files no photo record names\n`
            ));
    const onError =
        opts.onError ??
        ((err: unknown) =>
            process.stderr.write(
                `inspection photo clean-up failed: ${err instanceof Error ? err.message : String(err)}\n`
            ));
    const store = opts.store;
    return startPeriodicJob(
        async () => {
            const removed =
                (await removeUnnamedPhotos(db, graceMs, store)) +
                (store ? await removeStrayPhotoFiles(db, store, graceMs) : 0);
            await forgetOldUploads(db);
            return removed;
        },
        {
            delayMs: opts.delayMs ?? PHOTO_CLEANUP_DELAY_MS,
            intervalMs: opts.intervalMs ?? PHOTO_CLEANUP_INTERVAL_MS,
            shared: { db, name: 'photo-cleanup' },
            onPass: count => {
                if (count > 0) onRemoved(count);
            },
            onError,
        }
    );
}
