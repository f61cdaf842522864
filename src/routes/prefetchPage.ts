/**
 * The data of the page being opened, asked for as soon as sign-in is
 * known (src/routes/startupRows.ts), under the key the
 * page's own query reads, so that it finds the answer in the cache (or on
 * its way) instead of asking once its code and layout are drawn: a list's
 * rows (src/routes/prefetchList.ts), a details page's record (react-admin's
 * `useGetOne`, which its `<Edit>` uses) and the dashboard's summary.
 */
import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { MonitoringDataProvider } from '@/providers/monitoring/monitoringApi';
import { DASHBOARD_QUERY_KEY } from '@/screens/monitoring/dashboardQuery';
import { prefetchList, type PrefetchOptions } from './prefetchList';
import { canOpenRoute, findRoute } from './routeTable';

/** ra-core's useGetOne key (what `<Edit>` reads). */
export const recordKey = (resource: string, id: string): QueryKey => [
    resource,
    'getOne',
    { id: String(id), meta: undefined },
];

/** A details page's record (`/sensor/details/12`). */
export const prefetchRecord = (opts: PrefetchOptions): QueryKey | undefined => {
    const route = findRoute(opts.pathname);
    if (!route || !('resource' in route) || route.action !== 'show') return;
    // Single-record pages (`/company/details`) read their id from the session.
    if (route.record) return;
    if (opts.session && !canOpenRoute(opts.session, route)) return;
    const id = matchPath({ path: route.path, end: true }, opts.pathname)?.params
        .id;
    if (!id) return;
    const resource = route.resource.name;
    const queryKey = recordKey(resource, id);
    void opts.queryClient.prefetchQuery({
        queryKey,
        queryFn: () =>
            opts.dataProvider.getOne(resource, { id }).then(({ data }) => data),
    });
    return queryKey;
};

/** The dashboard's summary (one request feeds its figures). */
export const prefetchDashboard = (
    opts: PrefetchOptions
): QueryKey | undefined => {
    const route = findRoute(opts.pathname);
    if (!route || !('screen' in route) || route.screen !== 'dashboard') return;
    if (opts.session && !canOpenRoute(opts.session, route)) return;
    const api = opts.dataProvider as MonitoringDataProvider;
    if (typeof api.getDashboardSummary !== 'function') return;
    void opts.queryClient.prefetchQuery({
        queryKey: DASHBOARD_QUERY_KEY,
        queryFn: async () => (await api.getDashboardSummary()).data,
    });
    return DASHBOARD_QUERY_KEY;
};

/** Asks for the page's data; answers the query's key, or nothing to ask. */
export const prefetchPage = (opts: PrefetchOptions): QueryKey | undefined =>
    prefetchList(opts) ?? prefetchRecord(opts) ?? prefetchDashboard(opts);
