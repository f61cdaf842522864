/**
 * The rows of the list being opened, asked for as soon as the session is
 * known, while React still draws the frame and the list's code
 * arrives: the request react-admin's list would send once rendered, under
 * the key it reads (ra-core's useGetList), so the list finds its rows in
 * the cache instead of asking again.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataProvider, Store } from 'react-admin';
import type { Session } from '@shared/domain/session';
import type { Resource } from '@shared/declarations';
import { canOpenRoute, findRoute } from './routeTable';

interface StoredListParams {
    filter?: Record<string, unknown>;
    sort?: string;
    order?: 'ASC' | 'DESC';
    page?: number | string;
    perPage?: number | string;
}

/** ResourceList's page size (src/builders/list/ResourceList.tsx). */
const PER_PAGE = 10;

const numberOr = (value: unknown, fallback: number) => {
    const n = typeof value === 'string' ? parseInt(value, 10) : value;
    return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** What react-admin's list asks for without a query string (ra-core getQuery). */
const listParams = (
    stored: StoredListParams | undefined,
    defaultSort: { field: string; order: 'ASC' | 'DESC' }
) => {
    const custom =
        stored?.filter !== undefined &&
        (Object.keys(stored.filter).length > 0 ||
            stored.order != null ||
            stored.page !== 1 ||
            stored.perPage != null ||
            stored.sort != null);
    const query = custom ? stored : { filter: {} };
    return {
        pagination: {
            page: numberOr(query.page, 1),
            perPage: numberOr(query.perPage, PER_PAGE),
        },
        sort: query.sort
            ? { field: query.sort, order: query.order ?? 'ASC' }
            : defaultSort,
        filter: query.filter ?? {},
    };
};

/**
 * Asks for the rows; answers the query's key, or nothing when this URL's
 * list is not one to prefetch. Without a session (asked for beside it,
 * src/routes/startupRows.ts) the server alone decides whether the user
 * may read them.
 */
/** What a prefetch at sign-in needs: the services, and the URL being opened. */
export interface PrefetchOptions {
    queryClient: QueryClient;
    dataProvider: DataProvider;
    store: Store;
    session?: Session;
    pathname: string;
    search: string;
}

/** The key react-admin's list reads its first page under (ra-core's useGetList). */
export const listQueryKey = (
    def: Pick<Resource, 'name' | 'defaultSort'>,
    store: Pick<Store, 'getItem'>
) => {
    const params = listParams(
        store.getItem<StoredListParams>(`${def.name}.listParams`),
        def.defaultSort
    );
    return [def.name, 'getList', { ...params, meta: undefined }] as const;
};

export const prefetchList = (opts: PrefetchOptions): QueryKey | undefined => {
    // A query string (a shared link) is the list's to read.
    if (opts.search) return undefined;
    const route = findRoute(opts.pathname);
    if (!route || !('resource' in route) || route.action !== 'list')
        return undefined;
    const def = route.resource;
    // A list drawn by hand may ask differently.
    if (def.views?.includes('list')) return undefined;
    if (opts.session && !canOpenRoute(opts.session, route)) return undefined;
    const queryKey = listQueryKey(def, opts.store);
    const params = queryKey[2];
    void opts.queryClient.prefetchQuery({
        queryKey,
        queryFn: () =>
            opts.dataProvider
                .getList(def.name, params)
                .then(({ data, total, pageInfo, meta }) => ({
                    data,
                    total,
                    pageInfo,
                    meta,
                })),
    });
    return queryKey;
};
