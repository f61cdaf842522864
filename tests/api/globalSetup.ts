/**
 * Seeds the run's database once (a snapshot that files starting their own
 * server copy, helpers/database.ts), then starts the real server (the
 * bundle of `server/src/main.ts`) as a child process on a free port, the
 * way `npm start` runs it, once per worker, each on a copy of the snapshot, and
 * hands their URLs to the API tests (helpers/shared.ts). With DATABASE_URL
 * set (CI), they run on PostgreSQL, but for the embedded driver's own files.
 */
import type { TestProject } from 'vitest/node';
import { createSeedSnapshot, startManyOnCopies } from './helpers/database.ts';
import { prepareServerBundle } from './helpers/server.ts';

export default async function setup(project: TestProject) {
    // Every server of the run, the files' own too, starts this bundle.
    const dropBundle = await prepareServerBundle();
    let seed: Awaited<ReturnType<typeof createSeedSnapshot>> | undefined;
    let embedded: typeof seed;
    try {
        // The embedded driver's own files copy a blank or a seeded PGlite,
        // in a PostgreSQL run too (the one run CI makes of this project).
        const onPostgres = Boolean(process.env.DATABASE_URL);
        seed = await createSeedSnapshot({ withBlankPglite: !onPostgres });
        if (onPostgres) {
            embedded = await createSeedSnapshot({
                withBlankPglite: true,
                embedded: true,
            });
            seed.snapshot.embedded = embedded.snapshot;
        }
        const snapshot = seed.snapshot;
        const workers = Math.max(1, project.config.maxWorkers || 1);
        const servers = await startManyOnCopies(
            workers,
            snapshot,
            'plants-api-',
            { OIDC_TEST_ENDPOINTS: 'true' }
        );
        project.provide(
            'sharedServers',
            servers.map(s => ({ baseUrl: s.baseUrl, dataDir: s.dataDir }))
        );
        project.provide('seedSnapshot', snapshot);
        const made = [seed, embedded];
        return async () => {
            await Promise.all(servers.map(s => s.stop()));
            dropBundle();
            for (const m of made) await m?.drop();
        };
    } catch (error) {
        // A failed set-up leaves no bundle or snapshot behind (the run ends here).
        dropBundle();
        await seed?.drop();
        await embedded?.drop();
        throw error;
    }
}
