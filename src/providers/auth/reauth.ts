/**
 * A refused token refresh while the identity provider's session may still
 * be alive: the page reloads where it is once, and the silent
 * sign-in check at start-up (check-sso) either signs the user back in on
 * the same page, or finds no session, and then the sign-out the spec asks
 * for happens (session and stored plant dropped, the login page with this
 * page as its return path).
 */
const KEY = 'reauthAfterRefreshError';

const storage = (): Storage | undefined => {
    try {
        return window.sessionStorage;
    } catch {
        return undefined;
    }
};

/** Whether a reload to sign in again is already under way (then sign out). */
export const reauthPending = (): boolean => storage()?.getItem(KEY) === '1';

/** Remembers the attempt and reloads the page the user is on. */
export const reloadToReauthenticate = (
    location: Pick<
        Location,
        'pathname' | 'search' | 'replace'
    > = window.location
): void => {
    storage()?.setItem(KEY, '1');
    location.replace(`${location.pathname}${location.search}`);
};

/**
 * At start-up, once the silent check answered: whether this start follows
 * a refused refresh whose silent sign-in failed (so the app must sign out).
 * Forgets the attempt either way.
 */
export const settleReauth = (signedIn: boolean): boolean => {
    const pending = reauthPending();
    storage()?.removeItem(KEY);
    return pending && !signedIn;
};
