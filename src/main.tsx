/**
 * Start-up, in parallel where it can be (docs/performance.md, "The
 * returning user's waterfall"): the runtime config (preloaded by the HTML),
 * the language catalog and the code of the route being opened all start at
 * once; keycloak-js's silent sign-in as soon as the config is there, and
 * the session request as soon as sign-in is known, before React has
 * rendered the app.
 */
import { createRoot } from 'react-dom/client';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '@/providers/i18nProvider';
import { ConfigError, loadConfig } from '@/config';
import { ensurePreferences } from '@/preferences/preferences';
import { createAuthProvider, signOut } from '@/providers/authProvider';
import { httpClient } from '@/providers/apiClient';
import { createDataProvider } from '@/providers/dataProvider';
import {
    getKeycloak,
    setSignedOutHandler,
    startAuth,
} from '@/providers/keycloak';
import { createQueryClient } from '@/providers/queryClient';
import {
    reauthPending,
    reloadToReauthenticate,
    settleReauth,
} from '@/providers/reauth';
import { prefetchList } from '@/routes/prefetchList';
import { preloadRoute } from '@/routes/preloadRoute';
import { needsPlantChoice } from '@/session/rules';
import { sessionStore } from '@/session/session';
import { StartupFailure } from '@/screens/StartupFailure';
import { WaitScreen } from '@/screens/WaitScreen';
import { App, store } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
const root = createRoot(container);
root.render(<WaitScreen />);

const bootstrap = async () => {
    ensurePreferences();
    // Neither needs the configuration.
    const catalog = createI18nProvider();
    catalog.catch(() => undefined);
    startupCatalog = catalog;
    preloadRoute(window.location.pathname);
    const config = await loadConfig();
    const queryClient = createQueryClient();
    const dataProvider = createDataProvider(httpClient, config.zabbix);
    const signedIn = startAuth();
    void signedIn.then(async ok => {
        // Back from a refused refresh without a session: sign out, as the
        // spec asks (the stored plant goes); the login keeps this page.
        if (settleReauth(ok)) sessionStore.reset();
        if (!ok) return;
        const session = await sessionStore.load().catch(() => undefined);
        const state = sessionStore.getState();
        // Without a plant yet, the chooser comes first: no rows to ask for.
        if (!session || state.status !== 'ready') return;
        if (needsPlantChoice(session, state.plantId)) return;
        prefetchList({
            queryClient,
            dataProvider,
            store,
            session,
            pathname: window.location.pathname,
            search: window.location.search,
        });
    });
    const i18nProvider = await catalog;
    document.documentElement.lang = i18nProvider.getLocale();

    const auth = {
        keycloak: getKeycloak(),
        start: startAuth,
        session: sessionStore,
    };
    // A refused refresh (issue #15): first a reload on the same page, whose
    // silent sign-in brings the user back there while the IdP session
    // lives; a second failure, or none left, signs out (spec section 4);
    // when keycloak-js has already dropped the tokens, reloading lands on
    // the login screen.
    setSignedOutHandler(() => {
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
    root.render(
        <App
            authProvider={createAuthProvider(auth)}
            dataProvider={dataProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
        />
    );
};

/** The catalog when it loaded: start-up failures are said in the user's language. */
let startupCatalog: Promise<I18nProvider | undefined> =
    Promise.resolve(undefined);

bootstrap().catch(async (error: unknown) => {
    console.error(error);
    const provider = await startupCatalog.catch(() => undefined);
    const locale = provider?.getLocale();
    if (locale) document.documentElement.lang = locale;
    root.render(
        <StartupFailure
            message={error instanceof Error ? error.message : String(error)}
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
