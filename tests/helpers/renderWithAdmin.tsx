/**
 * Renders inside a MemoryRouter and react-admin's AdminContext with the
 * real catalogs, so screens show the text a user sees. The current path is
 * in the `path` test id.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18nProvider } from '@i18n/index';
import type { Locale } from '@/preferences/locale';

const Where = () => (
    <output data-testid="path">{useLocation().pathname}</output>
);

export const renderWithAdmin = async (
    ui: ReactElement,
    {
        locale = 'en-US',
        path = '/',
        dataProvider = testDataProvider(),
    }: { locale?: Locale; path?: string; dataProvider?: DataProvider } = {}
) => {
    const i18nProvider = await createI18nProvider(locale);
    return render(
        <MemoryRouter initialEntries={[path]}>
            <AdminContext
                i18nProvider={i18nProvider}
                dataProvider={dataProvider}
            >
                {ui}
                <Where />
            </AdminContext>
        </MemoryRouter>
    );
};
