/**
 * Whether someone signed in to the console in this browser and has not
 * signed out since. Only then does start-up ask the identity provider
 * silently first (keycloak-js's check-sso); a browser without it goes
 * straight to the sign-in form, which the silent check would only have
 * delayed by its round trips (docs/performance.md, "Start-up"). A user
 * signed in to the identity provider through another application still
 * gets in: the sign-in form's address answers at once with the code.
 * Holds nothing but the flag.
 */
const KEY = 'plants.signedInHere';

const local = (): Storage | undefined => {
    try {
        return window.localStorage;
    } catch {
        return undefined;
    }
};

export const signedInHere = (): boolean => local()?.getItem(KEY) === '1';

export const rememberSignedIn = (): void => {
    try {
        local()?.setItem(KEY, '1');
    } catch {
        // Storage full or refused: the next visit checks silently anyway.
    }
};

export const forgetSignedIn = (): void => {
    local()?.removeItem(KEY);
};
