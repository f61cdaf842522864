import 'vitest';
import type { SeedSnapshot } from './helpers/database.ts';

/** What the API and e2e global setups hand to their tests with `inject()`. */
declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
        dataDir: string;
        /** The run's own PostgreSQL database, or '' on PGlite. */
        databaseUrl: string;
        /** The run's seeded database to copy (API tests only). */
        seedSnapshot: SeedSnapshot;
    }
}
