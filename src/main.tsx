/**
 * The app's start, once its code has arrived: src/startup.ts has already
 * started the catalog, the configuration, sign-in, the route's code, the
 * session and the rows, and waited for sign-in (docs/performance.md,
 * "Start-up"); this draws the app.
 */
import { createRoot } from 'react-dom/client';
import type { I18nProvider } from 'react-admin';
import { ConfigError } from '@/config';
import { DEFAULT_TIME_ZONE, dateTimeFormats } from '@shared/domain/dateTime';
import {
    createAuthProvider,
    seedAuthCheck,
    signOut,
} from '@/providers/auth/authProvider';
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
import type { KeycloakLoginOptions, KeycloakLogoutOptions } from 'keycloak-js';
import {
    DEVICE_DB,
    fieldSignedOut,
    isWorkingOffline,
    offlineSession,
} from '@/providers/offlineSession';
import { sessionStore } from '@/session/session';
import { startServiceWorker } from '@/providers/serviceWorker';
import { StartupFailure } from '@/screens/StartupFailure';
import { Redirecting } from '@/screens/RedirectToLogin';
import { WaitScreen } from '@/screens/WaitScreen';
import { App } from './App';
import { goToSignIn, type Startup } from './startup';

const render = async (
    root: ReturnType<typeof createRoot>,
    startup: Startup,
    outcome: 'leaving' | undefined
) => {
    const { queryClient, dataProvider } = await startup.services;
    const i18nProvider = await startup.catalog;
    whenIdle(() => warmDateFormats(i18nProvider.getLocale()));
    if (outcome === 'leaving') {
        // Start-up sent the browser to the sign-in form: no app to mount.
        root.render(<Redirecting onSignIn={() => void goToSignIn()} />);
        return;
    }
    document.documentElement.lang = i18nProvider.getLocale();

    const auth = {
        // The instance of the moment: the field app may start a new one
        // when the network returns (resumeSignIn).
        keycloak: {
            get authenticated() {
                return getKeycloak().authenticated;
            },
            login: (options?: KeycloakLoginOptions) =>
                getKeycloak().login(options),
            logout: (options?: KeycloakLogoutOptions) =>
                getKeycloak().logout(options),
            clearToken: () => getKeycloak().clearToken(),
        },
        start: startAuth,
        session: sessionStore,
        workingOffline: isWorkingOffline,
        fieldSignedOut,
        forgetDevice,
    };
    // A refused refresh: first a reload on the same page, whose
    // silent sign-in brings the user back there while the IdP session
    // lives; a second failure, or none left, signs out (spec section 4);
    // when keycloak-js has already dropped the tokens, reloading lands on
    // the login screen.
    setSignedOutHandler(() => {
        // The field app keeps its user (docs/field-app.md).
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
    if (auth.keycloak.authenticated) seedAuthCheck(queryClient);
    // Once the first screen has its turn: the worker's precache downloads
    // the build in the background.
    whenIdle(startServiceWorker);
    root.render(
        <App
            authProvider={createAuthProvider(auth)}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
        />
    );
};

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
    if (userId === undefined || typeof indexedDB === 'undefined') return;
    const known = await indexedDB.databases?.().catch(() => undefined);
    if (known && !known.some(d => d.name === DEVICE_DB)) return;
    const { forgetUser } = await import('@/providers/deviceStore');
    await forgetUser(userId, { keepOutbox: true });
};

const whenIdle = (task: () => void) => {
    if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(task, { timeout: 2000 });
    else setTimeout(task, 0);
};

/**
 * The date formatters a list's first draw uses (its cells and the zone in
 * a date column's heading), built while sign-in and the session are on
 * the network rather than inside that draw: the first Intl formatter of a
 * language loads its data (tens of milliseconds on a slow phone). Most
 * sessions are on the default zone; another zone still finds the
 * language's data loaded.
 */
const warmDateFormats = (locale: string) => {
    const formats = dateTimeFormats(locale, DEFAULT_TIME_ZONE);
    const now = Date.now();
    formats.dateTime(now);
    formats.zoneName(now);
};

/**
 * Draws the app once start-up knows sign-in (`outcome`, src/boot.ts):
 * on its way to the sign-in form, the way there by hand.
 */
export const start = (
    startup: Startup,
    outcome: 'leaving' | undefined
): void => {
    const container = document.getElementById('root');
    if (!container) throw new Error('No #root element');
    const root = createRoot(container);
    root.render(<WaitScreen />);
    render(root, startup, outcome).catch(async (error: unknown) => {
        console.error(error);
        // Start-up failures are said in the user's language when the
        // catalog loaded.
        const provider: I18nProvider | undefined = await startup.catalog.catch(
            () => undefined
        );
        const locale = provider?.getLocale();
        if (locale) document.documentElement.lang = locale;
        root.render(
            <StartupFailure
                message={error instanceof Error ? error.message : String(error)}
                problem={
                    error instanceof ConfigError ? error.problem : undefined
                }
                config={error instanceof ConfigError}
                translate={
                    provider
                        ? (key, options) => provider.translate(key, options)
                        : undefined
                }
                lang={locale}
            />
        );
    });
};
