/**
 * The embedded Keycloak-compatible sign-in (server/src/oidc), driven over real
 * HTTP the way keycloak-js drives it. Most cases run on a Fastify instance of
 * their own with an in-memory account store, so they do not depend on the
 * database; the last block signs the demo accounts in on the real server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
    createLocalJWKSet,
    createRemoteJWKSet,
    decodeProtectedHeader,
    jwtVerify,
    type JSONWebKeySet,
} from 'jose';
import { inject } from 'vitest';
import type {
    IdentityAccount,
    IdentityStore,
} from '../../server/src/identity.ts';
import { openDatabase, type Database } from '../../server/src/db/index.ts';
import { registerOidc } from '../../server/src/oidc/index.ts';
import {
    authUrl,
    browse,
    CLIENT_ID,
    CookieJar,
    decodeJwtPayload,
    followUntil,
    loginFormAction,
    pkcePair,
    signIn,
} from './helpers/login.ts';
import { createTestDatabase } from './helpers/database.ts';
import { freePort } from './helpers/server.ts';

const APP_ORIGIN = 'http://localhost:5173';
const TTL = 120;

const ACCOUNTS: (IdentityAccount & { password: string })[] = [
    {
        subject: 'a1b2c3',
        username: 'alice',
        email: 'alice@plantas.example.br',
        name: 'Alice Souza',
        roles: ['admin'],
        password: 'Alice#2026',
    },
    {
        subject: 'd4e5f6',
        username: 'bruno',
        email: 'bruno@plantas.example.br',
        name: 'Bruno Lima',
        roles: ['operator'],
        password: 'Bruno#2026',
    },
    // Locked by the brute-force test: nobody else signs in as her.
    {
        subject: 'g7h8i9',
        username: 'carla',
        email: 'carla@plantas.example.br',
        name: 'Carla Dias',
        roles: ['operator'],
        password: 'Carla#2026',
    },
];

const identity: IdentityStore = {
    async verifyPassword(username, password) {
        const found = ACCOUNTS.find(
            a => a.username === username && a.password === password
        );
        return found ?? null;
    },
    async findBySubject(subject) {
        return ACCOUNTS.find(a => a.subject === subject) ?? null;
    },
    async subjectOf(login) {
        const name = login.toLowerCase();
        const found = ACCOUNTS.find(
            a => a.username === name || a.email === name
        );
        return found?.subject ?? null;
    },
};

/** A JSON response body, for assertions. */
const json = async (res: Response) =>
    (await res.json()) as Record<string, string | number | string[]>;

let app: FastifyInstance;
let base: string;
let realm: string;
let oidc: string;
let jwks: JSONWebKeySet;
// The realm keeps its keys and records in a database (0006_oidc_state).
let db: Database;
let dataDir: string;
let dropDb: () => Promise<void>;

beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'oidc-spec-'));
    const pg = await createTestDatabase();
    dropDb = pg.drop;
    db = await openDatabase({ databaseUrl: pg.url, dataDir });
    const port = await freePort();
    base = `http://localhost:${port}`;
    realm = `${base}/realms/plants`;
    oidc = `${realm}/protocol/openid-connect`;
    app = Fastify({ trustProxy: true });
    // Stands for the API: its JSON parsing must survive the realm's parsers.
    app.post('/api/echo', async req => ({ data: req.body }));
    ({ jwks } = await registerOidc(app, {
        issuer: realm,
        accessTokenTtl: TTL,
        identity,
        redirectOrigins: [APP_ORIGIN],
        testEndpoints: true,
        db,
    }));
    await app.listen({ port, host: '127.0.0.1' });
});

afterAll(async () => {
    await app?.close();
    await db?.close();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
});

const refresh = (refreshToken: string, origin?: string) =>
    fetch(`${oidc}/token`, {
        method: 'POST',
        headers: origin ? { origin } : {},
        body: new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: CLIENT_ID,
            refresh_token: refreshToken,
        }),
    });

/** The authorization request's error, read from the redirect's fragment. */
async function authError(params: Record<string, string>) {
    const res = await fetch(authUrl(base, { state: 's1', ...params }), {
        redirect: 'manual',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${base}/`);
    return new URLSearchParams(location.hash.slice(1));
}

/** keycloak-js's silent check-sso (prompt=none) with this browser's cookies. */
async function silentCheck(jar: CookieJar) {
    const { challenge } = pkcePair();
    return browse(
        jar,
        authUrl(base, {
            prompt: 'none',
            state: 's',
            code_challenge: challenge,
            code_challenge_method: 'S256',
        })
    );
}

/** Starts a sign-in and returns the login page (cookies in `jar`). */
async function openLoginPage(
    jar: CookieJar,
    params: Record<string, string> = {},
    headers: Record<string, string> = {}
) {
    const { challenge } = pkcePair();
    const start = authUrl(base, {
        state: 's1',
        nonce: 'n1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ...params,
    });
    const url = await followUntil(jar, await browse(jar, start), start, u =>
        u.includes('/interaction/')
    );
    const res = await browse(jar, url, { headers });
    return { url, res, html: await res.text() };
}

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

    it('serves its stylesheet and scripts as files', async () => {
        const css = await fetch(`${realm}/resources/login.css`);
        expect(css.headers.get('content-type')).toMatch(/^text\/css/);
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

describe('tokens', () => {
    it('issues a Keycloak-shaped RS256 JWT access token after PKCE', async () => {
        const tokens = await signIn(base, 'alice', 'Alice#2026');
        expect(tokens.expiresIn).toBe(TTL);
        const header = decodeProtectedHeader(tokens.accessToken);
        expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
        const remote = createRemoteJWKSet(new URL(`${oidc}/certs`));
        const { payload } = await jwtVerify(tokens.accessToken, remote, {
            issuer: realm,
            audience: 'account',
        });
        expect(payload).toMatchObject({
            sub: 'a1b2c3',
            typ: 'Bearer',
            azp: CLIENT_ID,
            preferred_username: 'alice',
            email: 'alice@plantas.example.br',
            name: 'Alice Souza',
            resource_access: { account: { roles: expect.any(Array) } },
        });
        expect(payload.exp! - payload.iat!).toBe(TTL);
        expect(typeof payload.sid).toBe('string');
        const roles = (payload.realm_access as { roles: string[] }).roles;
        expect(roles).toContain('admin');
        expect(roles).not.toContain('operator');
        // The API verifies with the keys registerOidc returns.
        await jwtVerify(tokens.accessToken, createLocalJWKSet(jwks), {
            issuer: realm,
            audience: 'account',
        });
    });

    it('issues an ID token with the profile claims', async () => {
        const { idToken } = await signIn(base, 'bruno', 'Bruno#2026');
        const remote = createRemoteJWKSet(new URL(`${oidc}/certs`));
        const { payload } = await jwtVerify(idToken, remote, {
            issuer: realm,
            audience: CLIENT_ID,
        });
        expect(payload).toMatchObject({
            sub: 'd4e5f6',
            preferred_username: 'bruno',
            email: 'bruno@plantas.example.br',
            name: 'Bruno Lima',
            given_name: 'Bruno',
            family_name: 'Lima',
        });
    });

    it('wraps the refresh token so keycloak-js can decode it', async () => {
        const { refreshToken } = await signIn(base, 'alice', 'Alice#2026');
        expect(refreshToken.split('.')).toHaveLength(3);
        expect(decodeJwtPayload(refreshToken)).toMatchObject({
            typ: 'Refresh',
            iss: realm,
            azp: CLIENT_ID,
        });
    });

    it('refuses a code exchange with the wrong verifier', async () => {
        const jar = new CookieJar();
        const { challenge } = pkcePair();
        const start = authUrl(base, {
            state: 's',
            nonce: 'n',
            code_challenge: challenge,
            code_challenge_method: 'S256',
        });
        const login = await followUntil(
            jar,
            await browse(jar, start),
            start,
            u => u.includes('/interaction/')
        );
        const html = await (await browse(jar, login)).text();
        const posted = await browse(jar, loginFormAction(html, login), {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
                username: 'alice',
                password: 'Alice#2026',
            }),
        });
        const callback = await followUntil(
            jar,
            posted,
            login,
            u => u.split('#')[0] === `${base}/`
        );
        const code = new URLSearchParams(new URL(callback).hash.slice(1)).get(
            'code'
        );
        const res = await fetch(`${oidc}/token`, {
            method: 'POST',
            body: new URLSearchParams({
                grant_type: 'authorization_code',
                client_id: CLIENT_ID,
                code: code ?? '',
                redirect_uri: `${base}/`,
                code_verifier: pkcePair().verifier,
            }),
        });
        expect(res.status).toBe(400);
        expect((await json(res)).error).toBe('invalid_grant');
    });

    it('refreshes, keeping the session and the wrapper single', async () => {
        const first = await signIn(base, 'alice', 'Alice#2026');
        for (let i = 0; i < 2; i++) {
            const res = await refresh(first.refreshToken, APP_ORIGIN);
            expect(res.status).toBe(200);
            expect(res.headers.get('access-control-allow-origin')).toBe(
                APP_ORIGIN
            );
            expect(res.headers.get('access-control-allow-credentials')).toBe(
                'true'
            );
            const body = await json(res);
            expect(String(body.refresh_token).split('.')).toHaveLength(3);
            const before = decodeJwtPayload(first.accessToken);
            const after = decodeJwtPayload(String(body.access_token));
            expect(after.jti).not.toBe(before.jti);
            expect(after.sid).toBe(before.sid);
            expect(after.preferred_username).toBe('alice');
            // The wrapped token is as good as the first (no rotation).
            const again = await refresh(String(body.refresh_token));
            expect(again.status).toBe(200);
        }
    });

    it('revokes a refresh token sent whole, as it was issued', async () => {
        const { refreshToken } = await signIn(base, 'alice', 'Alice#2026');
        expect(refreshToken.split('.')).toHaveLength(3);
        const revoked = await fetch(`${oidc}/revoke`, {
            method: 'POST',
            body: new URLSearchParams({
                client_id: CLIENT_ID,
                token: refreshToken,
                token_type_hint: 'refresh_token',
            }),
        });
        expect(revoked.status).toBe(200);
        const after = await refresh(refreshToken);
        expect(after.status).toBe(400);
        expect((await json(after)).error).toBe('invalid_grant');
    });

    it('sends CORS with credentials to allowed origins only', async () => {
        const { refreshToken } = await signIn(base, 'alice', 'Alice#2026');
        const preflight = await fetch(`${oidc}/token`, {
            method: 'OPTIONS',
            headers: {
                origin: APP_ORIGIN,
                'access-control-request-method': 'POST',
            },
        });
        expect(preflight.headers.get('access-control-allow-credentials')).toBe(
            'true'
        );
        const foreign = await refresh(refreshToken, 'http://evil.example');
        expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
        expect(
            foreign.headers.get('access-control-allow-credentials')
        ).toBeNull();
    });
    it('answers a preflight from a foreign origin without CORS headers (issue #29)', async () => {
        const preflight = (path: string, origin: string) =>
            fetch(`${realm}${path}`, {
                method: 'OPTIONS',
                headers: {
                    origin,
                    'access-control-request-method': 'POST',
                },
            });
        for (const path of [
            '/protocol/openid-connect/token',
            '/protocol/openid-connect/revoke',
        ]) {
            const foreign = await preflight(path, 'http://evil.example');
            expect(foreign.status, path).toBe(204);
            expect(
                foreign.headers.get('access-control-allow-origin'),
                path
            ).toBeNull();
            expect(
                foreign.headers.get('access-control-allow-credentials'),
                path
            ).toBeNull();
            const ours = await preflight(path, APP_ORIGIN);
            expect(ours.headers.get('access-control-allow-origin'), path).toBe(
                APP_ORIGIN
            );
        }
        // The public documents stay readable from anywhere.
        const certs = await preflight(
            '/protocol/openid-connect/certs',
            'http://evil.example'
        );
        expect(certs.headers.get('access-control-allow-origin')).toBe(
            'http://evil.example'
        );
    });
});

describe('userinfo', () => {
    it('returns the account claims for our access token, with CORS', async () => {
        const { accessToken } = await signIn(base, 'bruno', 'Bruno#2026');
        const res = await fetch(`${oidc}/userinfo`, {
            headers: {
                authorization: `Bearer ${accessToken}`,
                origin: APP_ORIGIN,
            },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
        expect(res.headers.get('access-control-allow-credentials')).toBe(
            'true'
        );
        expect(await json(res)).toMatchObject({
            sub: 'd4e5f6',
            preferred_username: 'bruno',
            email: 'bruno@plantas.example.br',
            name: 'Bruno Lima',
        });
    });

    it('answers the preflight keycloak-js triggers with Authorization', async () => {
        const res = await fetch(`${oidc}/userinfo`, {
            method: 'OPTIONS',
            headers: {
                origin: APP_ORIGIN,
                'access-control-request-method': 'GET',
                'access-control-request-headers': 'authorization',
            },
        });
        expect(res.status).toBe(204);
        expect(res.headers.get('access-control-allow-headers')).toMatch(
            /Authorization/
        );
        expect(res.headers.get('access-control-allow-credentials')).toBe(
            'true'
        );
    });

    it('refuses missing and forged tokens', async () => {
        expect((await fetch(`${oidc}/userinfo`)).status).toBe(401);
        const { accessToken } = await signIn(base, 'bruno', 'Bruno#2026');
        const [h, p] = accessToken.split('.');
        const forged = `${h}.${p}.${'A'.repeat(342)}`;
        const res = await fetch(`${oidc}/userinfo`, {
            headers: { authorization: `Bearer ${forged}` },
        });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toMatch(/invalid_token/);
    });
});

describe('ending the session', () => {
    it('logout auto-submits, redirects back and ends refresh and userinfo', async () => {
        const jar = new CookieJar();
        const tokens = await signIn(base, 'alice', 'Alice#2026', jar);
        const back = `${APP_ORIGIN}/admin/company?page=2`;
        const logout = await browse(
            jar,
            `${oidc}/logout?${new URLSearchParams({
                client_id: CLIENT_ID,
                post_logout_redirect_uri: back,
                id_token_hint: tokens.idToken,
            })}`
        );
        expect(logout.status).toBe(200);
        const html = await logout.text();
        expect(html).toContain('<form id="op.logoutForm"');
        expect(html).toContain('src="/realms/plants/resources/logout.js"');
        expect(html).toMatch(
            /<button id="kc-logout"[^>]*name="logout" value="yes"/
        );
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
        // What logout.js does: click the button that submits logout=yes.
        const action = /<form id="op.logoutForm"[^>]*action="([^"]+)"/.exec(
            html
        )?.[1];
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
        const confirm = await browse(jar, new URL(action ?? '', base).href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ xsrf: xsrf ?? '', logout: 'yes' }),
        });
        expect(confirm.status).toBe(303);
        expect(confirm.headers.get('location')).toBe(back);

        const res = await refresh(tokens.refreshToken);
        expect(res.status).toBe(400);
        expect((await json(res)).error).toBe('invalid_grant');
        const info = await fetch(`${oidc}/userinfo`, {
            headers: { authorization: `Bearer ${tokens.accessToken}` },
        });
        expect(info.status).toBe(401);
        // The browser is signed out too: prompt=none now fails.
        const silent = await silentCheck(jar);
        expect(silent.headers.get('location')).toContain(
            'error=login_required'
        );
    });

    it('asks before ending the session when the logout carries no id_token_hint (a link on another site)', async () => {
        const jar = new CookieJar();
        await signIn(base, 'alice', 'Alice#2026', jar);
        const ask = await browse(
            jar,
            `${oidc}/logout?${new URLSearchParams({ client_id: CLIENT_ID })}`
        );
        expect(ask.status).toBe(200);
        const html = await ask.text();
        expect(html).toContain('<h1>Você deseja sair?</h1>');
        expect(html).toMatch(
            /<button id="kc-logout"[^>]*name="logout" value="yes"/
        );
        // No script submits it: the session lives until the user says so.
        expect(html).not.toContain('logout.js');
        const silent = await silentCheck(jar);
        expect(silent.headers.get('location')).toContain('code=');
        expect(silent.headers.get('location')).not.toContain('error=');
    });

    it('refuses a post_logout_redirect_uri on an unknown origin', async () => {
        const { idToken } = await signIn(base, 'alice', 'Alice#2026');
        const res = await fetch(
            `${oidc}/logout?${new URLSearchParams({
                client_id: CLIENT_ID,
                post_logout_redirect_uri: 'http://evil.example/',
                id_token_hint: idToken,
            })}`
        );
        expect(res.status).toBe(400);
    });

    it('has no test endpoint unless asked for', async () => {
        const plain = Fastify();
        await registerOidc(plain, {
            issuer: 'http://localhost:1/realms/plants',
            accessTokenTtl: TTL,
            identity,
            redirectOrigins: [],
            testEndpoints: false,
            db,
        });
        const res = await plain.inject({
            method: 'POST',
            url: '/realms/plants/test/end-sessions?username=alice',
        });
        expect(res.statusCode).toBe(404);
        await plain.close();
    });

    it('test endpoint ends one user\u2019s sessions, not the others\u2019', async () => {
        const jar = new CookieJar();
        const alice = await signIn(base, 'alice', 'Alice#2026', jar);
        const bruno = await signIn(base, 'bruno', 'Bruno#2026');
        const res = await fetch(`${realm}/test/end-sessions?username=alice`, {
            method: 'POST',
        });
        expect(res.status).toBe(200);
        expect((await json(res)).ended).toBeGreaterThan(0);
        const refused = await refresh(alice.refreshToken);
        expect(refused.status).toBe(400);
        expect((await json(refused)).error).toBe('invalid_grant');
        expect((await refresh(bruno.refreshToken)).status).toBe(200);
        // Alice's browser must sign in again.
        const silent = await silentCheck(jar);
        expect(silent.headers.get('location')).toContain(
            'error=login_required'
        );
    });

    it('a browser with a session gets a code silently (check-sso)', async () => {
        const jar = new CookieJar();
        await signIn(base, 'bruno', 'Bruno#2026', jar);
        const silent = await silentCheck(jar);
        expect(silent.status).toBe(303);
        expect(silent.headers.get('location')).toMatch(/#code=/);
    });
});

describe('body parsing', () => {
    it('leaves the JSON parsing of other routes alone', async () => {
        const res = await fetch(`${base}/api/echo`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ nome: 'Usina' }),
        });
        expect(await json(res)).toEqual({ data: { nome: 'Usina' } });
    });

    it('hands oidc-provider the raw body (it rejects JSON on token)', async () => {
        const res = await fetch(`${oidc}/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ grant_type: 'refresh_token' }),
        });
        expect(res.status).toBe(400);
        expect((await json(res)).error).toBe('invalid_request');
    });
});

describe('on the running server', () => {
    const demo = [
        ['admin', 'Admin#2026'],
        ['operator', 'Operator#2026'],
        ['viewer', 'Viewer#2026'],
    ] as const;

    it.each(demo)('signs %s in with the demo password', async (user, pass) => {
        const url = inject('baseUrl');
        const tokens = await signIn(url, user, pass);
        const remote = createRemoteJWKSet(
            new URL(`${url}/realms/plants/protocol/openid-connect/certs`)
        );
        const { payload } = await jwtVerify(tokens.accessToken, remote, {
            issuer: `${url}/realms/plants`,
            audience: 'account',
        });
        expect(payload.preferred_username).toBe(user);
        expect(tokens.expiresIn).toBe(300);
        await expect(signIn(url, user, `${pass}x`)).rejects.toThrow(/refused/);
    });

    it('ends a user\u2019s sessions through the test endpoint', async () => {
        const url = inject('baseUrl');
        const viewer = await signIn(url, 'viewer', 'Viewer#2026');
        const ended = await fetch(
            `${url}/realms/plants/test/end-sessions?username=viewer`,
            { method: 'POST' }
        );
        expect(ended.status).toBe(200);
        const res = await fetch(
            `${url}/realms/plants/protocol/openid-connect/token`,
            {
                method: 'POST',
                body: new URLSearchParams({
                    grant_type: 'refresh_token',
                    client_id: CLIENT_ID,
                    refresh_token: viewer.refreshToken,
                }),
            }
        );
        expect(res.status).toBe(400);
    });
});
