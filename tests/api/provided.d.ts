import 'vitest';
import type { SeedSnapshot } from './helpers/database.ts';
import type { SharedServer } from './helpers/shared.ts';

/** What the API and e2e global setups hand to their tests with `inject()`. */
declare module 'vitest' {
    export interface ProvidedContext {
        /** The e2e stacks' URLs, one per worker (e2e/helpers/scenario.ts). */
        e2eServers: string[];
        /** The API tests' servers, one per worker (helpers/shared.ts). */
        sharedServers: SharedServer[];
        /** The run's seeded database to copy. */
        seedSnapshot: SeedSnapshot;
    }
}
