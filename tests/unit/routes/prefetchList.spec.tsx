import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { prefetchList } from '@/routes/prefetchList';
import { adminSession, operatorSession } from '../../helpers/sessions';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import * as fixtures from '../builders/fixtures';
import { renderList } from '../builders/renderList';

const companies = fixtures.companies();
const plants = fixtures.plants(12);

const setup = () => ({
    queryClient: new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000 } },
    }),
    dataProvider: fakeDataProvider({ subsidiary: plants, company: companies }),
    store: memoryStore(),
});

/** The plants list as the app draws it, with that cache and provider. */
const renderPlants = (
    ctx: Pick<ReturnType<typeof setup>, 'queryClient' | 'dataProvider'> & {
        store: ReturnType<typeof memoryStore>;
    }
) => renderList('subsidiary', { ...ctx, path: '/admin/subsidiary' });

describe('the rows of the list being opened, asked for at start-up', () => {
    it('under the key the list reads: once rendered, it asks no second time', async () => {
        const { queryClient, dataProvider, store } = setup();
        prefetchList({
            queryClient,
            dataProvider: dataProvider as never,
            store,
            session: adminSession(),
            pathname: '/admin/subsidiary',
            search: '',
        });
        await waitFor(() =>
            expect(dataProvider.getList).toHaveBeenCalledTimes(1)
        );
        renderPlants({ queryClient, dataProvider, store });
        expect(await screen.findByText('Plant 1')).toBeInTheDocument();
        expect(await screen.findByText('1-10 of 12')).toBeInTheDocument();
        expect(
            dataProvider.getList.mock.calls.filter(c => c[0] === 'subsidiary')
        ).toHaveLength(1);
    });

    it('with the sort and page the list keeps from the last visit', async () => {
        const { queryClient, dataProvider } = setup();
        const store = memoryStore({
            'subsidiary.listParams': {
                filter: {},
                sort: 'cnpj',
                order: 'DESC',
                page: 2,
                perPage: 5,
            },
        });
        prefetchList({
            queryClient,
            dataProvider: dataProvider as never,
            store,
            session: adminSession(),
            pathname: '/admin/subsidiary',
            search: '',
        });
        renderPlants({ queryClient, dataProvider, store });
        expect(await screen.findByText('6-10 of 12')).toBeInTheDocument();
        const calls = dataProvider.getList.mock.calls.filter(
            c => c[0] === 'subsidiary'
        );
        expect(calls).toHaveLength(1);
        expect(calls[0]?.[1]).toMatchObject({
            pagination: { page: 2, perPage: 5 },
            sort: { field: 'cnpj', order: 'DESC' },
        });
    });

    it('asks nothing for a query string, a screen that is not a list, or a page the profile lacks', () => {
        const { queryClient, dataProvider, store } = setup();
        const base = {
            queryClient,
            dataProvider: dataProvider as never,
            store,
        };
        prefetchList({
            ...base,
            session: adminSession(),
            pathname: '/admin/subsidiary',
            search: '?page=2',
        });
        prefetchList({
            ...base,
            session: adminSession(),
            pathname: '/admin/subsidiary/details/3',
            search: '',
        });
        prefetchList({
            ...base,
            session: operatorSession(),
            pathname: '/admin/subsidiary',
            search: '',
        });
        expect(dataProvider.getList).not.toHaveBeenCalled();
    });
});
