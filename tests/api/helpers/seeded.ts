/**
 * For a test file that starts its own server or opens the database itself:
 * a copy of the run's seeded snapshot (helpers/database.ts), already
 * migrated and seeded, in a new data folder (`prefix` names it).
 */
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/src/db/index.ts';
import { copySeedSnapshot } from './database.ts';

export const seededDatabase = (prefix: string) =>
    copySeedSnapshot(inject('seedSnapshot'), prefix);

/** A copy opened in this process (no server); `drop` closes and removes it. */
export async function openSeededDatabase(
    prefix: string
): Promise<{ db: Database; drop(): Promise<void> }> {
    const copy = await seededDatabase(prefix);
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
