/**
 * Seeds the run's database once (a snapshot that files starting their own
 * server copy, helpers/database.ts), then starts the real server
 * (`server/src/main.ts`) as a child process on a free port, the way
 * `npm start` runs it, once per worker, each on a copy of the snapshot, and
 * hands their URLs to the API tests (helpers/shared.ts). With DATABASE_URL
 * set (CI), they run on PostgreSQL.
 */
import type { TestProject } from 'vitest/node';
import {
    copySnapshot,
    createSeedSnapshot,
    type DatabaseSnapshot,
} from './helpers/database.ts';
import { startServer, stopServer } from './helpers/server.ts';

const sharedServer = async (snapshot: DatabaseSnapshot) => {
    const database = await copySnapshot(snapshot, 'plants-api-');
    const started = await startServer({
        dataDir: database.dataDir,
        env: {
            OIDC_TEST_ENDPOINTS: 'true',
            ...(database.url ? { DATABASE_URL: database.url } : {}),
        },
    });
    return {
        url: started.baseUrl,
        dataDir: database.dataDir,
        stop: async () => {
            await stopServer(started.child);
            await database.drop();
        },
    };
};

export default async function setup(project: TestProject) {
    const seed = await createSeedSnapshot();
    const workers = Math.max(1, project.config.maxWorkers || 1);
    const servers = await Promise.all(
        Array.from({ length: workers }, () => sharedServer(seed.snapshot))
    );
    project.provide(
        'sharedServers',
        servers.map(s => ({ baseUrl: s.url, dataDir: s.dataDir }))
    );
    project.provide('seedSnapshot', seed.snapshot);
    return async () => {
        await Promise.all(servers.map(s => s.stop()));
        await seed.drop();
    };
}
