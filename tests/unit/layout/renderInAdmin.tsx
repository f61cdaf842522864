import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
    type AuthProvider,
    memoryStore,
    type Store,
    TestMemoryRouter,
} from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { messages as enMessages } from '@i18n/en-US/index';
import { messages as ptMessages } from '@i18n/pt-BR/index';

/** The real catalogs of both languages. */
const catalogs = { 'en-US': enMessages, 'pt-BR': ptMessages };

export const testI18nProvider = (locale: 'en-US' | 'pt-BR' = 'en-US') =>
    polyglotI18nProvider(
        requested => catalogs[requested === 'pt-BR' ? 'pt-BR' : 'en-US'],
        locale,
        [
            { locale: 'pt-BR', name: 'pt-BR' },
            { locale: 'en-US', name: 'en-US' },
        ]
    );

export const testAuthProvider = (
    logout: AuthProvider['logout'] = () => Promise.resolve()
): AuthProvider => ({
    login: () => Promise.resolve(),
    logout,
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve([]),
});

interface Options {
    path?: string;
    locale?: 'en-US' | 'pt-BR';
    authProvider?: AuthProvider;
    store?: Store;
}

export const renderInAdmin = (ui: ReactNode, options: Options = {}) => {
    const store = options.store ?? memoryStore();
    return {
        store,
        ...render(
            <TestMemoryRouter initialEntries={[options.path ?? '/']}>
                <AdminContext
                    i18nProvider={testI18nProvider(options.locale)}
                    authProvider={options.authProvider ?? testAuthProvider()}
                    store={store}
                >
                    {ui}
                </AdminContext>
            </TestMemoryRouter>
        ),
    };
};
