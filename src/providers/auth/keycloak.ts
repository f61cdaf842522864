/**
 * The one keycloak-js instance. Everything that needs a token goes through
 * here (keycloak-js sits behind the authProvider; no
 * @react-keycloak/web: docs/decisions/0007-keycloak-js-behind-the-auth-provider.md).
 * Tokens live only in this object's memory.
 */
import Keycloak, {
    type KeycloakConfig,
    type KeycloakInitOptions,
} from 'keycloak-js';
import { getConfig, type AppConfig } from '@/config';
import { isSameOrigin, oidcEndpoints } from '@/signin/endpoints';
import { HttpError } from 'ra-core';
import {
    isWorkingOffline,
    storedSessionForOfflineStart,
    workOffline,
} from '../offlineSession';
import { signedInHere } from './signInHint';
import { installTokenRefresh } from './tokenRefresh';

/**
 * keycloak-js's `init`: PKCE S256, fragment response mode, no login
 * iframe (spec section 4); with `silent`, check-sso in the silent frame,
 * without it only the sign-in form's answer in the address is read.
 */
export const keycloakInitOptions = (
    origin: string,
    silent = true
): KeycloakInitOptions => ({
    pkceMethod: 'S256',
    responseMode: 'fragment',
    checkLoginIframe: false,
    ...(silent && {
        onLoad: 'check-sso',
        silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
    }),
});

/**
 * keycloak-js's configuration. When Keycloak answers on this origin (the
 * embedded sign-in, or Keycloak behind the same reverse proxy), its cookies
 * are first-party and cannot be blocked as third-party ones: keycloak-js's
 * check for that (an iframe and two round trips before the silent sign-in
 * may even start) is skipped by naming Keycloak's endpoints, its generic
 * OpenID Connect mode (same paths, same flow). On another origin the check
 * stays, and a browser that blocks the cookies gets a full-page sign-in.
 */
export const keycloakConfigFor = (
    kc: AppConfig['keycloak'],
    origin: string
): KeycloakConfig =>
    isSameOrigin(kc, origin)
        ? { clientId: kc.clientId, oidcProvider: oidcEndpoints(kc, origin) }
        : kc;

let instance: Keycloak | undefined;
let started: Promise<boolean> | undefined;
let initDone = false;
let onSignedOut: () => void = () => undefined;

export const getKeycloak = (): Keycloak => {
    instance ??= new Keycloak(
        keycloakConfigFor(getConfig().keycloak, window.location.origin)
    );
    return instance;
};

/** What to do when the token is lost (failed refresh): set by the app once. */
export const setSignedOutHandler = (handler: () => void): void => {
    onSignedOut = handler;
};

/**
 * Runs keycloak-js `init` exactly once (check-sso when someone signed in
 * here before, src/providers/auth/signInHint.ts; spec section 4);
 * resolves whether a user is signed in. An init failure (e.g.
 * "Invalid nonce", after which keycloak-js has already cleared the token)
 * counts as signed out.
 */
export const startAuth = (): Promise<boolean> => {
    if (started) return started;
    const keycloak = withRefresh(getKeycloak());
    started = storedSessionForOfflineStart().then(stored => {
        // No network and a field session kept on the device: open on it,
        // without a token; sign-in waits for the network (resumeSignIn).
        if (stored) {
            deferredInit = true;
            workOffline(stored);
            return false;
        }
        return runInit(keycloak);
    });
    return started;
};

const refreshing = new WeakSet<Keycloak>();

/** The refresh 30 s before expiry, installed once per instance. */
const withRefresh = (keycloak: Keycloak): Keycloak => {
    if (refreshing.has(keycloak)) return keycloak;
    refreshing.add(keycloak);
    // An invalid nonce clears the token inside init: that is "signed out",
    // which init's result already says; only later losses sign out.
    installTokenRefresh(keycloak, () => {
        if (initDone) onSignedOut();
    });
    return keycloak;
};

let deferredInit = false;
/** The last init could not reach the identity provider (no answer). */
let initFailed = false;

const runInit = (keycloak: Keycloak): Promise<boolean> =>
    keycloak
        .init(keycloakInitOptions(window.location.origin, signedInHere()))
        .then(
            authenticated => {
                initFailed = false;
                return authenticated;
            },
            (error: unknown) => {
                console.error('Sign-in check failed', error);
                initFailed = true;
                return false;
            }
        )
        .then(authenticated => {
            initDone = true;
            return authenticated;
        });

/**
 * The network is back while working offline: signs in as start-up would
 * have (the silent check), or refreshes the token kept in memory. Answers
 * whether the same user as the session kept on the device is signed in,
 * or `'offline'` when the identity provider could not be reached (an
 * instance whose init failed so is replaced: keycloak-js runs init once).
 */
export const resumeSignIn = async (
    subject: string
): Promise<'signedIn' | 'signInNeeded' | 'offline'> => {
    let keycloak = getKeycloak();
    let ok: boolean;
    if (deferredInit) {
        deferredInit = false;
        keycloak = withRefresh(keycloak);
        started = runInit(keycloak);
        ok = await started;
        if (!ok && initFailed) {
            instance = undefined;
            deferredInit = true;
            return 'offline';
        }
    } else if (keycloak.authenticated) {
        ok = await keycloak.updateToken(-1).then(
            () => true,
            () => false
        );
        // Not refused (keycloak-js keeps the tokens): not reached.
        if (!ok && keycloak.authenticated) return 'offline';
    } else ok = false;
    if (!ok || !keycloak.authenticated) return 'signInNeeded';
    return keycloak.tokenParsed?.sub === subject ? 'signedIn' : 'signInNeeded';
};

/** Seconds a request may start with: below it, refresh first (spec section 9). */
export const REQUEST_MIN_VALIDITY = 5;

/**
 * A valid access token for an API request, refreshed first when it has
 * under 5 s left. A failed refresh rejects (and keycloak-js's
 * onAuthRefreshError signs the user out).
 */
export const getFreshToken = async (): Promise<string | undefined> => {
    const signedIn = await startAuth();
    // Working offline: no token can be had, and that is no sign-out.
    if (isWorkingOffline()) throw new HttpError('app.field.offline', 0, {});
    if (!signedIn) return undefined;
    const keycloak = getKeycloak();
    if (!keycloak.authenticated) return undefined;
    await keycloak.updateToken(REQUEST_MIN_VALIDITY);
    return keycloak.token;
};

/**
 * Whether the identity provider keeps the passwords itself: Keycloak on
 * another origin than the app (`keycloak.url` in config.json), i.e. a real
 * Keycloak, whose password is changed on its own page. On this origin it is
 * the embedded sign-in, whose passwords the console's form changes.
 */
export const passwordsAtIdentityProvider = (
    kc: AppConfig['keycloak'],
    origin: string
): boolean => new URL(kc.url, origin).origin !== origin;

/**
 * Where the signed-in user changes their password: the console's form
 * (`form`: the embedded sign-in, whose API route checks the current
 * password), or the identity provider's own page (`identityProvider`).
 * Before the configuration is loaded (a screen rendered alone): the form.
 */
export const passwordChangeAt = (): 'form' | 'identityProvider' => {
    let kc: AppConfig['keycloak'];
    try {
        kc = getConfig().keycloak;
    } catch {
        return 'form';
    }
    return passwordsAtIdentityProvider(kc, window.location.origin)
        ? 'identityProvider'
        : 'form';
};

/**
 * Keycloak's own password change (required action UPDATE_PASSWORD): it
 * asks for the new password and comes back to the page the user was on.
 */
export const changePasswordAtIdentityProvider = (): Promise<void> =>
    getKeycloak().login({
        action: 'UPDATE_PASSWORD',
        redirectUri: window.location.href.split('#')[0],
    });

/** Test seam: forget the instance so a test can start from scratch. */
export const resetKeycloak = (): void => {
    instance = undefined;
    started = undefined;
    deferredInit = false;
    initFailed = false;
    initDone = false;
    onSignedOut = () => undefined;
};
