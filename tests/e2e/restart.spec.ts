/**
 * A restart of the server keeps users signed in: the
 * embedded sign-in keeps its keys and sessions in the database. A user in
 * the app while the server restarts keeps working on the token they hold,
 * and a reload signs them in again silently, never an error page nor the
 * login form. This file runs its own server (same port and data folder
 * across the restart), serving the run's build.
 *
 * A screen's code that cannot be fetched for a while (the server away, a
 * dropped connection) is asked for again until it arrives, and the screen
 * draws without a reload (src/providers/retryImport.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VIEWER } from './helpers/accounts.ts';
import { assertListLoaded, waitForListRequest } from './helpers/lists.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    fillLoginForm,
} from './helpers/login.ts';
import { assertAtDetailsPath } from './helpers/navigation.ts';
import { startOwnServer, type OwnServer } from './helpers/ownServer.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertFieldReadOnly } from './helpers/forms.ts';
import { MONITORING_TEXTS } from './helpers/monitoring.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';
import { waitForNetworkQuiet } from './helpers/network.ts';

let own: OwnServer | undefined;

beforeAll(async () => {
    own = await startOwnServer('restart', { ACCESS_TOKEN_TTL: '60' });
}, 120_000);

afterAll(async () => {
    await own?.stop();
});

describe('Server restart', () => {
    const browser = useBrowser();

    test('a signed-in user stays signed in across a restart', async () => {
        if (!own) throw new Error('no server');
        const { baseUrl } = own.server;
        const { page } = await openPage(browser());
        await page.goto(`${baseUrl}/`);
        await assertOnLoginPage(page);
        await fillLoginForm(page, VIEWER);
        await clickSignIn(page);
        await assertInShell(page);
        // The screen the user stands on is drawn, and its code and data
        // have arrived: the restart below is the subject, not a race with
        // the first screen's downloads.
        await page
            .getByRole('heading', { name: MONITORING_TEXTS['pt-BR'].alerts })
            .waitFor();
        await waitForNetworkQuiet(page);

        expect(await own.restart()).toBe(0);

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

    test('a screen whose code could not be fetched draws once it can be', async () => {
        if (!own) throw new Error('no server');
        const { page } = await openPage(browser());
        await page.goto(`${own.server.baseUrl}/`);
        await assertOnLoginPage(page);
        await fillLoginForm(page, VIEWER);
        await clickSignIn(page);
        await assertInShell(page);
        await page
            .getByRole('heading', { name: MONITORING_TEXTS['pt-BR'].alerts })
            .waitFor();
        await waitForNetworkQuiet(page);

        await clickMenuPage(page, 'Contatos');
        await assertListLoaded(page);
        await page.evaluate(() => {
            (globalThis as Record<string, unknown>).sameDocument = true;
        });

        // From here every script is refused as a dropped connection
        // refuses it: the details' code (a hand-written view, not loaded
        // yet) cannot arrive.
        let refused = 0;
        const code = /\/assets\/[^/]+\.js$/;
        await page.route(code, route => {
            refused += 1;
            return route.abort('connectionrefused');
        });
        await page.locator('table tbody tr').first().click();
        await assertAtDetailsPath(page, '/contact');
        await expect
            .poll(() => refused, { timeout: 10_000 })
            .toBeGreaterThan(1);
        await page.unroute(code);

        // Asked for again, it arrives: the record draws, with no error
        // screen and no reload.
        await assertFieldReadOnly(page, 'Nome');
        expect(
            await page.getByRole('heading', { name: 'Algo deu errado' }).count()
        ).toBe(0);
        expect(
            await page.evaluate(
                () => (globalThis as Record<string, unknown>).sameDocument
            )
        ).toBe(true);
    }, 120_000);
});
