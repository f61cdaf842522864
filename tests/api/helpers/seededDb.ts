/**
 * The database layer on its own, for the db*.spec.ts files: a database
 * with the migrations and the demo seed (a copy of the run's seeded
 * snapshot), opened in the test process (no server). PGlite in a temp
 * folder, or a PostgreSQL database of its own when DATABASE_URL is set. `openSeededDb()` opens it before a file's tests and
 * closes it after; `db` is set by then (a live binding: read it inside
 * tests).
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/src/db/index.ts';
import { openSeededDatabase } from './seeded.ts';

export let db: Database;
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
        ({ db, drop: dropDb } = await openSeededDatabase('plants-db-'));
    });

    afterAll(async () => {
        await dropDb();
    });
}
