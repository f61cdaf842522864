/**
 * The embedded sign-in's tokens and userinfo, over real HTTP on a realm of
 * its own (helpers/oidcRealm.ts).
 */
import {
    createLocalJWKSet,
    createRemoteJWKSet,
    decodeProtectedHeader,
    jwtVerify,
} from 'jose';
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
import {
    APP_ORIGIN,
    base,
    json,
    jwks,
    oidc,
    realm,
    refresh,
    TTL,
    startRealm,
} from './helpers/oidcRealm.ts';

startRealm();

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
    it('answers a preflight from a foreign origin without CORS headers', async () => {
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
