/**
 * Issue #31, point 1: the page before the app (src/earlyPage). A returning
 * user's list is drawn by the HTML's inline script from the copy the app
 * kept, its rows from this visit's answer, before the app's code has run;
 * the app takes the same answers (nothing asked twice) and then the page.
 * The copy is its owner's only and goes with sign-out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { OPERATOR, VIEWER } from './helpers/accounts.ts';
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
import { assertInShell, clickLogout } from './helpers/shell.ts';

const SNAPSHOTS = 'plants.pageSnapshots';
const EARLY = '#early-page';

/** Holds the app's entry script (src/boot.ts's chunk) until `release()`. */
const holdAppCode = (page: Page) =>
    holdRequests(page, /\/assets\/index-[\w-]+\.js$/);

/** Counts the API's GETs by path. */
const countRequests = (page: Page) => {
    const counts = new Map<string, number>();
    page.on('request', request => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/'))
            counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    });
    return counts;
};

/** Whether the page before the app was ever drawn in this page. */
const watchForEarlyPage = (page: Page) =>
    page.addInitScript(`
        window.sawEarlyPage = false;
        new MutationObserver(() => {
            if (document.getElementById('early-page')) window.sawEarlyPage = true;
        }).observe(document, { childList: true, subtree: true });
    `);

const sawEarlyPage = (page: Page) =>
    page.evaluate(
        () => (globalThis as unknown as { sawEarlyPage?: boolean }).sawEarlyPage
    );

/** Signed in, the list seen once and its copy kept. */
const seenOnce = async (page: Page, path: string) => {
    await assertInShell(page);
    await assertListLoaded(page);
    await expect
        .poll(() => readLocalStorage(page.context(), SNAPSHOTS), {
            timeout: 15_000,
        })
        .toContain(`"${path}"`);
};

describe('The page before the app', () => {
    const browser = useBrowser();

    test("a returning user's list and rows are drawn before the app's code runs, and read as the app's", async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER, '/sensor');
        await seenOnce(page, '/sensor');

        const code = await holdAppCode(page);
        const requests = countRequests(page);
        const problems: string[] = [];
        page.on('console', message => {
            if (/Content.Security.Policy|Refused/i.test(message.text()))
                problems.push(message.text());
        });
        await goToApp(page, '/sensor');
        await page
            .locator(`${EARLY} table tbody tr`)
            .first()
            .waitFor({ state: 'visible' });
        expect(code.held.length).toBe(1);
        const early = page.locator(EARLY);
        expect(await early.getAttribute('aria-hidden')).toBe('true');
        expect(await early.locator('[inert]').count()).toBe(1);
        await expect
            .poll(() => page.getByText('Sensores').first().isVisible())
            .toBe(true);
        const before = await rowTexts(page, EARLY);
        // The last-seen time on the company's clock, as the app writes it.
        expect(JSON.stringify(before)).toMatch(
            /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/
        );
        await screenshot(page, 'early-page');

        await code.release();
        await early.waitFor({ state: 'detached' });
        await assertListLoaded(page);
        const after = await rowTexts(page, '#root');
        expect(after.length).toBe(before.length);
        // Word for word, but for the columns the app alone draws (a
        // reference's name) which the page before it leaves empty.
        before.forEach((row, i) =>
            row.forEach((text, j) => {
                if (text) expect(text).toBe(after[i]?.[j]);
            })
        );
        expect(before.flat().filter(Boolean).length).toBeGreaterThan(
            before.length * 4
        );
        // The app took the answers to the inline script's requests.
        expect(requests.get('/api/user/session')).toBe(1);
        expect(requests.get('/api/sensor/search')).toBe(1);
        expect(problems).toEqual([]);
    });

    test("a returning user's dashboard figures are drawn before the app's code runs, and read as the app's", async () => {
        const { page } = await openPage(browser());
        await signIn(page, VIEWER, '/dashboard');
        await assertInShell(page);
        await page.locator('#readings-title').waitFor({ state: 'visible' });
        await expect
            .poll(() => readLocalStorage(page.context(), SNAPSHOTS), {
                timeout: 15_000,
            })
            .toContain('"/dashboard"');

        const code = await holdAppCode(page);
        const requests = countRequests(page);
        await goToApp(page, '/dashboard');
        const figures = page.locator(`${EARLY} [data-early-value]`);
        await expect
            .poll(async () => (await figures.allTextContents()).join('|'))
            .toMatch(/^\d[\d.]*(\|\d[\d.]*){3}$/);
        expect(code.held.length).toBe(1);
        const before = await figures.allTextContents();
        await screenshot(page, 'early-page-dashboard');

        await code.release();
        await page.locator(EARLY).waitFor({ state: 'detached' });
        const after = await page
            .locator('#root [data-early-value]')
            .allTextContents();
        expect(after).toEqual(before);
        expect(requests.get('/api/dashboard/summary')).toBe(1);
        expect(requests.get('/api/user/session')).toBe(1);
    });

    test("sign-out removes the copies, and another user never sees the last one's page", async () => {
        const { context, page } = await openPage(browser());
        await signIn(page, VIEWER, '/sensor');
        await seenOnce(page, '/sensor');
        await clickLogout(page);
        await assertOnLoginPage(page);
        expect(await readLocalStorage(context, SNAPSHOTS)).toBeNull();

        // Seen again, and this time the identity provider's session ends
        // without a sign-out: the copy stays, and another user signs in.
        await fillLoginForm(page, VIEWER);
        await clickSignIn(page);
        await assertInShell(page);
        await goToApp(page, '/sensor');
        await seenOnce(page, '/sensor');
        const viewersCopy = await readLocalStorage(context, SNAPSHOTS);
        await context.clearCookies();
        await watchForEarlyPage(page);
        await goToApp(page, '/sensor');
        await assertOnLoginPage(page);
        await fillLoginForm(page, OPERATOR);
        await clickSignIn(page);
        // The operator chooses a plant first (spec section 4), unless the
        // one stored on this browser is one of theirs.
        const choose = page.getByRole('button', { name: /CNPJ/ }).first();
        await choose.or(page.locator('nav a').first()).first().waitFor();
        if (await choose.isVisible()) await choose.click();
        await assertInShell(page);
        await assertListLoaded(page);
        expect(await sawEarlyPage(page)).toBe(false);

        // Even were the viewer's copy still there, the operator's next
        // visit does not draw it: the token names another user.
        await expect
            .poll(() => readLocalStorage(context, SNAPSHOTS))
            .not.toBe(viewersCopy);
        // Away from the list, which keeps its copy up to date.
        await goToApp(page, '/my-profile');
        await assertInShell(page);
        await page.evaluate(
            ([key, copy]) =>
                (
                    globalThis as unknown as {
                        localStorage: { setItem(k: string, v: string): void };
                    }
                ).localStorage.setItem(key!, copy!),
            [SNAPSHOTS, viewersCopy]
        );
        await goToApp(page, '/sensor');
        await assertListLoaded(page);
        expect(await sawEarlyPage(page)).toBe(false);
    });
});
