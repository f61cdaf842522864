/**
 * The database layer on its own, for the db*.spec.ts files: a database
 * with the migrations and the demo seed, opened in the test process (no
 * server). PGlite in a temp folder, or a fresh PostgreSQL database when
 * DATABASE_URL is set. `openSeededDb()` opens it before a file's tests and
 * closes it after; `db` is set by then (a live binding: read it inside
 * tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../../../server/src/db/index.ts';
import { seedDemoData } from '../../../server/src/seed/index.ts';
import { createTestDatabase } from './database.ts';

export let db: Database;
let dataDir: string;
let dropDb: () => Promise<void> = async () => {};

/** A tag that keeps this file's records apart from the seed's. */
export const run = Math.random().toString(36).slice(2, 8);

/** A watershed the repository accepts. */
export const watershed = (
    name: string,
    extra: Record<string, unknown> = {}
) => ({
    name,
    hydroRegion: 'parana',
    anaBasinCode: '6',
    anaSubBasinCode: '61',
    states: ['MG'],
    ...extra,
});

export function openSeededDb(): void {
    beforeAll(async () => {
        dataDir = mkdtempSync(join(tmpdir(), 'plants-db-'));
        const pg = await createTestDatabase();
        dropDb = pg.drop;
        db = await openDatabase({ databaseUrl: pg.url, dataDir });
        await seedDemoData(db);
    });

    afterAll(async () => {
        await db?.close();
        await dropDb();
        rmSync(dataDir, { recursive: true, force: true });
    });
}
