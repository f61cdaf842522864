import 'vitest';

/** What the API and e2e global setups hand to their tests with `inject()`. */
declare module 'vitest' {
    export interface ProvidedContext {
        baseUrl: string;
        dataDir: string;
        /** The run's own PostgreSQL database, or '' on PGlite. */
        databaseUrl: string;
    }
}
