/**
 * Sign-in from the HTML (issue #31, points 2 and 3; src/signin/
 * earlySignIn.ts): a signed-out visit goes to the sign-in form without the
 * app starting and comes back to the link opened; a returning visit is
 * signed in by the inline script's silent check, its tokens adopted by
 * keycloak-js (one token request, no refresh); the page's
 * Content-Security-Policy runs that script and no other inline one.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN } from './helpers/accounts.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    fillLoginForm,
    goToApp,
    recordAuthorizationRequests,
    recordTokenRequests,
    signIn,
} from './helpers/login.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickLogout } from './helpers/shell.ts';

const DEEP_LINK = '/admin/company/details/1?from=bookmark';

/** Paths the page asked for, from now on. */
const recordPaths = (page: Page): string[] => {
    const paths: string[] = [];
    page.on('request', r => paths.push(new URL(r.url()).pathname));
    return paths;
};

/** What shows the app started: its API calls, its catalog, keycloak-js's frame. */
const appStarted = (paths: string[]) =>
    paths.filter(
        p =>
            p.startsWith('/api/') ||
            /\/assets\/pt-BR-/.test(p) ||
            p === '/silent-check-sso.html'
    );

const at = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
};

describe('Sign-in from the HTML', () => {
    const browser = useBrowser();

    test('a signed-out visit goes to the sign-in form without starting the app, and back to the link', async () => {
        const { page } = await openPage(browser());
        const paths = recordPaths(page);
        const authorizations = recordAuthorizationRequests(page);

        await goToApp(page, DEEP_LINK);
        await assertOnLoginPage(page);
        expect(appStarted(paths)).toEqual([]);
        // None of the app's code either (build/deferAppScripts.ts): the
        // form had the connection to itself.
        expect(paths.filter(p => p.startsWith('/assets/'))).toEqual([]);
        // No silent check: one authorization request, the form's.
        expect(authorizations.map(a => a.interactive)).toEqual([true]);
        expect(authorizations[0]?.url.searchParams.get('prompt')).toBeNull();

        await fillLoginForm(page, ADMIN);
        await clickSignIn(page);
        await assertInShell(page);
        await page.waitForURL(
            url => url.pathname === '/admin/company/details/1'
        );
        expect(at(page)).toBe(DEEP_LINK);
    });

    test('a returning visit is signed in from the HTML: one token request, none refreshed', async () => {
        const { context, page } = await openPage(browser());
        await signIn(page, ADMIN);
        await assertInShell(page);

        const again = await context.newPage();
        const tokens = recordTokenRequests(again);
        const authorizations = recordAuthorizationRequests(again);
        await again.goto(`${baseUrl()}${DEEP_LINK}`);
        await assertInShell(again);
        await again.getByRole('main').getByRole('textbox').first().waitFor();
        expect(at(again)).toBe(DEEP_LINK);
        expect(
            authorizations.map(a => a.url.searchParams.get('prompt'))
        ).toEqual(['none']);
        expect(tokens).toEqual([
            { grantType: 'authorization_code', status: 200 },
        ]);

        // keycloak-js signs out with the adopted ID token as its hint.
        await clickLogout(again);
        await assertOnLoginPage(again);
        await goToApp(again, DEEP_LINK);
        await assertOnLoginPage(again);
    });

    test('the sign-in session over: the form after the silent check, no API call, back to the link', async () => {
        const { context, page } = await openPage(browser());
        await signIn(page, ADMIN);
        await assertInShell(page);
        // The IdP's session cookies go; this browser's trace of a sign-in stays.
        await context.clearCookies();

        const again = await context.newPage();
        const paths = recordPaths(again);
        await again.goto(`${baseUrl()}${DEEP_LINK}`);
        await assertOnLoginPage(again);
        // The app's code starts beside the silent check (most such visits
        // are signed in), but goes no further: no API call, no second check.
        expect(paths.filter(p => p.startsWith('/api/'))).toEqual([]);
        expect(paths.filter(p => p === '/silent-check-sso.html')).toHaveLength(
            1
        );
        await fillLoginForm(again, ADMIN);
        await clickSignIn(again);
        await assertInShell(again);
        await again.waitForURL(
            url => url.pathname === '/admin/company/details/1'
        );
        expect(at(again)).toBe(DEEP_LINK);
    });

    test("the page's policy runs its own inline script and no other", async () => {
        const res = await fetch(`${baseUrl()}/sensor`);
        const html = await res.text();
        const csp = res.headers.get('content-security-policy') ?? '';
        const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
            m => m[1] ?? ''
        );
        expect(inline).toHaveLength(1);
        const hash = createHash('sha256')
            .update(inline[0] ?? '')
            .digest('base64');
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scriptSrc.split(' ')).toContain(`'sha256-${hash}'`);
        expect(scriptSrc).not.toContain('unsafe-inline');

        // The same page with one more inline script, under the same headers.
        const { page } = await openPage(browser());
        // Outside the page's policy: what the browser refused, kept across
        // the navigation to the sign-in form (same origin, same tab).
        await page.addInitScript({
            content: `document.addEventListener('securitypolicyviolation', e =>
                sessionStorage.setItem('refused', e.effectiveDirective + ' ' + e.blockedURI))`,
        });
        await page.route(`${baseUrl()}/injected`, async route => {
            const response = await route.fetch({ url: `${baseUrl()}/sensor` });
            const body = (await response.text()).replace(
                '<head>',
                "<head><script>location.replace('/injected-script-ran')</script>"
            );
            await route.fulfill({ response, body });
        });
        await page.goto(`${baseUrl()}/injected`);
        // The early sign-in ran (the form), the injected script did not.
        await assertOnLoginPage(page);
        expect(page.url()).not.toContain('injected-script-ran');
        expect(await page.evaluate("sessionStorage.getItem('refused')")).toBe(
            'script-src-elem inline'
        );
    });
});
