/**
 * react-admin's AuthProvider over keycloak-js and the session (the only place
 * that knows both, README "What runs where"). The keycloak instance and the session
 * store are injected so the rules can be tested without a browser IdP.
 */
import type { QueryClient } from '@tanstack/react-query';
import type Keycloak from 'keycloak-js';
import type { AuthProvider } from 'react-admin';
import type { Session } from '@shared/domain/session';
import { returnPath } from '@/signin/returnPath';
import { canAccessResource } from '../access';
import { forgetSignedIn } from './signInHint';

export interface AuthDeps {
    keycloak: Pick<
        Keycloak,
        'authenticated' | 'login' | 'logout' | 'clearToken'
    >;
    /** Resolves once keycloak-js init ran: whether a user is signed in. */
    start: () => Promise<boolean>;
    /** What signing out and the permissions need of the session store. */
    session: {
        ready: () => Promise<Session>;
        reset: () => void;
        end: () => void;
    };
    origin?: string;
    /** Signed in by the session the field app keeps on the device (docs/field-app.md). */
    workingOffline?: () => boolean;
    /**
     * A refused token while the field app is drawn: it asks for the
     * password again itself, keeping what the device holds (true), instead
     * of signing out.
     */
    fieldSignedOut?: () => boolean;
    /** What the field app kept on the device for the user goes at sign-out (docs/field-app.md). */
    forgetDevice?: () => Promise<void>;
}

/** Why checkAuth failed, without a toast: the login screen says enough. */
const notSignedIn = { message: false, logoutUser: true };

/**
 * Signs out: forgets the session and plant, then ends the IdP session and
 * comes back to the origin (spec section 4). Without a keycloak session,
 * react-admin goes to its login route, our redirect-to-login screen.
 */
export const signOut = async (deps: AuthDeps): Promise<false | undefined> => {
    await deps.forgetDevice?.().catch(() => undefined);
    deps.session.end();
    forgetSignedIn();
    if (!deps.keycloak.authenticated) return undefined;
    const origin = deps.origin ?? window.location.origin;
    await deps.keycloak.logout({ redirectUri: `${origin}/` });
    return false;
};

export { returnPath } from '@/signin/returnPath';

/** sessionStorage key: when the app last recovered from a refused token. */
export const RECOVERY_KEY = 'plants.tokenRecoveryAt';
/** A second refusal within this time ends the IdP session instead. */
const RECOVERY_WINDOW_MS = 60_000;

/**
 * The API refused the token (401: e.g. signed by a key the server no longer
 * has). Forgets the tokens and the session without a round trip to the IdP's
 * logout (whose `id_token_hint` may be refused just the same, an error page),
 * so react-admin goes to the login route and the user signs in again (at
 * once when the IdP session is still alive). A second refusal within a
 * minute of the last recovery signs out for real instead: no loop.
 */
export const recoverFromRefusedToken = async (
    deps: AuthDeps,
    now = Date.now()
): Promise<false | undefined> => {
    const last = Number(sessionStorage.getItem(RECOVERY_KEY) ?? 0);
    if (now - last < RECOVERY_WINDOW_MS) return signOut(deps);
    sessionStorage.setItem(RECOVERY_KEY, String(now));
    deps.session.reset();
    if (deps.keycloak.authenticated) deps.keycloak.clearToken();
    return undefined;
};

/**
 * react-admin's own sign-in check (`<CoreAdminUI requireAuth>`: its
 * `useAuthState`, ra-core 5) answered before the app mounts, when sign-in
 * is already known: otherwise the first draw is its loading page, and the
 * layout waits a task more for `checkAuth`, which asks what start-up knows.
 * The query is still stale, so react-admin asks `checkAuth` once more
 * behind it, as it would; a sign-out or a refused token resets it as
 * before. `tests/unit/providers/authProvider.spec.tsx` checks the key.
 */
const AUTH_CHECK_KEY = ['auth', 'checkAuth', {}] as const;

export const seedAuthCheck = (queryClient: QueryClient): void => {
    queryClient.setQueryData(AUTH_CHECK_KEY, true);
};

export const createAuthProvider = (deps: AuthDeps): AuthProvider => {
    /** Set by a 401: the next logout is a recovery (above), not a sign-out. */
    let tokenRefused = false;
    return {
        // `next`: the page the user opened signed out (a deep link survives
        // sign-in); the IdP accepts any path on the app's origin.
        login: async (params?: { next?: unknown }) => {
            const origin = deps.origin ?? window.location.origin;
            await deps.keycloak.login({
                redirectUri: `${origin}${returnPath(params?.next)}`,
            });
        },
        logout: () => {
            if (!tokenRefused) return signOut(deps);
            tokenRefused = false;
            return recoverFromRefusedToken(deps);
        },
        checkAuth: async () => {
            const signedIn = await deps.start();
            if (deps.workingOffline?.()) return;
            if (!signedIn || !deps.keycloak.authenticated) {
                return Promise.reject(notSignedIn);
            }
        },
        // 401: the token is not accepted any more, sign in again. 403: the
        // profile lacks the page or plant; stay signed in and let the screen
        // say so.
        checkError: async (error: { status?: number }) => {
            if (error?.status === 401) {
                if (deps.fieldSignedOut?.()) return;
                tokenRefused = true;
                return Promise.reject(notSignedIn);
            }
        },
        getIdentity: async () => {
            const session = await deps.session.ready();
            return { id: session.user.id, fullName: session.user.name };
        },
        // No getPermissions: access is canAccess's (below). react-admin
        // reads getPermissions only to build resources from a function
        // child, which this app has none of, and when its answer arrives it
        // re-registers every resource, which redrew the whole screen twice
        // after the first list's rows (docs/performance.md, "Drawing a
        // list").
        canAccess: async ({ resource, action }) => {
            const session = await deps.session.ready();
            return canAccessResource(session, resource, action);
        },
    };
};
