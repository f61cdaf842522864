/**
 * The app's shell (React, MUI, react-admin: the largest download) is
 * preloaded as the page starts only when sign-in may succeed: someone
 * signed in in this browser before (the silent check follows), the
 * address carries the sign-in form's answer, or there is no network (the
 * field app opens on what the device kept). A first visit goes to the
 * sign-in form with the entry alone; were the shell downloading beside
 * it, both the entry and the form would wait for its bytes. The build
 * names the chunk in the HTML (build/preloadShell.ts).
 */
import { signedInHere } from '@/providers/auth/signInHint';

const SHELL_META = 'app-shell';

/** keycloak-js's fragment response: `#state=…&code=…` or `#error=…&state=…`. */
const carriesSignInAnswer = (hash: string): boolean =>
    /(?:^#|&)state=/.test(hash);

export const signInMaySucceed = (): boolean =>
    signedInHere() ||
    carriesSignInAnswer(window.location.hash) ||
    !navigator.onLine;

/** Adds the shell's `modulepreload` when sign-in may succeed; says whether it did. */
export const preloadShellIfSigningIn = (): boolean => {
    const href = document
        .querySelector<HTMLMetaElement>(`meta[name="${SHELL_META}"]`)
        ?.getAttribute('content');
    if (!href || !signInMaySucceed()) return false;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    return true;
};
