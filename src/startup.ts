/**
 * Start-up before React (docs/performance.md, "Start-up"):
 * everything the first screen needs that React does not draw. The HTML's
 * entry is this module's small chunk, so the silent sign-in starts while
 * the shell (React, MUI, react-admin) is still downloading and compiling,
 * instead of after it ran.
 *
 * In order: the language catalog (needs nothing), the configuration
 * (written into the page, or preloaded by it), keycloak-js's silent
 * sign-in, and, once signed in, the signed-in half (src/startupSignedIn.ts:
 * the route's code, the session, the list's rows and access answer); or,
 * signed out, the sign-in form.
 */
import type { I18nProvider } from 'ra-core';
import { loadConfig } from '@/config';
import { ensurePreferences } from '@/preferences/preferences';
import { createI18nProvider } from '@/providers/i18nProvider';
import { getKeycloak, startAuth } from '@/providers/auth/keycloak';
import { clearPlant } from '@/providers/currentPlant';
import { settleReauth } from '@/providers/auth/reauth';
import { forgetSignedIn, rememberSignedIn } from '@/providers/auth/signInHint';
import { showCodeFailure } from '@/screens/codeFailure';
import { signInMaySucceed } from '@/shellPreload';
import { returnPath } from '@/signin/returnPath';
import type { Services } from './startupSignedIn';
import { whenIdle } from './whenIdle';

/** Sends the browser to the sign-in form, back to this page after it. */
export const goToSignIn = (): Promise<void> =>
    getKeycloak().login({
        redirectUri: `${window.location.origin}${returnPath(
            window.location.pathname + window.location.search
        )}`,
    });

/** What start-up hands the app once its code has arrived (src/main.tsx). */
export interface Startup {
    /** The catalog of the starting language. */
    catalog: Promise<I18nProvider>;
    /**
     * The API's client and react-query, from start-up's signed-in half
     * (src/startupSignedIn.ts), loaded on the first call; fails when the
     * configuration does.
     */
    services: () => Promise<Services>;
    /**
     * Sign-in known (and, signed in, the session and rows asked for), or
     * failed; `leaving` when the browser is on its way to the sign-in form.
     */
    signedIn: Promise<'leaving' | undefined>;
}

/** Start-up's signed-in half, a chunk of its own (vite.config.ts). */
const signedInHalf = () => import('./startupSignedIn');

/** Signed in: the signed-in half's work; signed out, to the sign-in form. */
const afterSignIn = async (
    ok: boolean,
    services: Startup['services']
): Promise<'leaving' | undefined> => {
    // Back from a refused refresh without a session: sign out, as the
    // spec asks (the stored plant goes); the login keeps this page.
    if (settleReauth(ok)) clearPlant();
    if (ok) rememberSignedIn();
    if (!ok) {
        // Signed out: to the sign-in form at once, back to this page
        // after it (spec section 4), without waiting for the app's code;
        // the wait screen stays until the browser leaves. Offline, the
        // app says why instead.
        if (!navigator.onLine) return undefined;
        forgetSignedIn();
        void goToSignIn();
        return 'leaving';
    }
    const [half, ready] = await Promise.all([signedInHalf(), services()]);
    half.startSignedIn(ready);
    return undefined;
};

export const startEarly = (): Startup => {
    ensurePreferences();
    const catalog = createI18nProvider();
    catalog.catch(() => undefined);
    const config = loadConfig();
    let services: Promise<Services> | undefined;
    const getServices = () =>
        (services ??= Promise.all([config, signedInHalf()]).then(([c, half]) =>
            half.createServices(c)
        ));
    // Beside the silent sign-in when it may succeed (src/shellPreload.ts),
    // and the date formatters while it is on the network.
    if (signInMaySucceed()) {
        getServices().catch(() => undefined);
        Promise.all([catalog, signedInHalf()]).then(
            ([provider, half]) =>
                whenIdle(() => half.warmDateFormats(provider.getLocale())),
            () => undefined
        );
    }
    const signedIn = config.then(async () =>
        afterSignIn(await startAuth(), getServices)
    );
    return { catalog, services: getServices, signedIn };
};

/** How long the app's code waits for sign-in before it runs anyway. */
export const SIGN_IN_WAIT_MS = 5000;
/** How long a page on its way to the sign-in form waits before it offers the way itself. */
export const LEAVING_WAIT_MS = 3000;

const delay = (ms: number) =>
    new Promise<undefined>(resolve => setTimeout(resolve, ms));

/**
 * When the app's code may run: once sign-in is known (bounded, should it
 * never settle); resolves what start-up knew then. Running the shell's
 * modules is one long task (about 0.7 s at 4x CPU) that would hold the
 * silent sign-in's frame and messages back; once the token is there it
 * overlaps the session's and the rows' requests instead. A page on its
 * way to the sign-in form runs it only if the browser is still here after
 * a while, to offer the way.
 */
export const whenSignInKnown = async (
    startup: Startup
): Promise<'leaving' | undefined> => {
    const outcome = await Promise.race([
        startup.signedIn.catch(() => undefined),
        delay(SIGN_IN_WAIT_MS),
    ]);
    if (outcome === 'leaving') await delay(LEAVING_WAIT_MS);
    return outcome;
};

/**
 * The app's code did not arrive (network down, a deployment replaced the
 * files): said without React, in the user's language when the catalog
 * came.
 */
export const reportMissingCode = async (
    startup: Startup,
    error: unknown
): Promise<void> => {
    console.error(error);
    const provider = await startup.catalog.catch(() => undefined);
    const container = document.getElementById('root');
    if (!container) return;
    showCodeFailure(
        container,
        error instanceof Error ? error.message : String(error),
        provider
            ? (key, options) => provider.translate(key, options)
            : undefined,
        provider?.getLocale()
    );
};
