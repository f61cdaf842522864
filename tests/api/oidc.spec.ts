/**
 * The embedded Keycloak-compatible sign-in (server/src/oidc), driven over real
 * HTTP the way keycloak-js drives it, on a Fastify instance of its own with
 * an in-memory account store (helpers/oidcRealm.ts): brute-force detection,
 * discovery, the authorization request and the login page. Tokens are in
 * oidc-tokens.spec.ts, ending the session in oidc-session.spec.ts.
 */
import { createHash } from 'node:crypto';
import { type JSONWebKeySet } from 'jose';
import {
    authUrl,
    browse,
    CookieJar,
    loginFormAction,
    pkcePair,
    signIn,
} from './helpers/login.ts';
import {
    APP_ORIGIN,
    authError,
    base,
    json,
    jwks,
    oidc,
    openLoginPage,
    realm,
    startRealm,
} from './helpers/oidcRealm.ts';

startRealm();

describe('brute-force detection (the realm export turns it on)', () => {
    it("after 30 failures refuses even the right password, with Keycloak's message, and other users sign in", async () => {
        const jar = new CookieJar();
        const { url, html } = await openLoginPage(jar);
        const action = loginFormAction(html, url);
        const post = (password: string) =>
            browse(jar, action, {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                },
                body: new URLSearchParams({ username: 'carla', password }),
            });
        for (let i = 0; i < 30; i++) {
            const res = await post('Wrong#2026');
            expect(res.status).toBe(200);
            expect(await res.text()).toContain('Usuário ou senha inválidos.');
        }
        const locked = await post('Carla#2026');
        expect(locked.status).toBe(200);
        expect(await locked.text()).toContain(
            'Conta temporariamente desativada; contate o administrador ou tente novamente mais tarde.'
        );
        // The lock is Carla's alone.
        const other = await signIn(base, 'bruno', 'Bruno#2026');
        expect(other.accessToken).toBeTruthy();
    });
});

describe('discovery and keys', () => {
    it('publishes Keycloak paths under /realms/plants', async () => {
        const res = await fetch(`${realm}/.well-known/openid-configuration`);
        expect(res.status).toBe(200);
        const doc = await json(res);
        expect(doc).toMatchObject({
            issuer: realm,
            authorization_endpoint: `${oidc}/auth`,
            token_endpoint: `${oidc}/token`,
            end_session_endpoint: `${oidc}/logout`,
            userinfo_endpoint: `${oidc}/userinfo`,
            jwks_uri: `${oidc}/certs`,
            code_challenge_methods_supported: ['S256'],
        });
        expect(doc.response_modes_supported).toContain('fragment');
    });

    it('serves only public RSA keys, the ones registerOidc returned', async () => {
        const certs = (await (
            await fetch(`${oidc}/certs`)
        ).json()) as JSONWebKeySet;
        expect(certs.keys).toHaveLength(1);
        expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
        expect(certs.keys[0]?.d).toBeUndefined();
        expect(jwks.keys[0]?.d).toBeUndefined();
        expect(certs.keys[0]?.kid).toBe(jwks.keys[0]?.kid);
        expect(certs.keys[0]?.n).toBe(jwks.keys[0]?.n);
    });
});

describe('authorization request', () => {
    it('requires PKCE', async () => {
        const error = await authError({});
        expect(error.get('error')).toBe('invalid_request');
        expect(error.get('error_description')).toMatch(/PKCE/);
        expect(error.get('state')).toBe('s1');
    });

    it('refuses the plain PKCE method', async () => {
        const error = await authError({
            code_challenge: 'a'.repeat(43),
            code_challenge_method: 'plain',
        });
        expect(error.get('error')).toBe('invalid_request');
        expect(error.get('error_description')).toMatch(/code_challenge_method/);
    });

    it('refuses a redirect_uri on an unknown origin without redirecting', async () => {
        const { challenge } = pkcePair();
        const res = await fetch(
            authUrl(base, {
                redirect_uri: 'http://evil.example/',
                code_challenge: challenge,
                code_challenge_method: 'S256',
            }),
            { redirect: 'manual' }
        );
        expect(res.status).toBe(400);
        expect(res.headers.get('location')).toBeNull();
        expect(await res.text()).toContain('redirect_uri');
    });

    it('accepts any path on an allowed origin, like Keycloak /*', async () => {
        const { challenge } = pkcePair();
        const res = await fetch(
            authUrl(base, {
                redirect_uri: `${APP_ORIGIN}/admin/company/details/3?tab=x`,
                code_challenge: challenge,
                code_challenge_method: 'S256',
            }),
            { redirect: 'manual' }
        );
        expect(res.status).toBe(303);
        expect(res.headers.get('location')).toMatch(
            /^\/realms\/plants\/interaction\//
        );
    });

    it('answers prompt=none without a session with login_required', async () => {
        const { challenge } = pkcePair();
        const error = await authError({
            prompt: 'none',
            code_challenge: challenge,
            code_challenge_method: 'S256',
        });
        expect(error.get('error')).toBe('login_required');
    });
});

describe('login page', () => {
    it('has Keycloak ids, labels, pt-BR by default and no inline script', async () => {
        const { res, html } = await openLoginPage(new CookieJar());
        expect(res.status).toBe(200);
        expect(html).toContain('<html lang="pt-BR">');
        expect(html).toMatch(/<form id="kc-form-login" method="post"/);
        expect(html).toContain(
            '<link rel="icon" type="image/svg+xml" href="/realms/plants/resources/favicon.svg">'
        );
        expect(html).toContain('<label for="username">Usuário</label>');
        expect(html).toContain('<label for="password">Senha</label>');
        expect(html).toMatch(
            /<input id="password" name="password" type="password"/
        );
        expect(html).toMatch(/<button id="kc-login"[^>]*type="submit">Entrar</);
        expect(html).not.toContain('input-error');
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain(`form-action 'self' ${base} ${APP_ORIGIN}`);
        // Its style is in the page (no round trip before the form shows),
        // allowed by its hash alone.
        const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
        expect(style).toContain('.card{');
        expect(csp).toContain(
            `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}';`
        );
        expect(html).not.toContain('rel="stylesheet"');
    });

    it('speaks English when ui_locales, kc_locale or the browser ask', async () => {
        for (const [params, headers] of [
            [{ ui_locales: 'en' }, {}],
            [{ kc_locale: 'en-US' }, {}],
            [{}, { 'accept-language': 'en-US,en;q=0.9' }],
        ] as const) {
            const { html } = await openLoginPage(
                new CookieJar(),
                params,
                headers
            );
            expect(html).toContain('<html lang="en-US">');
            expect(html).toContain('<label for="username">Username</label>');
        }
    });

    it('shows input-error on a wrong password, keeping the escaped username', async () => {
        const cases: [string, string][] = [
            ['pt-BR', 'Usuário ou senha inválidos.'],
            ['en', 'Invalid username or password.'],
        ];
        for (const [lang, text] of cases) {
            const jar = new CookieJar();
            const { url, html } = await openLoginPage(jar, {
                ui_locales: lang,
            });
            const res = await browse(jar, loginFormAction(html, url), {
                method: 'POST',
                headers: {
                    'content-type': 'application/x-www-form-urlencoded',
                },
                body: new URLSearchParams({
                    username: 'alice"<b>',
                    password: 'wrong',
                }),
            });
            expect(res.status).toBe(200);
            const page = await res.text();
            expect(page).toMatch(
                new RegExp(`<span id="input-error"[^>]*>${text}</span>`)
            );
            expect(page).toContain('value="alice&quot;&lt;b&gt;"');
            expect(page).toContain('aria-invalid="true"');
        }
    });

    it('refuses a login post without the interaction cookie', async () => {
        const { url, html } = await openLoginPage(new CookieJar());
        const res = await fetch(loginFormAction(html, url), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
                username: 'alice',
                password: 'Alice#2026',
            }),
            redirect: 'manual',
        });
        expect(res.status).toBe(400);
    });

    it('serves its scripts as files', async () => {
        const js = await fetch(`${realm}/resources/logout.js`);
        expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
        expect(await js.text()).toContain('kc-logout');
        expect((await fetch(`${realm}/resources/nope.js`)).status).toBe(404);
        // Linked from every sign-in page, so browsers do not ask for a
        // /favicon.ico that is not there.
        const icon = await fetch(`${realm}/resources/favicon.svg`);
        expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(await icon.text()).toContain('<svg');
    });

    it('serves the 3p-cookies stub for silent check-sso', async () => {
        const res = await fetch(`${oidc}/3p-cookies/step1.html`);
        expect(res.status).toBe(200);
        const html = await res.text();
        expect(html).toContain('src="/realms/plants/resources/3p-cookies.js"');
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
        expect(res.headers.get('content-security-policy')).toContain(
            `frame-ancestors 'self' ${base} ${APP_ORIGIN}`
        );
        const js = await (
            await fetch(`${realm}/resources/3p-cookies.js`)
        ).text();
        expect(js).toContain('postMessage');
    });
});
