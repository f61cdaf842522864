/**
 * Token refresh: an idle session keeps working on refreshed tokens, and
 * one whose IdP session was ended is signed out at its next refresh (spec
 * sections 4, 8). The file runs its own server with 20-second tokens, so
 * the idle wait is 25 s rather than the shared server's 70, and ending the
 * operator's sessions reaches no other file's users. The two scenarios
 * wait in real time, so they run side by side.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OPERATOR, VIEWER } from './helpers/accounts.ts';
import { assertListLoaded, waitForListRequest } from './helpers/lists.ts';
import {
    assertSentToLoginPage,
    endIdentityProviderSessions,
    recordTokenRequests,
    signIn,
} from './helpers/login.ts';
import {
    assertOnPlantSelection,
    clickPlant,
    readStoredPlant,
} from './helpers/plants.ts';
import { startOwnServer, type OwnServer } from './helpers/ownServer.ts';
import { openPage, useBrowser, useOwnServer } from './helpers/scenario.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';

const TOKEN_TTL_S = 20;
/** Longer than the access token lives: only a refreshed token can work. */
const IDLE_MS = (TOKEN_TTL_S + 5) * 1000;

describe.concurrent('Session refresh', () => {
    const browser = useBrowser();
    let own: OwnServer | undefined;

    beforeAll(async () => {
        own = await startOwnServer('refresh', {
            ACCESS_TOKEN_TTL: String(TOKEN_TTL_S),
            OIDC_TEST_ENDPOINTS: 'true',
        });
        useOwnServer(own.server.baseUrl);
    }, 120_000);

    afterAll(async () => {
        useOwnServer(undefined);
        await own?.stop();
    });

    test('after 25 s idle (tokens live 20 s), opening a list works on a refreshed token', async context => {
        const { page } = await openPage(browser(), {}, context);
        const tokenCalls = recordTokenRequests(page);
        await signIn(page, VIEWER);
        await assertInShell(page);

        // The one deliberate real-time wait: token expiry is wall-clock time.
        await page.waitForTimeout(IDLE_MS);

        const listRequest = waitForListRequest(page, 'contact');
        await clickMenuPage(page, 'Contatos');
        expect((await listRequest).status()).toBe(200);
        await assertListLoaded(page);
        await assertInShell(page);
        expect(
            tokenCalls.filter(
                c => c.grantType === 'refresh_token' && c.status === 200
            ).length
        ).toBeGreaterThan(0);
    });

    test('when the IdP session ends, the next refresh signs the user out', async context => {
        const { context: browserContext, page } = await openPage(
            browser(),
            {},
            context
        );
        const tokenCalls = recordTokenRequests(page);
        await signIn(page, OPERATOR);
        const [first = ''] = await assertOnPlantSelection(page, 2);
        await clickPlant(page, first);
        await assertInShell(page);

        await endIdentityProviderSessions(OPERATOR.username);

        // The refresh runs before the token expires; then the login page.
        await assertSentToLoginPage(page, IDLE_MS);
        expect(
            tokenCalls.some(
                c => c.grantType === 'refresh_token' && c.status === 400
            )
        ).toBe(true);
        expect(await readStoredPlant(browserContext)).toBeNull();
    });
});
