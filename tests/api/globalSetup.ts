/**
 * Starts the real server (`server/src/main.ts`) as a child process on a free
 * port with a fresh data folder, the way `npm start` runs it, and hands its
 * URL to the API tests. With DATABASE_URL set (CI), it runs on PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from './helpers/database.ts';
import { startServer, stopServer } from './helpers/server.ts';

let child: ChildProcess | undefined;

export default async function setup(project: TestProject) {
    const dataDir = mkdtempSync(join(tmpdir(), 'plants-api-'));
    const database = await createTestDatabase();
    const started = await startServer({
        dataDir,
        env: {
            OIDC_TEST_ENDPOINTS: 'true',
            ...(database.url ? { DATABASE_URL: database.url } : {}),
        },
    });
    child = started.child;
    project.provide('baseUrl', started.baseUrl);
    project.provide('dataDir', dataDir);
    project.provide('databaseUrl', database.url ?? '');
    return async () => {
        await stopServer(child);
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
    };
}
