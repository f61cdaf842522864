import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
    AdminContext,
    Notification,
    type DataProvider,
    type Store,
} from 'react-admin';
import { messages } from '@i18n/en-US';

/** Builders rendered in react-admin's context with the real en-US catalog. */
// The fakes' vi.fn methods are not generic like DataProvider's, hence `object`.
export const renderAdmin = (
    ui: ReactNode,
    dataProvider: object,
    { store }: { store?: Store } = {}
) =>
    render(
        <AdminContext
            dataProvider={dataProvider as DataProvider}
            i18nProvider={polyglotI18nProvider(() => messages, 'en-US')}
            store={store}
        >
            {ui}
            <Notification />
        </AdminContext>
    );
