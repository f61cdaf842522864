/**
 * Start-up before React (docs/performance.md, "Start-up"):
 * everything the first screen needs that React does not draw. The HTML's
 * entry is this module's small chunk, so the silent sign-in starts while
 * the shell (React, MUI, react-admin) is still downloading and compiling,
 * instead of after it ran.
 *
 * In order: the language catalog (needs nothing), the configuration
 * (preloaded by the HTML), keycloak-js's silent sign-in, the code of the
 * route being opened, and, once sign-in is known, the session and the
 * list's rows, and the list's access answer once the session is known.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, I18nProvider } from 'ra-core';
import { loadConfig } from '@/config';
import { ensurePreferences } from '@/preferences/preferences';
import { httpClient } from '@/providers/apiClient';
import { createDataProvider } from '@/providers/dataProvider';
import { createI18nProvider } from '@/providers/i18nProvider';
import { startAuth } from '@/providers/auth/keycloak';
import { createQueryClient } from '@/providers/queryClient';
import { settleReauth } from '@/providers/auth/reauth';
import { store } from '@/providers/store';
import { preloadRoute } from '@/routes/preloadRoute';
import { seedListAccessAtSignIn } from '@/routes/seedListAccess';
import { prefetchRowsAtSignIn } from '@/routes/startupRows';
import { sessionStore } from '@/session/session';

/** What start-up hands the app once its code has arrived (src/main.tsx). */
export interface Startup {
    /** The catalog of the starting language. */
    catalog: Promise<I18nProvider>;
    /** The configuration read and sign-in under way. */
    services: Promise<{ queryClient: QueryClient; dataProvider: DataProvider }>;
    /** Sign-in known (and, signed in, the session and rows asked for), or failed. */
    signedIn: Promise<unknown>;
}

/** Signed in: the session, and beside it the rows of the list being opened. */
const afterSignIn = (
    ok: boolean,
    queryClient: QueryClient,
    dataProvider: DataProvider
) => {
    // Back from a refused refresh without a session: sign out, as the
    // spec asks (the stored plant goes); the login keeps this page.
    if (settleReauth(ok)) sessionStore.reset();
    if (!ok) return;
    seedListAccessAtSignIn({
        queryClient,
        sessions: sessionStore,
        pathname: window.location.pathname,
    });
    prefetchRowsAtSignIn({
        queryClient,
        dataProvider,
        store,
        sessions: sessionStore,
        pathname: window.location.pathname,
        search: window.location.search,
    });
};

export const startEarly = (): Startup => {
    ensurePreferences();
    const catalog = createI18nProvider();
    catalog.catch(() => undefined);
    let signedIn: Promise<unknown> = Promise.resolve();
    const services = loadConfig().then(config => {
        const queryClient = createQueryClient();
        const dataProvider = createDataProvider(httpClient, config.zabbix);
        signedIn = startAuth().then(ok =>
            afterSignIn(ok, queryClient, dataProvider)
        );
        // Once sign-in has started; the list's code is one chunk
        // (vite.config.ts), so it leaves the browser's six connections to
        // this origin free for sign-in's requests.
        preloadRoute(window.location.pathname);
        return { queryClient, dataProvider };
    });
    return {
        catalog,
        services,
        signedIn: services.then(() => signedIn),
    };
};
