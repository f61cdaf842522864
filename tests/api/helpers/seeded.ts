/**
 * For a test file that starts its own server or opens the database itself:
 * a copy of the run's seeded snapshot (helpers/database.ts), already
 * migrated and seeded, in a new data folder (`prefix` names it); or, with
 * `{ seeded: false }`, of the migrated database before the seed.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/src/db/index.ts';
import { copySnapshot, startOnCopy, type CopiedServer } from './database.ts';

interface Which {
    /** false: the migrated database, no demo data, no keys. */
    seeded?: boolean;
    /** true: on PGlite, in a PostgreSQL run too (the embedded driver's own files). */
    embedded?: boolean;
}

/** The run's snapshot, or its PGlite twin in a PostgreSQL run. */
const snapshotOf = (embedded: boolean) => {
    const snapshot = inject('seedSnapshot');
    return embedded ? (snapshot.embedded ?? snapshot) : snapshot;
};

export const seededDatabase = (
    prefix: string,
    { seeded = true, embedded = false }: Which = {}
) => {
    const snapshot = snapshotOf(embedded);
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

export type SeededServer = CopiedServer;

/** A server of the file's own on a copy of the seeded snapshot. */
export const startSeededServer = (
    prefix: string,
    env: Record<string, string> = {}
): Promise<SeededServer> => startOnCopy(inject('seedSnapshot'), prefix, env);

/** The seeded data's first plant (by id) and its first sensor. */
export async function firstPlantSensor(
    db: Database
): Promise<{ plant: number; sensor: number }> {
    const { rows } = await db.query<{ plant: number; sensor: number }>(
        'SELECT subsidiary_id AS plant, min(id) AS sensor FROM sensor GROUP BY subsidiary_id ORDER BY subsidiary_id LIMIT 1'
    );
    if (!rows[0]) throw new Error('the demo data has no sensor');
    return rows[0];
}

/**
 * A new data folder holding a copy of a new, empty PGlite database (no
 * migrations), as `openPglite` would make it on an empty folder, without
 * its initdb. The caller removes the folder.
 */
export function blankPgliteDataDir(prefix: string): string {
    const blank = snapshotOf(true).blankPglite;
    if (!blank) throw new Error('the global setup made no blank PGlite');
    const dataDir = mkdtempSync(join(tmpdir(), prefix));
    cpSync(blank, join(dataDir, 'pglite'), { recursive: true });
    return dataDir;
}
