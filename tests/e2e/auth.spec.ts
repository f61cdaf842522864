/**
 * Signing in and out through the identity provider's login page
 * (spec section 4: PKCE S256, fragment response mode; logout forgets the
 * plant and returns to the origin).
 */
import type { Page } from 'playwright-core';
import { assertAccessible } from './helpers/axe.ts';
import { describe, expect, test } from 'vitest';
import { ADMIN, OPERATOR, VIEWER, type Account } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { recordNavigations } from './helpers/navigation.ts';
import {
    assertBackInApp,
    assertLoginError,
    assertOnLoginPage,
    assertPkceFragmentAuthorization,
    clickSignIn,
    fillLoginForm,
    goToApp,
    recordAuthorizationRequests,
    signIn,
} from './helpers/login.ts';
import { assertColumnAll, assertListLoaded } from './helpers/lists.ts';
import {
    assertNotFoundPage,
    assertNotOnNotFoundPage,
} from './helpers/notFound.ts';
import {
    assertOnPlantSelection,
    clickPlant,
    readStoredPlant,
} from './helpers/plants.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickLogout } from './helpers/shell.ts';

describe('Signing in and out', () => {
    const browser = useBrowser();

    const accounts: { account: Account; plants: number }[] = [
        { account: ADMIN, plants: 0 },
        { account: OPERATOR, plants: 2 },
        { account: VIEWER, plants: 1 },
    ];

    test.each(accounts)(
        '$account.username signs in on the login page with PKCE S256 and the fragment response mode',
        async ({ account, plants }) => {
            const { page } = await openPage(browser());
            const authorizations = recordAuthorizationRequests(page);

            await goToApp(page);
            await assertOnLoginPage(page);
            if (account === ADMIN) await screenshot(page, 'login');
            await fillLoginForm(page, account);
            await clickSignIn(page);
            await assertBackInApp(page);

            // Several plants: the chooser; otherwise straight into the shell.
            if (plants > 1) await assertOnPlantSelection(page, plants);
            else await assertInShell(page);
            assertPkceFragmentAuthorization(authorizations);
        }
    );

    test('a wrong password shows the error on the login page', async () => {
        const { page } = await openPage(browser());

        await goToApp(page);
        await assertOnLoginPage(page);
        await fillLoginForm(page, {
            username: OPERATOR.username,
            password: 'Wrong#2026',
        });
        await clickSignIn(page);

        await assertLoginError(page);
        await assertAccessible(page);
        await screenshot(page, 'login-error');
    });

    test('logout forgets the selected plant and returns to the origin', async () => {
        const { context, page } = await openPage(browser());
        await signIn(page, OPERATOR);
        const [, second = ''] = await assertOnPlantSelection(page, 2);
        await clickPlant(page, second);
        await assertInShell(page);
        expect(await readStoredPlant(context)).not.toBeNull();

        const visited = recordNavigations(page);
        await clickLogout(page);

        // Back at the origin, signed out: the app sends the user to sign in.
        await assertOnLoginPage(page);
        expect(visited).toContain(`${new URL(baseUrl()).origin}/`);
        expect(await readStoredPlant(context)).toBeNull();
    });

    describe('a link opened signed out is where sign-in ends', () => {
        const at = (page: Page) => {
            const url = new URL(page.url());
            return url.pathname + url.search;
        };

        test('admin: the details of a record, with its query string', async () => {
            const { page } = await openPage(browser());
            const path = '/admin/company/details/1?from=bookmark';
            await signIn(page, ADMIN, path);
            await assertInShell(page);
            await page.waitForURL(
                url => url.pathname === '/admin/company/details/1'
            );
            expect(at(page)).toBe(path);
            await assertNotOnNotFoundPage(page);
            await page.getByRole('main').getByRole('textbox').first().waitFor();
        });

        test('operator: a filtered list, after the plant chooser', async () => {
            const { page } = await openPage(browser());
            const path = `/measure?filter=${encodeURIComponent('{"criticality":"critical"}')}`;
            await signIn(page, OPERATOR, path);
            const [first = ''] = await assertOnPlantSelection(page, 2);
            await clickPlant(page, first);
            await assertListLoaded(page);
            expect(at(page)).toContain(path);
            await assertColumnAll(page, 'Criticidade', 'Crítica');
        });

        test('a page the profile lacks still gives the not-found page', async () => {
            const { page } = await openPage(browser());
            await signIn(page, VIEWER, '/admin/company');
            await assertNotFoundPage(page);
            expect(at(page)).toBe('/admin/company');
        });
    });
});
