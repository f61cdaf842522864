import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setConfig } from '@/config';
import {
    changePasswordAtIdentityProvider,
    getFreshToken,
    passwordChangeAt,
    keycloakConfigFor,
    resetKeycloak,
    setSignedOutHandler,
    startAuth,
} from '@/providers/auth/keycloak';
import { FakeKeycloak } from '../../helpers/fakeKeycloak';

vi.mock('keycloak-js', async () => ({
    default: (await import('../../helpers/fakeKeycloak')).FakeKeycloak,
}));

const kc = () => {
    if (!FakeKeycloak.last) throw new Error('no keycloak');
    return FakeKeycloak.last;
};

beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
    FakeKeycloak.nextSignedIn = true;
    FakeKeycloak.nextInitError = undefined;
    setConfig({
        apiUrl: '/api',
        keycloak: {
            url: 'http://idp',
            realm: 'plants',
            clientId: 'plants-web',
        },
        zabbix: { mode: 'proxy' },
        map: { tileUrl: 't', attribution: '' },
    });
    resetKeycloak();
});
afterEach(() => {
    vi.useRealTimers();
    setConfig(undefined);
});

describe('keycloak-js start-up', () => {
    it('runs init once: check-sso, PKCE S256, fragment, no login iframe, silent page', async () => {
        await Promise.all([startAuth(), startAuth()]);
        expect(kc().config).toEqual({
            url: 'http://idp',
            realm: 'plants',
            clientId: 'plants-web',
        });
        expect(kc().init).toHaveBeenCalledTimes(1);
        expect(kc().init).toHaveBeenCalledWith({
            onLoad: 'check-sso',
            pkceMethod: 'S256',
            responseMode: 'fragment',
            checkLoginIframe: false,
            silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
        });
    });

    it('an invalid nonce clears the token: signed out, without a sign-out loop', async () => {
        FakeKeycloak.nextInitError = new Error('Invalid nonce.');
        const signedOut = vi.fn();
        setSignedOutHandler(signedOut);
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        expect(await startAuth()).toBe(false);
        expect(kc().token).toBeUndefined();
        expect(signedOut).not.toHaveBeenCalled();
        expect(await getFreshToken()).toBeUndefined();
    });
});

describe('token refresh', () => {
    it('refreshes 30 s before expiry, not earlier', async () => {
        await startAuth();
        const first = kc().token;
        await vi.advanceTimersByTimeAsync(29_000);
        expect(kc().token).toBe(first);
        await vi.advanceTimersByTimeAsync(1_500);
        expect(kc().refreshes).toBe(1);
        expect(kc().token).not.toBe(first);
        // And again 30 s before the new token's expiry.
        await vi.advanceTimersByTimeAsync(30_500);
        expect(kc().refreshes).toBe(2);
    });

    it('before a request: refreshes only when under 5 s are left', async () => {
        await startAuth();
        kc().ttl = 600; // keep the 30 s timer out of the way
        kc().issue();
        await getFreshToken();
        expect(kc().updateToken).toHaveBeenLastCalledWith(5);
        expect(kc().refreshes).toBe(0);
        vi.setSystemTime(Date.now() + 596_000);
        const token = await getFreshToken();
        expect(kc().refreshes).toBe(1);
        expect(token).toBe(kc().token);
    });

    it('a failed refresh signs the user out, once retries within the token life failed', async () => {
        const signedOut = vi.fn();
        setSignedOutHandler(signedOut);
        await startAuth();
        kc().refreshOutcome = 'network';
        await vi.advanceTimersByTimeAsync(31_000);
        // No answer (a restarting server): tried again every 5 s while the
        // token lasts, then signed out.
        expect(signedOut).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(25_000);
        expect(signedOut).toHaveBeenCalledTimes(1);
        expect(kc().authenticated).toBe(true);
    });

    it('a refresh that gets an answer again after a restart keeps the user signed in', async () => {
        const signedOut = vi.fn();
        setSignedOutHandler(signedOut);
        await startAuth();
        kc().refreshOutcome = 'network';
        await vi.advanceTimersByTimeAsync(31_000);
        kc().refreshOutcome = 'ok';
        await vi.advanceTimersByTimeAsync(5_000);
        expect(kc().refreshes).toBe(1);
        expect(signedOut).not.toHaveBeenCalled();
        expect(kc().authenticated).toBe(true);
    });

    it('a refresh answered 400 clears the token, and the user is signed out', async () => {
        const signedOut = vi.fn();
        setSignedOutHandler(signedOut);
        await startAuth();
        kc().refreshOutcome = '400';
        vi.setSystemTime(Date.now() + 58_000);
        await expect(getFreshToken()).rejects.toThrow();
        expect(kc().token).toBeUndefined();
        expect(kc().authenticated).toBe(false);
        expect(signedOut).toHaveBeenCalled();
        expect(await getFreshToken()).toBeUndefined();
    });
});

describe('keycloak-js configuration', () => {
    const origin = 'https://plants.example';
    const kc = { url: origin, realm: 'plants', clientId: 'plants-web' };

    it('on this origin names the endpoints, so no third-party cookie check runs before sign-in', () => {
        const oidc = `${origin}/realms/plants/protocol/openid-connect`;
        for (const url of [origin, `${origin}/`]) {
            expect(keycloakConfigFor({ ...kc, url }, origin)).toEqual({
                clientId: 'plants-web',
                oidcProvider: {
                    authorization_endpoint: `${oidc}/auth`,
                    token_endpoint: `${oidc}/token`,
                    end_session_endpoint: `${oidc}/logout`,
                    userinfo_endpoint: `${oidc}/userinfo`,
                },
            });
        }
        // Keycloak behind the same proxy under a path.
        expect(
            keycloakConfigFor({ ...kc, url: `${origin}/auth` }, origin)
        ).toMatchObject({
            oidcProvider: {
                token_endpoint: `${origin}/auth/realms/plants/protocol/openid-connect/token`,
            },
        });
    });

    it("on another origin stays Keycloak's own configuration (its check included)", () => {
        const other = { ...kc, url: 'https://sso.example.com' };
        expect(keycloakConfigFor(other, origin)).toBe(other);
    });
});

describe('password change', () => {
    it("is Keycloak's own page when Keycloak is on another origin", async () => {
        expect(passwordChangeAt()).toBe('identityProvider');
        setConfig({
            apiUrl: '/api',
            keycloak: { url: '/', realm: 'plants', clientId: 'plants-web' },
            zabbix: { mode: 'proxy' },
            map: { tileUrl: 't', attribution: '' },
        });
        expect(passwordChangeAt()).toBe('form');
    });

    it("goes to Keycloak's UPDATE_PASSWORD action and comes back to the page", async () => {
        await changePasswordAtIdentityProvider();
        expect(kc().login).toHaveBeenCalledWith({
            action: 'UPDATE_PASSWORD',
            redirectUri: window.location.href.split('#')[0],
        });
    });
});
