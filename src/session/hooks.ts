import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Session, SessionPlant } from '@shared/domain/session';
import { canReachPage } from '@/providers/access';
import { firstMenuPage } from './rules';
import { sessionStore } from './session';
import type { SessionState } from './sessionStore';

export const useSessionState = (): SessionState =>
    useSyncExternalStore(sessionStore.subscribe, sessionStore.getState);

/** The loaded session; only use below the session gate (AppLayout). */
export const useSession = (): Session => {
    const state = useSessionState();
    if (state.status !== 'ready') throw new Error('Session not loaded');
    return state.session;
};

export const useSelectedPlant = (): SessionPlant | undefined => {
    const state = useSessionState();
    if (state.status !== 'ready') return undefined;
    return state.session.subsidiaries.find(s => s.id === state.plantId);
};

/** The first page shown in the side menu, or undefined when the profile has none. */
export const useFirstMenuPage = (): string | undefined => {
    const state = useSessionState();
    return state.status === 'ready' ? firstMenuPage(state.session) : undefined;
};

/**
 * Selects a plant: stores it, drops data of the previous plant, refetches
 * what is on screen, and goes to the first menu page (spec section 2).
 * `stay`: the chooser stood in front of a page the user opened by its URL
 * (a bookmark, a shared link), which is where they go on.
 */
export const useSelectPlant = (
    opts: { stay?: boolean } = {}
): ((id: number) => void) => {
    const queryClient = useQueryClient();
    const navigate = useNavigate();
    const { stay = false } = opts;
    return useCallback(
        (id: number) => {
            sessionStore.select(id);
            queryClient.removeQueries({ type: 'inactive' });
            void queryClient.invalidateQueries();
            if (stay) return;
            const state = sessionStore.getState();
            const target =
                state.status === 'ready' ? firstMenuPage(state.session) : '/';
            navigate(target ?? '/');
        },
        [queryClient, navigate, stay]
    );
};

/** Whether the profile holds the page (false before the session is loaded). */
export const useCanReachPage = (url: string): boolean => {
    const state = useSessionState();
    return state.status === 'ready' && canReachPage(state.session, url);
};
