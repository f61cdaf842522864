import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, Notification, type DataProvider } from 'react-admin';
import { messages } from '@i18n/en-US';

/** Builders rendered in react-admin's context with the real en-US catalog. */
export const renderAdmin = (ui: ReactNode, dataProvider: DataProvider) =>
    render(
        <AdminContext
            dataProvider={dataProvider}
            i18nProvider={polyglotI18nProvider(() => messages, 'en-US')}
        >
            {ui}
            <Notification />
        </AdminContext>
    );
