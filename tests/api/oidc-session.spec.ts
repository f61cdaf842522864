/**
 * Ending a sign-in session and the realm's body parsing, on a realm of its
 * own (helpers/oidcRealm.ts); the last block signs the demo accounts in on
 * the run's shared server.
 */
import Fastify from 'fastify';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { registerOidc } from '../../server/src/oidc/index.ts';
import { browse, CLIENT_ID, CookieJar, signIn } from './helpers/login.ts';
import {
    APP_ORIGIN,
    base,
    db,
    identity,
    json,
    oidc,
    realm,
    refresh,
    silentCheck,
    TTL,
    startRealm,
} from './helpers/oidcRealm.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

startRealm();

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
        const url = sharedBaseUrl();
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
        const url = sharedBaseUrl();
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
