/**
 * Builds the SPA and starts the whole embedded stack as `npm start` does,
 * with 60-second access tokens so the refresh paths run within a test.
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestDatabase } from '../api/helpers/database.ts';
import { startServer, stopServer } from '../api/helpers/server.ts';

let child: ChildProcess | undefined;

/**
 * The run's own build: `dist/` is shared with `npm start` and the bench,
 * and a rebuild there in the middle of a run breaks the pages under test.
 * `E2E_OUT_DIR` gives a second checkout (a git worktree) its own.
 */
const OUT_DIR = process.env.E2E_OUT_DIR ?? join(tmpdir(), 'plants-e2e-dist');

export default async function setup(project: TestProject) {
    if (process.env.E2E_SKIP_BUILD !== '1') {
        execFileSync(
            process.execPath,
            [
                'node_modules/vite/bin/vite.js',
                'build',
                '--logLevel',
                'warn',
                '--outDir',
                OUT_DIR,
                '--emptyOutDir',
            ],
            {
                stdio: 'inherit',
                // Vitest sets NODE_ENV=test, which Vite would carry into the
                // bundle (React's development build): test what users get.
                env: { ...process.env, NODE_ENV: 'production' },
            }
        );
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'plants-e2e-'));
    const database = await createTestDatabase();
    const started = await startServer({
        dataDir,
        env: {
            ACCESS_TOKEN_TTL: '60',
            OIDC_TEST_ENDPOINTS: 'true',
            STATIC_DIR: OUT_DIR,
            ...(database.url ? { DATABASE_URL: database.url } : {}),
        },
    });
    child = started.child;
    project.provide('baseUrl', started.baseUrl);
    return async () => {
        await stopServer(child);
        await database.drop();
        rmSync(dataDir, { recursive: true, force: true });
    };
}
