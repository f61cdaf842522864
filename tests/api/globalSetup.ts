/**
 * Seeds the run's database once (a snapshot that files starting their own
 * server copy, helpers/database.ts), then starts the real server
 * (`server/src/main.ts`) as a child process on a free port on a copy of it,
 * the way `npm start` runs it, and hands its URL to the API tests. With
 * DATABASE_URL set (CI), it runs on PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { copySeedSnapshot, createSeedSnapshot } from './helpers/database.ts';
import { startServer, stopServer } from './helpers/server.ts';

let child: ChildProcess | undefined;

export default async function setup(project: TestProject) {
    const seed = await createSeedSnapshot();
    const database = await copySeedSnapshot(seed.snapshot, 'plants-api-');
    const started = await startServer({
        dataDir: database.dataDir,
        env: {
            OIDC_TEST_ENDPOINTS: 'true',
            ...(database.url ? { DATABASE_URL: database.url } : {}),
        },
    });
    child = started.child;
    project.provide('baseUrl', started.baseUrl);
    project.provide('dataDir', database.dataDir);
    project.provide('databaseUrl', database.url ?? '');
    project.provide('seedSnapshot', seed.snapshot);
    return async () => {
        await stopServer(child);
        await database.drop();
        await seed.drop();
    };
}
