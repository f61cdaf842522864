/**
 * react-admin's list asks `authProvider.canAccess` through react-query
 * (ra-core's useRequireAccess), so its answer comes a tick after the
 * list's first render even though it is a pure function of the session:
 * the list then draws a second time (about 280 components, the filters
 * and the table's frame; docs/performance.md, "Drawing a list").
 * Once the session is known, the answer for the list being opened is put
 * in the cache under the key the list reads, as start-up does with its
 * rows (src/routes/prefetchList.ts). The cache holds what the provider
 * would answer, for as long as it would have kept it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { canAccessResource } from '@/providers/access';
import type { SessionStore } from '@/session/sessionStore';
import { findRoute } from './routeTable';

/** ra-core's useCanAccess key for a list once authentication is known. */
export const listAccessKey = (resource: string): QueryKey => [
    'auth',
    'canAccess',
    { action: 'list', resource, enabled: true },
];

export const seedListAccessAtSignIn = (opts: {
    queryClient: QueryClient;
    sessions: SessionStore;
    pathname: string;
}): void => {
    const route = findRoute(opts.pathname);
    if (!route || !('resource' in route) || route.action !== 'list') return;
    const resource = route.resource.name;
    const seed = () => {
        const state = opts.sessions.getState();
        if (state.status === 'idle' || state.status === 'loading') return;
        unsubscribe();
        if (state.status !== 'ready') return;
        opts.queryClient.setQueryData(
            listAccessKey(resource),
            canAccessResource(state.session, resource, 'list')
        );
    };
    // Subscribed before React is, so the answer is there for its first
    // render of the list.
    const unsubscribe = opts.sessions.subscribe(seed);
    seed();
};
