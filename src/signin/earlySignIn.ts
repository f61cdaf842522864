/**
 * Sign-in before the app's code (issue #31, points 2 and 3;
 * docs/performance.md, "Sign-in from the HTML"). This module runs
 * inline in index.html (build/inlineEarlySignIn.ts bundles
 * src/signin/earlyEntry.ts into a classic script; the server's
 * Content-Security-Policy allows exactly that text by its hash), so it
 * starts as soon as the HTML is parsed, while the app's scripts download:
 *
 * - it reads the configuration the server wrote into the page
 *   (src/signin/embeddedConfig.ts), or else `/config.json` (preloaded by
 *   the HTML), and hands it to the app (src/config.ts), which does not ask
 *   again;
 * - signed out with no trace of a previous sign-in on this browser, it
 *   sends the browser to the sign-in form at once, the app never starting;
 * - otherwise, when Keycloak answers on this origin, it runs the silent
 *   check (the authorization endpoint with `prompt=none` in a hidden
 *   frame, as keycloak-js's check-sso does) and, with a code, asks for the
 *   tokens itself, without waiting for the app's code to be evaluated;
 *   with `login_required` it goes to the sign-in form.
 *
 * keycloak-js stays the owner of the tokens: the app adopts them
 * (src/providers/keycloak.ts) and keycloak-js refreshes them and signs
 * out. The full-page sign-in's state is written in keycloak-js's own
 * format (`kc-callback-<state>` in localStorage), so the return from the
 * form is keycloak-js's usual callback. Every case not named above (a
 * Keycloak on another origin with a trace, the return from the form, a
 * re-sign-in after a refused refresh, anything failing) is left to
 * keycloak-js's check-sso, as before.
 *
 * No imports but small pure modules: everything here is inlined in the
 * HTML, before the app's 40 kB entry.
 */
import { isSameOrigin, oidcEndpoints, type KeycloakSection } from './endpoints';
import {
    authorizationRequest,
    callbackParams,
    exchangeCode,
    isObject,
    type EarlyTokens,
} from './oidcRequests';
import { startEarlyPage } from '@/earlyPage/draw';
import { peekSnapshot } from '@/earlyPage/snapshot';
import { loadAppScripts } from './appScripts';
import { embeddedConfig } from './embeddedConfig';
import { showRedirecting } from './redirecting';
import { returnPath } from './returnPath';
import { silentCheck } from './silentCheck';
import { warmIntl } from './warmIntl';
import { forgetSignIn, local, SIGNED_IN_KEY } from './trace';
import { whenBody } from './whenBody';

/**
 * `tokens`: signed in; `login`: the browser is on its way to the sign-in
 * form (the app must not start); `app`: left to keycloak-js's check-sso.
 */
export type EarlyOutcome =
    | { kind: 'tokens'; tokens: EarlyTokens }
    | { kind: 'login' }
    | { kind: 'app' };

export interface EarlySignIn {
    /** The configuration, embedded or `/config.json`'s parsed body (rejects when it could not be read). */
    config: Promise<unknown>;
    outcome: Promise<EarlyOutcome>;
    /** Set the moment the browser is sent to the sign-in form. */
    leaving: boolean;
    /**
     * Whether the app should start: false when the browser goes to the
     * sign-in form without a silent check (known as soon as config.json
     * is), true in every other case (the app then starts while the silent
     * check runs).
     */
    appStarts: Promise<boolean>;
}

declare global {
    interface Window {
        __earlySignIn?: EarlySignIn;
    }
}

/** src/providers/reauth.ts's key: a reload to sign in again after a refused refresh. */
const REAUTH_KEY = 'reauthAfterRefreshError';
/** keycloak-js's callback state (keycloak-js/lib/keycloak.js, LocalStorage). */
const CALLBACK_PREFIX = 'kc-callback-';

/** The handoff from the inline script, when the HTML had it. */
export const earlySignIn = (win: Window = window): EarlySignIn | undefined =>
    win.__earlySignIn;

/** The `keycloak` section of config.json, or undefined when unusable (the app says why). */
export const keycloakSection = (
    raw: unknown,
    origin: string
): KeycloakSection | undefined => {
    const kc = isObject(raw) ? raw.keycloak : undefined;
    if (!isObject(kc)) return undefined;
    const { url, realm, clientId } = kc;
    if (typeof url !== 'string' || typeof realm !== 'string') return undefined;
    if (typeof clientId !== 'string' || !realm.trim() || !clientId.trim())
        return undefined;
    return {
        url: url.trim().replace(/\/+$/, '') || origin,
        realm: realm.trim(),
        clientId: clientId.trim(),
    };
};

/**
 * Sends the browser to the sign-in form, coming back to this page (path
 * and query); keycloak-js completes the sign-in on the return from its
 * stored state. Undefined when the state cannot be stored (keycloak-js
 * then falls back to a cookie: left to it).
 */
const goToLogin = async (
    win: Window,
    handoff: EarlySignIn,
    kc: KeycloakSection,
    authorize: string
): Promise<EarlyOutcome> => {
    const storage = local(win);
    if (!storage) return { kind: 'app' };
    const { pathname, search, origin } = win.location;
    const redirectUri = `${origin}${returnPath(pathname + search)}`;
    const { url, state } = await authorizationRequest(
        win,
        authorize,
        kc.clientId,
        redirectUri
    );
    try {
        storage.setItem(
            CALLBACK_PREFIX + state.state,
            JSON.stringify({ ...state, expires: Date.now() + 60 * 60 * 1000 })
        );
    } catch {
        return { kind: 'app' };
    }
    handoff.leaving = true;
    // Too late if the app has started already (the silent check's answer).
    startKnown(handoff, false);
    // Drawn as soon as the body is there; the navigation does not wait for it.
    void whenBody(win).then(() => showRedirecting(win, url));
    win.location.assign(url);
    return { kind: 'login' };
};

const starters = new WeakMap<EarlySignIn, (starts: boolean) => void>();

/** A copy of this page to draw before the app (src/earlyPage/draw.ts). */
const hasPageCopy = (win: Window) =>
    !win.location.search && !!peekSnapshot(win, win.location.pathname);

/** config.json's `apiUrl`, as src/config.ts reads it. */
const apiUrlOf = (raw: unknown): string | undefined =>
    isObject(raw) && typeof raw.apiUrl === 'string' && raw.apiUrl.trim()
        ? raw.apiUrl.trim().replace(/\/+$/, '')
        : undefined;

/** Settles `appStarts` (the first call wins). */
const startKnown = (handoff: EarlySignIn, starts: boolean) =>
    starters.get(handoff)?.(starts);

/** What the early sign-in decides once config.json is known. */
export const decide = async (
    win: Window,
    handoff: EarlySignIn,
    raw: unknown
): Promise<EarlyOutcome> => {
    const { origin, href } = win.location;
    const kc = keycloakSection(raw, origin);
    // A broken configuration, the return from the sign-in form (keycloak-js
    // completes it from the URL) or a re-sign-in after a refused refresh
    // (the app must sign out if it fails: src/providers/reauth.ts).
    if (!kc || callbackParams(href)) return { kind: 'app' };
    if (win.sessionStorage?.getItem(REAUTH_KEY) === '1') return { kind: 'app' };
    const endpoints = oidcEndpoints(kc, origin);
    if (local(win)?.getItem(SIGNED_IN_KEY) !== '1')
        return goToLogin(win, handoff, kc, endpoints.authorization_endpoint);
    // Keycloak on another origin: keycloak-js first checks whether its
    // cookies are blocked as third-party ones.
    if (!isSameOrigin(kc, origin)) return { kind: 'app' };
    const { url, state } = await authorizationRequest(
        win,
        endpoints.authorization_endpoint,
        kc.clientId,
        `${origin}/silent-check-sso.html`,
        'none'
    );
    const answer = silentCheck(win, url);
    // The app's code starts while the silent check runs, asked for after
    // the check's frame so that the frame's small answer is not queued
    // behind the code's 250 kB on the connection. With a copy of this page
    // to draw before the app, it waits until the token and the page's
    // requests have left: on a slow line, the code shared it with them.
    const pageFirst = hasPageCopy(win);
    if (!pageFirst) startKnown(handoff, true);
    warmIntl(win);
    const params = await answer;
    if (!params || params.state !== state.state) return { kind: 'app' };
    if (params.error) {
        // login_required and its kind: the IdP's session is over.
        forgetSignIn(win);
        return goToLogin(win, handoff, kc, endpoints.authorization_endpoint);
    }
    const tokens = await exchangeCode(
        win,
        endpoints.token_endpoint,
        kc.clientId,
        params.code ?? '',
        state
    );
    const apiUrl = apiUrlOf(raw);
    if (pageFirst && apiUrl !== undefined)
        startEarlyPage(win, tokens.token, apiUrl);
    return { kind: 'tokens', tokens };
};

/** Starts it all; what the inline script leaves on `window.__earlySignIn`. */
export const startEarlySignIn = (win: Window): EarlySignIn => {
    const embedded = embeddedConfig(win.document);
    const config =
        embedded !== undefined
            ? Promise.resolve(embedded)
            : win.fetch('/config.json').then(res => {
                  if (!res.ok) throw new Error(`HTTP ${res.status}`);
                  return res.json() as Promise<unknown>;
              });
    let settle: (starts: boolean) => void = () => undefined;
    const handoff: EarlySignIn = {
        config,
        outcome: Promise.resolve({ kind: 'app' }),
        leaving: false,
        appStarts: new Promise(resolve => (settle = resolve)),
    };
    starters.set(handoff, settle);
    // The app's code, once it is known to start (src/signin/appScripts.ts).
    void handoff.appStarts.then(
        starts => starts && loadAppScripts(win.document)
    );
    // Signed in before, or back from the sign-in form: the app starts
    // whatever config.json says, so its code need not wait for it (with
    // the configuration in the page, decide() says so at once).
    if (
        embedded === undefined &&
        !hasPageCopy(win) &&
        (local(win)?.getItem(SIGNED_IN_KEY) === '1' ||
            callbackParams(win.location.href))
    )
        startKnown(handoff, true);
    handoff.outcome = config
        .then(raw => decide(win, handoff, raw))
        .catch((error: unknown) => {
            console.error('Early sign-in', error);
            return { kind: 'app' } as const;
        })
        .finally(() => startKnown(handoff, true));
    // The app reads the failure itself (src/config.ts).
    config.catch(() => undefined);
    return handoff;
};
