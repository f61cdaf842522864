/**
 * Signing in through the identity provider's login page. Only Keycloak's
 * element ids are used (kc-form-login, username, password, kc-login,
 * input-error), so these helpers also work against a real Keycloak.
 */
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './accounts.ts';
import { baseUrl } from './scenario.ts';

const AUTH_ENDPOINT = '/protocol/openid-connect/auth';
const TOKEN_ENDPOINT = '/protocol/openid-connect/token';

export async function goToApp(page: Page, path = '/'): Promise<void> {
    await page.goto(`${baseUrl()}${path}`);
}

export async function assertOnLoginPage(page: Page): Promise<void> {
    await page.locator('#kc-form-login').waitFor({ state: 'visible' });
    await page.locator('#username').waitFor({ state: 'visible' });
}

export async function fillLoginForm(
    page: Page,
    account: Account
): Promise<void> {
    await page.locator('#username').fill(account.username);
    await page.locator('#password').fill(account.password);
}

export async function clickSignIn(page: Page): Promise<void> {
    await page.locator('#kc-login').click();
}

/** Waits until the browser is back on the app after the IdP's redirect. */
export async function assertBackInApp(page: Page): Promise<void> {
    const base = new URL(baseUrl());
    await page.waitForURL(
        url =>
            url.origin === base.origin && !url.pathname.startsWith('/realms/')
    );
}

/** Opens the app signed out, signs in on the login page, comes back. */
export async function signIn(
    page: Page,
    account: Account,
    path = '/'
): Promise<void> {
    await goToApp(page, path);
    await assertOnLoginPage(page);
    await fillLoginForm(page, account);
    await clickSignIn(page);
    await assertBackInApp(page);
}

export async function assertLoginError(page: Page): Promise<void> {
    const error = page.locator('#input-error');
    await error.waitFor({ state: 'visible' });
    expect((await error.innerText()).trim()).not.toBe('');
    await assertOnLoginPage(page);
}

export interface RecordedAuthorization {
    url: URL;
    /** The interactive login (a top-level navigation), not the silent check. */
    interactive: boolean;
}

/** Every authorization request the page sends, from now on. */
export function recordAuthorizationRequests(
    page: Page
): RecordedAuthorization[] {
    const seen: RecordedAuthorization[] = [];
    page.on('request', (request: Request) => {
        const url = new URL(request.url());
        if (!url.pathname.endsWith(AUTH_ENDPOINT)) return;
        seen.push({
            url,
            interactive:
                request.isNavigationRequest() &&
                request.frame() === page.mainFrame(),
        });
    });
    return seen;
}

/** Authorization code with PKCE S256 and the fragment response mode. */
export function assertPkceFragmentAuthorization(
    seen: RecordedAuthorization[]
): void {
    const interactive = seen.filter(r => r.interactive);
    expect(interactive.length).toBeGreaterThan(0);
    for (const { url } of seen) {
        const params = url.searchParams;
        expect(params.get('response_type')).toBe('code');
        expect(params.get('code_challenge_method')).toBe('S256');
        expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(params.get('response_mode')).toBe('fragment');
    }
}

export interface RecordedTokenCall {
    grantType: string | null;
    status?: number;
}

/** Every token endpoint call (grant type and answer) from now on. */
export function recordTokenRequests(page: Page): RecordedTokenCall[] {
    const calls: RecordedTokenCall[] = [];
    const byRequest = new Map<Request, RecordedTokenCall>();
    page.on('request', request => {
        if (!new URL(request.url()).pathname.endsWith(TOKEN_ENDPOINT)) return;
        const body = new URLSearchParams(request.postData() ?? '');
        const call: RecordedTokenCall = { grantType: body.get('grant_type') };
        byRequest.set(request, call);
        calls.push(call);
    });
    page.on('response', response => {
        const call = byRequest.get(response.request());
        if (call) call.status = response.status();
    });
    return calls;
}

/**
 * Ends every IdP session and grant of a user, as an administrator would
 * (test-only endpoint of the embedded stack, OIDC_TEST_ENDPOINTS=true).
 */
export async function endIdentityProviderSessions(
    username: string
): Promise<void> {
    const res = await fetch(
        `${baseUrl()}/realms/plants/test/end-sessions?username=${encodeURIComponent(username)}`,
        { method: 'POST' }
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ended?: number };
    expect(body.ended).toBeGreaterThan(0);
}

/** The app signs the user out on its own and lands on the login page. */
export async function assertSentToLoginPage(
    page: Page,
    withinMs: number
): Promise<void> {
    await page
        .locator('#kc-form-login')
        .waitFor({ state: 'visible', timeout: withinMs });
    await assertOnLoginPage(page);
}
