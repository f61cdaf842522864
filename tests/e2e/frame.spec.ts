/**
 * Issue #31, point 1: a returning user's frame (header, menu from the last
 * session's stored copy, the page's title, the list's table header) is
 * drawn before the session answers, only the rows waiting for it; the
 * copy is its owner's only and goes with sign-out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN, VIEWER } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    fillLoginForm,
    goToApp,
    signIn,
} from './helpers/login.ts';
import { assertListLoaded, rowTexts } from './helpers/lists.ts';
import { readLocalStorage } from './helpers/plants.ts';
import { holdRequests } from './helpers/network.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import {
    assertInShell,
    assertMenuFromStoredCopy,
    assertMenuHasPage,
    clickLogout,
} from './helpers/shell.ts';

const FRAME_COPY = 'plants.frameCopy';
const FRAME_PLACEHOLDER = '[data-frame-placeholder]';

/** `read()` once it gives the same answer twice, 300 ms apart (lookups answered). */
const settled = async <T>(read: () => Promise<T>): Promise<T> => {
    let last = JSON.stringify(await read());
    for (;;) {
        await new Promise(resolve => setTimeout(resolve, 300));
        const now = await read();
        if (JSON.stringify(now) === last) return now;
        last = JSON.stringify(now);
    }
};

/** Holds every session request until `release()`. */
const holdSession = (page: Page) => holdRequests(page, '**/api/user/session');

/** Whether a link to an administrator's page was ever in the page. */
const watchForAdminLinks = (page: Page) =>
    page.addInitScript(`
        window.sawAdminLink = false;
        new MutationObserver(() => {
            if (document.querySelector('a[href^="/admin/"]'))
                window.sawAdminLink = true;
        }).observe(document, { childList: true, subtree: true });
    `);

describe('The frame before the session', () => {
    const browser = useBrowser();

    test("a returning user's menu, title and table header are drawn while the session is held", async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER, '/contact');
        await assertInShell(page);
        await assertListLoaded(page);
        expect(await readLocalStorage(page.context(), FRAME_COPY)).toContain(
            '/contact'
        );

        const session = await holdSession(page);
        await goToApp(page, '/contact');
        await assertMenuFromStoredCopy(page);
        await assertMenuHasPage(page, 'Contatos', '/contact');
        await page
            .getByRole('heading', { level: 1, name: 'Contatos' })
            .waitFor({ state: 'visible' });
        await page
            .getByRole('columnheader', { name: 'Nome' })
            .first()
            .waitFor({ state: 'visible' });
        // The session is still on hold; the rows, asked for with the
        // token, are drawn in the frame.
        await page
            .locator(`${FRAME_PLACEHOLDER} table tbody tr`)
            .first()
            .waitFor({ state: 'visible' });
        expect(session.held.length).toBe(1);
        await screenshot(page, 'frame-before-session');

        await session.release();
        await assertInShell(page);
        await assertListLoaded(page);
        await assertMenuHasPage(page, 'Contatos', '/contact');
    });

    test("the rows drawn in the frame read as the real list's, dates on the user's clock", async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER, '/sensor');
        await assertInShell(page);
        await assertListLoaded(page);

        const session = await holdSession(page);
        await goToApp(page, '/sensor');
        await assertMenuFromStoredCopy(page);
        await page
            .locator(`${FRAME_PLACEHOLDER} table tbody tr`)
            .first()
            .waitFor({ state: 'visible' });
        const inFrame = await settled(() => rowTexts(page, FRAME_PLACEHOLDER));
        expect(session.held.length).toBe(1);
        // A last-seen time on the company's clock ("27/11/2026, 10:15").
        expect(JSON.stringify(inFrame)).toMatch(
            /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/
        );

        await session.release();
        await assertInShell(page);
        await assertListLoaded(page);
        // The same answer (the list reads the rows the frame drew).
        await expect.poll(() => rowTexts(page, '')).toEqual(inFrame);
    });

    test("sign-out removes the copy, and another user signing in never sees the last one's menu", async () => {
        const { context, page } = await openPage(browser());
        await watchForAdminLinks(page);
        await signIn(page, ADMIN, '/admin/company');
        await assertInShell(page);
        expect(await readLocalStorage(context, FRAME_COPY)).toContain(
            '/admin/company'
        );

        // Signing out removes it.
        await clickLogout(page);
        await assertOnLoginPage(page);
        expect(await readLocalStorage(context, FRAME_COPY)).toBeNull();

        // The administrator again, and this time the identity provider's
        // session ends without a sign-out (its cookies gone): the copy
        // stays in the browser, and the next user signs in.
        await fillLoginForm(page, ADMIN);
        await clickSignIn(page);
        await assertInShell(page);
        expect(await readLocalStorage(context, FRAME_COPY)).toContain(
            '/admin/company'
        );
        await context.clearCookies();
        await page.evaluate(() => {
            (globalThis as unknown as { sawAdminLink?: boolean }).sawAdminLink =
                false;
        });

        const session = await holdSession(page);
        await goToApp(page, '/contact');
        await assertOnLoginPage(page);
        await fillLoginForm(page, VIEWER);
        await clickSignIn(page);
        // Signed in as the viewer, the session held: the wait screen, no
        // administrator's menu.
        await page
            .getByRole('status')
            .getByText('Carregando...')
            .waitFor({ state: 'visible' });
        await expect.poll(() => session.held.length).toBe(1);
        expect(await page.locator('nav a[href^="/admin/"]').count()).toBe(0);
        await session.release();
        await assertInShell(page);
        await assertListLoaded(page);
        expect(
            await page.evaluate(
                () =>
                    (globalThis as unknown as { sawAdminLink?: boolean })
                        .sawAdminLink
            )
        ).toBe(false);
        // The copy is the viewer's now.
        const copy = await readLocalStorage(context, FRAME_COPY);
        expect(copy).toContain('/contact');
        expect(copy).not.toContain('/admin/');
    });
});
