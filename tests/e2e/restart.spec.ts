/**
 * A restart of the server keeps users signed in (issue #13, point 6): the
 * embedded sign-in keeps its keys and sessions in the database. A user in
 * the app while the server restarts keeps working on the token they hold,
 * and a reload signs them in again silently, never an error page nor the
 * login form. This file runs its own server (same port and data folder
 * across the restart), serving the run's build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase } from '../api/helpers/database.ts';
import {
    startServer,
    stopServer,
    type StartedServer,
} from '../api/helpers/server.ts';
import { VIEWER } from './helpers/accounts.ts';
import { assertListLoaded, waitForListRequest } from './helpers/lists.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    fillLoginForm,
} from './helpers/login.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';

const OUT_DIR = process.env.E2E_OUT_DIR ?? join(tmpdir(), 'plants-e2e-dist');

let server: StartedServer | undefined;
let dataDir: string;
let env: Record<string, string>;
let dropDb: () => Promise<void> = async () => {};

beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'plants-e2e-restart-'));
    const database = await createTestDatabase();
    dropDb = database.drop;
    env = {
        ACCESS_TOKEN_TTL: '60',
        STATIC_DIR: OUT_DIR,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
    };
    server = await startServer({ dataDir, env });
}, 120_000);

afterAll(async () => {
    await stopServer(server?.child);
    await dropDb();
    rmSync(dataDir, { recursive: true, force: true });
});

describe('Server restart', () => {
    const browser = useBrowser();

    test('a signed-in user stays signed in across a restart', async () => {
        if (!server) throw new Error('no server');
        const { baseUrl, port } = server;
        const { page } = await openPage(browser());
        await page.goto(`${baseUrl}/`);
        await assertOnLoginPage(page);
        await fillLoginForm(page, VIEWER);
        await clickSignIn(page);
        await assertInShell(page);

        expect(await stopServer(server.child)).toBe(0);
        server = await startServer({ dataDir, port, env });

        // The token from before the restart still opens a list.
        const listRequest = waitForListRequest(page, 'contact');
        await clickMenuPage(page, 'Contatos');
        expect((await listRequest).status()).toBe(200);
        await assertListLoaded(page);

        // A reload signs in silently with the session from before.
        await page.reload();
        await assertInShell(page);
        expect(new URL(page.url()).pathname).not.toMatch(/^\/realms\//);
        expect(await page.locator('#kc-form-login').count()).toBe(0);
    }, 180_000);
});
