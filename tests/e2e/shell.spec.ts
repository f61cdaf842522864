/** The shell: language switch, and the drawer at phone and desktop widths. */
import { describe, expect, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { VIEWER } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertAtPath, reload } from './helpers/navigation.ts';
import { assertNotFoundPage } from './helpers/notFound.ts';
import { readLocalStorage } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import {
    assertDrawerClosed,
    assertDrawerIsPersistent,
    assertDrawerIsTemporary,
    assertDrawerOpenAsOverlay,
    assertDrawerOpenBesidePage,
    assertInShell,
    assertLanguageSwitcherShows,
    clickMenuPage,
    clickMenuToggle,
    selectLanguage,
} from './helpers/shell.ts';

describe('Shell', () => {
    const browser = useBrowser();

    test('the language switch persists across a reload', async () => {
        const { context, page } = await openPage(browser(), {
            locale: 'pt-BR',
        });
        await signIn(page, VIEWER);
        await assertInShell(page, 'pt-BR');

        await selectLanguage(page, 'en-US', 'pt-BR');
        await assertInShell(page, 'en-US');
        expect(await readLocalStorage(context, 'locale')).toBe('en-US');

        await reload(page);
        await assertInShell(page, 'en-US');
        await assertLanguageSwitcherShows(page, 'en-US');
        await assertAccessible(page);
        await screenshot(page, 'shell-en-US');

        await goToApp(page, '/admin/company');
        await assertNotFoundPage(page, 'en-US');
        await assertAccessible(page);
        await screenshot(page, 'not-found-en-US');
    });

    test('the header and the tab name the page once, and keep it across a reload', async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER);
        await assertInShell(page);
        const title = page.locator('#react-admin-title');
        for (const [path, name] of [
            ['/dashboard', 'Painel'],
            ['/sensor', 'Sensores'],
            ['/alerts', 'Alertas'],
        ] as const) {
            await goToApp(page, path);
            await assertInShell(page);
            await expect.poll(() => title.textContent()).toBe(name);
            await reload(page);
            await assertInShell(page);
            await expect.poll(() => title.textContent()).toBe(name);
            // After the count of open alerts, if any: "(4) Painel · …".
            await expect
                .poll(() => page.title())
                .toMatch(
                    new RegExp(
                        `^(\\(\\d+\\) )?${name} · Monitoramento de Usinas$`
                    )
                );
        }
    });

    test('at 768 px the drawer is temporary: an overlay that closes on navigation', async () => {
        const { page } = await openPage(browser(), { width: 768, height: 900 });
        await signIn(page, VIEWER);
        await assertInShell(page);

        await assertDrawerIsTemporary(page);
        await assertDrawerClosed(page);
        await clickMenuToggle(page);
        await assertDrawerOpenAsOverlay(page);
        await assertAccessible(page);
        await screenshot(page, 'drawer-768');

        await clickMenuPage(page, 'Contatos');
        await assertAtPath(page, '/contact');
        await assertDrawerClosed(page);
    });

    test('at 1280 px the drawer is persistent: beside the page, open across navigation', async () => {
        const { page } = await openPage(browser(), { width: 1280 });
        await signIn(page, VIEWER);
        await assertInShell(page);

        await assertDrawerIsPersistent(page);
        await assertDrawerOpenBesidePage(page);
        await clickMenuPage(page, 'Contatos');
        await assertAtPath(page, '/contact');
        await assertDrawerOpenBesidePage(page);

        await clickMenuToggle(page);
        await assertDrawerClosed(page);
    });
});
