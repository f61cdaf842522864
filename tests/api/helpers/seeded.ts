/**
 * For a test file that starts its own server or opens the database itself:
 * a copy of the run's seeded snapshot (helpers/database.ts), already
 * migrated and seeded, in a new data folder (`prefix` names it).
 */
import { inject } from 'vitest';
import { copySeedSnapshot } from './database.ts';

export const seededDatabase = (prefix: string) =>
    copySeedSnapshot(inject('seedSnapshot'), prefix);
