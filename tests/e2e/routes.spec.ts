/** Routes the profile may not reach show the not-found page (spec section 2). */
import { describe, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { VIEWER } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertNotAtPath } from './helpers/navigation.ts';
import {
    assertNotFoundPage,
    assertNotOnNotFoundPage,
    clickBackToPlatform,
} from './helpers/notFound.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';

describe('Routes', () => {
    const browser = useBrowser();

    test('a plant user typing an admin address gets the not-found page and a way back', async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER);
        await assertInShell(page);

        await goToApp(page, '/admin/company');
        await assertNotFoundPage(page);
        await assertAccessible(page);
        await screenshot(page, 'not-found');

        await clickBackToPlatform(page);
        await assertNotOnNotFoundPage(page);
        await assertInShell(page);
        assertNotAtPath(page, '/admin/company');
    });

    test('an unknown address gets the not-found page too', async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER);
        await assertInShell(page);

        await goToApp(page, '/no-such-page');
        await assertNotFoundPage(page);
    });
});
