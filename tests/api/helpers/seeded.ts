/**
 * For a test file that starts its own server or opens the database itself:
 * a copy of the run's seeded snapshot (helpers/database.ts), already
 * migrated and seeded, in a new data folder (`prefix` names it); or, with
 * `{ seeded: false }`, of the migrated database before the seed.
 */
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/src/db/index.ts';
import { copySnapshot } from './database.ts';
import { startServer, stopServer, type StartedServer } from './server.ts';

interface Which {
    /** false: the migrated database, no demo data, no keys. */
    seeded?: boolean;
}

export const seededDatabase = (
    prefix: string,
    { seeded = true }: Which = {}
) => {
    const snapshot = inject('seedSnapshot');
    return copySnapshot(seeded ? snapshot : snapshot.migrated, prefix);
};

/** A copy opened in this process (no server); `drop` closes and removes it. */
export async function openSeededDatabase(
    prefix: string,
    which: Which = {}
): Promise<{ db: Database; drop(): Promise<void> }> {
    const copy = await seededDatabase(prefix, which);
    const db = await openDatabase({
        databaseUrl: copy.url,
        dataDir: copy.dataDir,
    });
    return {
        db,
        async drop() {
            await db.close();
            await copy.drop();
        },
    };
}

export interface SeededServer extends StartedServer {
    dataDir: string;
    /** The copy's PostgreSQL database (undefined on PGlite). */
    databaseUrl?: string;
    /** Stops the server and removes the copy. */
    stop(): Promise<void>;
}

/**
 * A server of the file's own on a copy of the seeded snapshot (on the
 * copy's PostgreSQL database when the run has one).
 */
export async function startSeededServer(
    prefix: string,
    env: Record<string, string> = {}
): Promise<SeededServer> {
    const copy = await seededDatabase(prefix);
    const started = await startServer({
        dataDir: copy.dataDir,
        env: { ...(copy.url ? { DATABASE_URL: copy.url } : {}), ...env },
    });
    return {
        ...started,
        dataDir: copy.dataDir,
        databaseUrl: copy.url,
        async stop() {
            await stopServer(started.child);
            await copy.drop();
        },
    };
}
