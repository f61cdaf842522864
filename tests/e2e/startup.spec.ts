/**
 * Start-up by standard means (docs/performance.md, "Start-up"): the page
 * has no inline script; a browser nobody signed in to goes straight to
 * the sign-in form, without the app's shell, and comes back to the link
 * opened; a returning visit
 * is signed in by keycloak-js's silent check with one token request, and
 * one whose session ended gets the form after it; the page's
 * Content-Security-Policy runs no inline script; the service worker
 * precaches the build, answers a returning visit's scripts from Cache
 * Storage, serves the last page when the network is down, and a new
 * build waiting is offered to the user.
 */
import {
    cpSync,
    mkdtempSync,
    readFileSync,
    rmSync,
    writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN, OPERATOR } from './helpers/accounts.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    endIdentityProviderSessions,
    fillLoginForm,
    goToApp,
    recordAuthorizationRequests,
    recordTokenRequests,
    signIn,
} from './helpers/login.ts';
import { startOwnServer, type OwnServer } from './helpers/ownServer.ts';
import {
    baseUrl,
    openPage,
    useBrowser,
    useOwnServer,
} from './helpers/scenario.ts';
import { assertInShell, clickLogout } from './helpers/shell.ts';

const DEEP_LINK = '/admin/company/details/1?from=bookmark';
/** Start-up as users get it, the service worker included. */
const WITH_WORKER = { serviceWorkers: 'allow' } as const;

/** Paths the page asked for, from now on. */
const recordPaths = (page: Page): string[] => {
    const paths: string[] = [];
    page.on('request', r => paths.push(new URL(r.url()).pathname));
    return paths;
};

const at = (page: Page) => {
    const url = new URL(page.url());
    return url.pathname + url.search;
};

describe('Sign-in at start-up', () => {
    const browser = useBrowser();

    test('a first visit goes straight to the sign-in form, and back to the link', async () => {
        const { page } = await openPage(browser(), WITH_WORKER);
        const paths = recordPaths(page);
        const authorizations = recordAuthorizationRequests(page);

        await goToApp(page, DEEP_LINK);
        await assertOnLoginPage(page);
        expect(paths.filter(p => p.startsWith('/api/'))).toEqual([]);
        // The way to the form shares the network with no app code, nor
        // with start-up's signed-in half.
        expect(
            paths.filter(p => /^\/assets\/(shell|signedIn)-/.test(p))
        ).toEqual([]);
        // Nobody signed in in this browser: no silent check before the form.
        expect(
            authorizations.map(a => [
                a.interactive,
                a.url.searchParams.get('prompt'),
            ])
        ).toEqual([[true, null]]);

        await fillLoginForm(page, ADMIN);
        await clickSignIn(page);
        await assertInShell(page);
        await page.waitForURL(
            url => url.pathname === '/admin/company/details/1'
        );
        expect(at(page)).toBe(DEEP_LINK);
    });

    test('a returning visit is signed in by the silent check: one token request, none refreshed; after a sign-out, the form at once', async () => {
        const { context, page } = await openPage(browser(), WITH_WORKER);
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

        await clickLogout(again);
        await assertOnLoginPage(again);
        authorizations.length = 0;
        await goToApp(again, DEEP_LINK);
        await assertOnLoginPage(again);
        expect(authorizations.map(a => a.interactive)).toEqual([true]);
    });

    test('the page has no inline script, and the policy runs none it is given', async () => {
        const res = await fetch(`${baseUrl()}/sensor`);
        const html = await res.text();
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(html).not.toMatch(
            /<script(?![^>]*\b(src|type="application\/json")=?)[^>]*>/
        );
        const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(scriptSrc).not.toContain('unsafe-inline');
        expect(csp).toContain("worker-src 'self'");
        // The wait screen is in the HTML, before any script.
        expect(html).toContain('Carregando...');

        const { page } = await openPage(browser(), WITH_WORKER);
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
        await assertOnLoginPage(page);
        expect(page.url()).not.toContain('injected-script-ran');
        expect(await page.evaluate("sessionStorage.getItem('refused')")).toBe(
            'script-src-elem inline'
        );
    });
});

describe('On its own server: the service worker, a session ended', () => {
    const browser = useBrowser();
    let own: OwnServer;
    let dist: string;

    beforeAll(async () => {
        // Its own server on a copy of the build, which the last test
        // replaces with a "new build".
        dist = mkdtempSync(join(tmpdir(), 'plants-e2e-sw-'));
        cpSync(
            process.env.E2E_OUT_DIR ?? join(tmpdir(), 'plants-e2e-dist'),
            dist,
            {
                recursive: true,
            }
        );
        own = await startOwnServer('sw', {
            STATIC_DIR: dist,
            OIDC_TEST_ENDPOINTS: 'true',
        });
        useOwnServer(own.server.baseUrl);
    });
    afterAll(async () => {
        useOwnServer(undefined);
        await own?.stop();
        rmSync(dist, { recursive: true, force: true });
    });

    /** Signed in, the worker installed and in control of the page. */
    const signedInWithWorker = async () => {
        const { context, page } = await openPage(browser(), WITH_WORKER);
        await signIn(page, OPERATOR);
        // The operator works in two plants: the chooser first.
        await page.getByRole('button', { name: /CNPJ/ }).first().click();
        await assertInShell(page);
        await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
        // Controlled from the next navigation on.
        await page.reload();
        await assertInShell(page);
        expect(
            await page.evaluate('!!navigator.serviceWorker.controller')
        ).toBe(true);
        return { context, page };
    };

    test('a session ended at the identity provider: the silent check, then the form', async () => {
        const { context, page } = await openPage(browser(), WITH_WORKER);
        await signIn(page, OPERATOR);
        await page.getByRole('button', { name: /CNPJ/ }).first().click();
        await assertInShell(page);
        await endIdentityProviderSessions(OPERATOR.username);

        const again = await context.newPage();
        const authorizations = recordAuthorizationRequests(again);
        await goToApp(again, '/sensor');
        await assertOnLoginPage(again);
        expect(
            authorizations.map(a => [
                a.interactive,
                a.url.searchParams.get('prompt'),
            ])
        ).toEqual([
            [false, 'none'],
            [true, null],
        ]);
    });

    test("a returning visit's scripts come from Cache Storage, and the page from the network", async () => {
        const { page } = await signedInWithWorker();
        const scripts: { path: string; fromWorker: boolean }[] = [];
        let pageFromNetwork = false;
        page.on('response', r => {
            const path = new URL(r.url()).pathname;
            if (r.request().resourceType() === 'script')
                scripts.push({ path, fromWorker: r.fromServiceWorker() });
            if (r.request().isNavigationRequest() && path === '/sensor')
                pageFromNetwork = r.status() === 200;
        });
        await page.goto(`${baseUrl()}/sensor`);
        await page.locator('table tbody tr').first().waitFor();
        const assets = scripts.filter(s => s.path.startsWith('/assets/'));
        expect(assets.length).toBeGreaterThan(0);
        expect(assets.filter(s => !s.fromWorker)).toEqual([]);
        expect(pageFromNetwork).toBe(true);
    });

    test('with the network down the page and its code come from the worker', async () => {
        const { context, page } = await signedInWithWorker();
        await context.setOffline(true);
        const scripts: boolean[] = [];
        page.on('response', r => {
            if (r.request().resourceType() === 'script')
                scripts.push(r.fromServiceWorker());
        });
        const response = await page.reload();
        expect(response?.status()).toBe(200);
        expect(response?.fromServiceWorker()).toBe(true);
        // The app's code runs: its wait screen replaces the page's own.
        await page.getByRole('status').first().waitFor();
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.every(Boolean)).toBe(true);
        await context.setOffline(false);
    });

    test('a new build waiting is offered, and taken when the user says so', async () => {
        const { page } = await signedInWithWorker();
        // A new build: the worker's file changes (its precache list too).
        const sw = join(dist, 'sw.js');
        writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next build\n`);
        await page.evaluate(
            'navigator.serviceWorker.getRegistration().then(r => r && r.update())'
        );
        const prompt = page.getByText(
            'Uma nova versão do console está disponível.'
        );
        await prompt.waitFor();
        await Promise.all([
            page.waitForEvent('load'),
            page
                .getByRole('button', { name: 'Recarregar', exact: true })
                .click(),
        ]);
        await assertInShell(page);
        await expect(prompt.isVisible()).resolves.toBe(false);
    });
});
