/**
 * The one way tests render inside react-admin: a memory router at `path`,
 * AdminContext with the real catalogs (`locale`, en-US by default), a data
 * provider, an auth provider that lets everyone in, a memory store and the
 * notifications, so a screen shows what a user sees. The current path is in
 * the `path` test id, and `raPathname()` returns it.
 *
 * One router, react-admin's `TestMemoryRouter`, as in the browser: the DOM
 * tests load react-router pre-bundled once (build/testDeps.ts), so
 * react-admin's `react-router-dom` and our `react-router` are one copy.
 */
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    type AuthProvider,
    type DataProvider,
    type I18nProvider,
    memoryStore,
    type Store,
    TestMemoryRouter,
    testDataProvider,
} from 'ra-core';
import type { ReactNode } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { useLocation } from 'react-router';

import { messages as enMessages } from '@i18n/en-US/index';
import { messages as ptMessages } from '@i18n/pt-BR/index';
import type { Locale } from '@/preferences/locale';
import { withFieldKeys } from '@/providers/i18nProvider';

const catalogs = { 'en-US': enMessages, 'pt-BR': ptMessages };

export const testI18nProvider = (locale: Locale = 'en-US'): I18nProvider => {
    const provider = polyglotI18nProvider(
        requested => catalogs[requested === 'pt-BR' ? 'pt-BR' : 'en-US'],
        locale,
        [
            { locale: 'pt-BR', name: 'pt-BR' },
            { locale: 'en-US', name: 'en-US' },
        ]
    );
    return { ...provider, translate: withFieldKeys(provider) };
};

export const testAuthProvider = (
    logout: AuthProvider['logout'] = () => Promise.resolve()
): AuthProvider => ({
    login: () => Promise.resolve(),
    logout,
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
});

const Where = () => (
    <span hidden data-testid="path">
        {useLocation().pathname}
    </span>
);

export interface RenderInAdminOptions {
    path?: string;
    locale?: Locale;
    // Fakes with vi.fn methods are not generic like DataProvider's: `object`.
    dataProvider?: object;
    authProvider?: AuthProvider;
    store?: Store;
    /** The app's own (`createI18nProvider`), to test what it stores. */
    i18nProvider?: I18nProvider;
    /** react-admin's `<Notification />`; off for a screen that brings its own. */
    notifications?: boolean;
    /** A query cache filled beforehand (start-up's prefetch). */
    queryClient?: QueryClient;
}

export const renderInAdmin = (
    ui: ReactNode,
    options: RenderInAdminOptions = {}
) => {
    const store = options.store ?? memoryStore();
    let raPathname = options.path ?? '/';
    return {
        store,
        /** Where the router is (react-admin's redirects after a save). */
        raPathname: (): string => raPathname.split('?')[0] ?? raPathname,
        ...render(
            <TestMemoryRouter
                initialEntries={[options.path ?? '/']}
                locationCallback={l => {
                    raPathname = l.pathname;
                }}
            >
                <AdminContext
                    i18nProvider={
                        options.i18nProvider ?? testI18nProvider(options.locale)
                    }
                    dataProvider={
                        (options.dataProvider as DataProvider | undefined) ??
                        testDataProvider()
                    }
                    authProvider={options.authProvider ?? testAuthProvider()}
                    store={store}
                    queryClient={options.queryClient}
                >
                    {ui}
                    {options.notifications === false ? null : <Notification />}
                    <Where />
                </AdminContext>
            </TestMemoryRouter>
        ),
    };
};
