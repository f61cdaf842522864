/**
 * The data of the page being opened (a list's rows, a details record, the
 * dashboard's summary: src/routes/prefetchPage.ts), asked for the moment
 * sign-in is known, beside the session rather than after it
 * (docs/performance.md, "Start-up"): with the
 * plant chosen last time for a plant's page, or none for an
 * administrator's. When the session answers,
 * rows it does not confirm (another plant, a page the profile lacks, a
 * plant still to choose) are dropped from the cache, and the session's own
 * ones asked for. The server checks the plant and the page of every
 * request either way: the early request can only be refused, never show
 * another plant's rows.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataProvider, Store } from 'ra-core';
import type { Session } from '@shared/domain/session';
import { readStoredPlant, setCurrentPlant } from '@/providers/currentPlant';
import { needsPlantChoice } from '@/session/rules';
import type { SessionStore } from '@/session/sessionStore';
import { canOpenPath, findRoute } from './routeTable';
import { prefetchPage } from './prefetchPage';

export const prefetchRowsAtSignIn = (opts: {
    queryClient: QueryClient;
    dataProvider: DataProvider;
    store: Store;
    sessions: SessionStore;
    pathname: string;
    search: string;
}): void => {
    const { queryClient, sessions, pathname } = opts;
    const ask = (session?: Session) => prefetchPage({ ...opts, session });
    const route = findRoute(pathname);
    const forPlant = route !== undefined && route.kind !== 'admin';
    const stored = readStoredPlant();
    let early: { key: QueryKey; plantId: number | null } | undefined;
    // Not yet known (react-admin may have asked for it already, waiting
    // for the token like this request does).
    const pending = ['idle', 'loading'].includes(sessions.getState().status);
    if (pending && (!forPlant || stored)) {
        if (forPlant) setCurrentPlant(stored);
        const key = ask();
        if (key) early = { key, plantId: forPlant ? stored : null };
    }
    const drop = () => {
        if (!early) return;
        void queryClient.cancelQueries({ queryKey: early.key, exact: true });
        queryClient.removeQueries({ queryKey: early.key, exact: true });
        early = undefined;
    };
    let settled = false;
    const settle = () => {
        const state = sessions.getState();
        if (settled || state.status === 'loading' || state.status === 'idle')
            return;
        settled = true;
        unsubscribe();
        if (
            state.status !== 'ready' ||
            needsPlantChoice(state.session, state.plantId)
        ) {
            drop();
            return;
        }
        const confirmed =
            early !== undefined &&
            canOpenPath(state.session, pathname) &&
            early.plantId === (forPlant ? state.plantId : null);
        if (confirmed) return;
        drop();
        ask(state.session);
    };
    // Subscribed before React is: the session's rows go out before the
    // first render the session causes, not after it.
    const unsubscribe = sessions.subscribe(settle);
    sessions.load().catch(() => undefined);
    settle();
};
