/**
 * Token refresh 30 s before expiry (spec sections 4 and 9).
 *
 * keycloak-js's own `onTokenExpired` fires at the moment of expiry, too late
 * for "30 s before". So we schedule our own expiry callback at
 * `exp - 30 s` (corrected by keycloak-js's `timeSkew`) every time a token
 * arrives, and keep `onTokenExpired` as a fallback for timers a sleeping
 * tab did not run.
 */
import type Keycloak from 'keycloak-js';

export const EXPIRY_MARGIN_SECONDS = 30;
/**
 * A refresh the IdP did not refuse (no answer while the server restarts,
 * the network down, a 5xx) is tried again this often while the access token still
 * lasts longer than this; only then does the user get signed out. A refresh
 * the IdP refused (400) signs out at once.
 */
export const RETRY_SECONDS = 5;

/** Milliseconds from `nowMs` until the refresh should run. */
export const refreshDelayMs = (
    exp: number,
    timeSkew: number,
    nowMs: number
): number => {
    const remaining = exp + timeSkew - nowMs / 1000;
    // Tokens shorter-lived than the margin refresh at half their life,
    // instead of in a tight loop.
    const lead = Math.min(EXPIRY_MARGIN_SECONDS, remaining / 2);
    return Math.max(0, Math.round((remaining - lead) * 1000));
};

export const installTokenRefresh = (
    keycloak: Keycloak,
    onFailure: () => void
): void => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
        // -1 forces it: the timer itself is the "30 s before expiry" moment.
        keycloak.updateToken(-1).catch(() => undefined);
    };
    const schedule = () => {
        clearTimeout(timer);
        const exp = keycloak.tokenParsed?.exp;
        if (!keycloak.authenticated || typeof exp !== 'number') return;
        timer = setTimeout(
            refresh,
            refreshDelayMs(exp, keycloak.timeSkew ?? 0, Date.now())
        );
    };
    keycloak.onAuthSuccess = schedule;
    keycloak.onAuthRefreshSuccess = schedule;
    keycloak.onTokenExpired = () => {
        keycloak.updateToken(EXPIRY_MARGIN_SECONDS).catch(() => undefined);
    };
    keycloak.onAuthRefreshError = () => {
        clearTimeout(timer);
        // Refused (400): keycloak-js cleared the token, onAuthLogout signs out.
        if (!keycloak.authenticated) return;
        const exp = keycloak.tokenParsed?.exp;
        const left =
            typeof exp === 'number'
                ? exp + (keycloak.timeSkew ?? 0) - Date.now() / 1000
                : 0;
        if (left > RETRY_SECONDS) {
            timer = setTimeout(refresh, RETRY_SECONDS * 1000);
            return;
        }
        onFailure();
    };
    // A 400 on refresh or an invalid nonce: keycloak-js cleared the token.
    keycloak.onAuthLogout = () => {
        clearTimeout(timer);
        onFailure();
    };
};
