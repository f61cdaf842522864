/**
 * Builds the SPA and starts the whole embedded stack as `npm start` does,
 * once per worker (each file has its worker's stack to itself while it
 * runs, helpers/scenario.ts), with 60-second access tokens so the refresh
 * paths run within a test.
 */
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
    createSeedSnapshot,
    startManyOnCopies,
} from '../api/helpers/database.ts';
import { prepareServerBundle } from '../api/helpers/server.ts';

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
    // Every server of the run, the files' own too, starts this bundle.
    const dropBundle = await prepareServerBundle();
    let seed: Awaited<ReturnType<typeof createSeedSnapshot>> | undefined;
    try {
        // Seeded once; every stack of the run (one per worker, and the files'
        // own, helpers/ownServer.ts) starts on a copy instead of seeding.
        seed = await createSeedSnapshot();
        project.provide('seedSnapshot', seed.snapshot);
        const workers = Math.max(1, project.config.maxWorkers || 1);
        const stacks = await startManyOnCopies(
            workers,
            seed.snapshot,
            'plants-e2e-',
            {
                ACCESS_TOKEN_TTL: '60',
                OIDC_TEST_ENDPOINTS: 'true',
                STATIC_DIR: OUT_DIR,
            }
        );
        project.provide(
            'e2eServers',
            stacks.map(s => s.baseUrl)
        );
        const made = seed;
        return async () => {
            await Promise.all(stacks.map(s => s.stop()));
            await made.drop();
            dropBundle();
        };
    } catch (error) {
        // A failed set-up leaves no bundle or snapshot behind (the run ends here).
        dropBundle();
        await seed?.drop();
        throw error;
    }
}
