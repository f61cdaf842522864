/**
 * The trace of a sign-in on this browser (docs/performance.md, "Sign-in
 * from the HTML"): with none, a visit goes to the sign-in form without a
 * silent check. A flag only: no token, no name.
 */
/** localStorage: someone signed in on this browser and has not signed out. */
export const SIGNED_IN_KEY = 'plants.signedInBefore';
export const local = (win: Window): Storage | undefined => {
    try {
        return win.localStorage;
    } catch {
        return undefined;
    }
};

/** Remembered once keycloak-js says a user is signed in. */
export const rememberSignIn = (win: Window = window): void => {
    try {
        local(win)?.setItem(SIGNED_IN_KEY, '1');
    } catch {
        // A full or refused storage: every visit runs the silent check.
    }
};

/** Forgotten on sign-out and when the silent check finds no session. */
export const forgetSignIn = (win: Window = window): void => {
    local(win)?.removeItem(SIGNED_IN_KEY);
};
