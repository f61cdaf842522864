/**
 * Start-up's signed-in half (docs/performance.md, "Start-up"): the API's
 * client and react-query, and, once someone is signed in, the code of the
 * route being opened, the list's access answer and its rows. A chunk of
 * its own (vite.config.ts), loaded beside sign-in when it may succeed
 * (src/shellPreload.ts) or once it did: a visit on its way to the sign-in
 * form neither downloads nor runs it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import { DEFAULT_TIME_ZONE, dateTimeFormats } from '@shared/domain/dateTime';
import type { AppConfig } from '@/config';
import { httpClient } from '@/providers/apiClient';
import { createDataProvider } from '@/providers/dataProvider';
import { createQueryClient } from '@/providers/queryClient';
import { store } from '@/providers/store';
import { preloadRoute } from '@/routes/preloadRoute';
import { seedListAccessAtSignIn } from '@/routes/seedListAccess';
import { prefetchRowsAtSignIn } from '@/routes/startupRows';
import { sessionStore } from '@/session/session';

/** What the app's screens are given to reach the API. */
export interface Services {
    queryClient: QueryClient;
    dataProvider: DataProvider;
}

export const createServices = (config: AppConfig): Services => ({
    queryClient: createQueryClient(),
    dataProvider: createDataProvider(httpClient, config.zabbix),
});

/** Signed in: the page's code, and beside it the session and the list's rows. */
export const startSignedIn = ({
    queryClient,
    dataProvider,
}: Services): void => {
    preloadRoute(window.location.pathname);
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

/**
 * The date formatters a first screen's draw uses (a list's cells and the
 * zone in a date column's heading, the field app's times), built while
 * sign-in is on the network rather than inside that draw: the first Intl
 * formatter of a language loads its data (about 0.1 s at 4x CPU). Most
 * sessions are on the default zone; another zone still finds the
 * language's data loaded.
 */
export const warmDateFormats = (locale: string): void => {
    const formats = dateTimeFormats(locale, DEFAULT_TIME_ZONE);
    const now = Date.now();
    formats.dateTime(now);
    formats.zoneName(now);
};
