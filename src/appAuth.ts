/**
 * What both starts (src/main.tsx, the console; src/fieldMain.tsx, the
 * field app's own) hand react-admin's auth provider, and what they do
 * when the token is lost.
 */
import type { KeycloakLoginOptions, KeycloakLogoutOptions } from 'keycloak-js';
import { signOut, type AuthDeps } from '@/providers/auth/authProvider';
import {
    getKeycloak,
    setSignedOutHandler,
    startAuth,
} from '@/providers/auth/keycloak';
import {
    reauthPending,
    reloadToReauthenticate,
    settleReauth,
} from '@/providers/auth/reauth';
import { deviceDbMayExist } from '@/providers/deviceDb';
import {
    fieldSignedOut,
    isWorkingOffline,
    offlineSession,
} from '@/providers/offlineSession';
import { sessionStore } from '@/session/session';

/**
 * The session, kit and home the field app kept for the user signing out;
 * records not yet sent stay unless the field app's sign-out, which asks
 * about them, removed them already. Nothing to load when the device keeps
 * nothing (the store's code is fetched only then).
 */
const forgetDevice = async (): Promise<void> => {
    const state = sessionStore.getState();
    const userId =
        state.status === 'ready'
            ? state.session.user.id
            : offlineSession()?.userId;
    if (userId === undefined || !(await deviceDbMayExist())) return;
    const { forgetUser } = await import('@/providers/deviceStore');
    await forgetUser(userId, { keepOutbox: true });
};

/** The auth provider's dependencies, over the keycloak-js instance of the moment. */
export const createAppAuth = (): AuthDeps => ({
    // The instance of the moment: the field app may start a new one
    // when the network returns (resumeSignIn).
    keycloak: {
        get authenticated() {
            return getKeycloak().authenticated;
        },
        login: (options?: KeycloakLoginOptions) => getKeycloak().login(options),
        logout: (options?: KeycloakLogoutOptions) =>
            getKeycloak().logout(options),
        clearToken: () => getKeycloak().clearToken(),
    },
    start: startAuth,
    session: sessionStore,
    workingOffline: isWorkingOffline,
    fieldSignedOut,
    forgetDevice,
});

/**
 * A refused refresh: the field app keeps its user (docs/field-app.md);
 * otherwise first a reload on the same page, whose silent sign-in brings
 * the user back there while the IdP session lives; a second failure, or
 * none left, signs out (spec section 4); when keycloak-js has already
 * dropped the tokens, reloading lands on the login screen.
 */
export const handleSignedOut = (auth: AuthDeps): void =>
    setSignedOutHandler(() => {
        if (fieldSignedOut()) return;
        if (!reauthPending()) {
            reloadToReauthenticate();
            return;
        }
        settleReauth(true);
        void signOut(auth).then(result => {
            if (result !== false)
                window.location.replace(`${window.location.origin}/`);
        });
    });
