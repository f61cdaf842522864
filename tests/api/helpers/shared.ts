/**
 * The shared server of the worker running this file. The `api` project's
 * global setup starts one per worker (on its own copy of the seeded
 * database), and Vitest gives each running worker its own slot
 * (`VITEST_POOL_ID`, 1 to the worker count), so a file has its server to
 * itself while it runs, as when the files ran one at a time on one server.
 */
import { inject } from 'vitest';

export interface SharedServer {
    baseUrl: string;
    /** The server's data folder (photos; the database too on PGlite). */
    dataDir: string;
}

/** The entry of `list` (one per worker, a global setup's) for this worker. */
export const ofThisWorker = <T>(list: readonly T[]): T => {
    const slot = Number(process.env.VITEST_POOL_ID ?? 1);
    const item = list[(slot - 1) % list.length];
    if (item === undefined) throw new Error('the global setup started none');
    return item;
};

export const sharedServer = (): SharedServer =>
    ofThisWorker(inject('sharedServers'));

export const sharedBaseUrl = (): string => sharedServer().baseUrl;
