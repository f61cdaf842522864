import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileHints } from './build/compileHints.ts';
import {
    DASHBOARD_MODULE,
    dashboardWithoutList,
} from './build/firstScreensShared.ts';
import { precompress } from './build/precompress.ts';
import { serviceWorker } from './build/serviceWorker.ts';
import {
    preloadShell,
    SHELL_MODULE,
    SIGNED_IN_MODULE,
} from './build/preloadShell.ts';
import { slimReactAdmin } from './build/slimReactAdmin.ts';
import { domTestDeps, oneCopyOfEachBundle } from './build/testDeps.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('./shared', import.meta.url));
const i18n = fileURLToPath(new URL('./i18n', import.meta.url));
const root = fileURLToPath(new URL('.', import.meta.url));
const objectEntries = fileURLToPath(
    new URL('./build/objectEntries.cjs', import.meta.url)
);
const dashboard = dashboardWithoutList();

export default defineConfig({
    plugins: [
        react(),
        slimReactAdmin(),
        dashboard.plugin,
        preloadShell(),
        compileHints(['signedIn', 'shell', 'list']),
        precompress(),
        serviceWorker(),
    ],
    resolve: {
        alias: {
            '@': src,
            '@shared': shared,
            '@i18n': i18n,
            'object.entries': objectEntries,
        },
    },
    server: {
        port: 5173,
        // In development the embedded stack runs on 8080 (npm start); proxy it so the SPA keeps one origin.
        proxy: {
            '/api': 'http://localhost:8080',
            '/realms': 'http://localhost:8080',
            '/zabbix': 'http://localhost:8080',
            '/config.json': 'http://localhost:8080',
        },
    },
    build: {
        // Written for developers' tools, not referenced by the scripts;
        // the server does not serve them (server/src/spa.ts).
        sourcemap: 'hidden',
        chunkSizeWarningLimit: 1500,
        rolldownOptions: {
            output: {
                // Everything the entry needs in one chunk: left to itself,
                // Rolldown cuts the shell into a dozen pieces wherever a lazy
                // screen shares a module with it, and every new screen moved
                // kilobytes between them (docs/performance.md, "Chunks";
                // docs/decisions/0002-one-chunk-for-the-shell-and-for-the-list.md).
                //
                // Two chunks start the app: `boot` (the entry's own imports:
                // start-up without React, src/startup.ts) and `shell` (the
                // app, src/main.tsx and all it imports statically, minus
                // what boot already has), which the entry imports
                // dynamically so that sign-in starts before the shell has
                // even compiled.
                codeSplitting: {
                    groups: [
                        { name: 'boot', tags: ['$initial'], priority: 3 },
                        // Start-up's signed-in half and all it needs that
                        // boot has not (react-query, the data provider):
                        // ahead of the shell's group, which would
                        // otherwise take the modules both use, and loading
                        // the half would run the shell before sign-in.
                        {
                            name: 'signedIn',
                            test: SIGNED_IN_MODULE,
                            priority: 2,
                        },
                        // A generated list's code in one chunk, not the
                        // seventeen Rolldown cut: the browser's six
                        // connections to this origin would queue sign-in's
                        // requests behind them (docs/performance.md,
                        // "Chunks").
                        {
                            name: 'list',
                            test: /[\\/]src[\\/]builders[\\/]list[\\/]ResourceList\.tsx$/,
                            priority: 0,
                        },
                        // The dashboard's too (the first screen after sign-in):
                        // it was six small chunks beside the token's request.
                        {
                            name: 'dashboard',
                            test: DASHBOARD_MODULE,
                            priority: 0,
                        },
                        // With the few modules the dashboard shares with the
                        // list (build/firstScreensShared.ts).
                        {
                            name: 'shell',
                            test: id =>
                                SHELL_MODULE.test(id) ||
                                dashboard.sharedWithList(id),
                            priority: 1,
                        },
                    ],
                },
            },
        },
    },
    test: {
        // Vitest's default is one worker fewer than the cores: one on a
        // 2-core machine, where the tests' main process is mostly idle
        // (docs/performance.md, "Test run times").
        maxWorkers: availableParallelism(),
        projects: [
            {
                extends: true,
                plugins: [oneCopyOfEachBundle()],
                test: {
                    name: 'unit',
                    // happy-dom in a fresh VM context per file inside
                    // long-lived workers, instead of jsdom in a fresh worker
                    // per file: 137 s against 343 s for this project, 40 %
                    // less CPU (docs/decisions/0005-test-run-architecture.md).
                    // The API project's screen tests use happy-dom too, with
                    // Node's fetch kept (tests/api/screenEnvironment/).
                    environment: 'happy-dom',
                    pool: 'vmThreads',
                    globals: true,
                    setupFiles: [
                        'tests/setup.ts',
                        'tests/missingKeys.ts',
                        'tests/helpers/noOwnerStacks.ts',
                    ],
                    include: ['tests/unit/**/*.spec.tsx'],
                    deps: domTestDeps(root),
                    // A screen's first render imports and draws a lot; on a
                    // busy 2-core machine 5 s (the default) failed tests
                    // that pass. A hang still fails.
                    testTimeout: 15000,
                },
            },
            {
                extends: true,
                test: {
                    name: 'unit-node',
                    environment: 'node',
                    globals: true,
                    setupFiles: ['tests/missingKeys.ts'],
                    include: ['tests/unit/**/*.spec.ts'],
                    // Plain modules, no DOM: one worker imports them once
                    // for all files (a third of the CPU time, measured in
                    // docs/decisions/0005-test-run-architecture.md). A file
                    // that mocks a module or stubs a global restores it in
                    // its afterEach.
                    isolate: false,
                },
            },
            {
                extends: true,
                // Its .spec.tsx files render screens in happy-dom with
                // Node's fetch (`@vitest-environment screens`,
                // tests/api/screenEnvironment/).
                plugins: [oneCopyOfEachBundle()],
                test: {
                    name: 'api',
                    environment: 'node',
                    globals: true,
                    include: ['tests/api/**/*.spec.{ts,tsx}'],
                    setupFiles: [
                        'tests/missingKeys.ts',
                        'tests/helpers/noOwnerStacks.ts',
                    ],
                    deps: domTestDeps(root),
                    globalSetup: ['tests/api/globalSetup.ts'],
                    testTimeout: 30000,
                    hookTimeout: 120000,
                    // Each worker's files use a shared server of its own
                    // (tests/api/helpers/shared.ts), in one process that
                    // imports the server's code, the helpers and
                    // react-admin once instead of a process per file: a
                    // fifth less CPU for the project
                    // (docs/decisions/0005-test-run-architecture.md). Every
                    // file stops what it starts and restores what it stubs.
                    isolate: false,
                },
            },
            {
                extends: true,
                test: {
                    name: 'e2e',
                    environment: 'node',
                    include: ['tests/e2e/**/*.spec.ts'],
                    globalSetup: ['tests/e2e/globalSetup.ts'],
                    testTimeout: 180000,
                    hookTimeout: 300000,
                    // Files run as many at a time as there are workers,
                    // each on its worker's stack (helpers/scenario.ts).
                },
            },
        ],
    },
});
