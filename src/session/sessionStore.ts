/**
 * The signed-in user's session (`GET /user/session`) and selected plant,
 * outside React so that the authProvider, httpClient and main.tsx share it.
 */
import type { Session } from '@shared/domain/session';
import {
    clearPlant,
    readStoredPlant,
    setCurrentPlant,
} from '@/providers/currentPlant';
import { resolvePlant } from './rules';

export type SessionState =
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'ready'; session: Session; plantId: number | null }
    | { status: 'error'; error: unknown }
    /** Signed out on this page: nothing is loaded again (the page is leaving). */
    | { status: 'ended' };

export interface SessionStore {
    getState: () => SessionState;
    subscribe: (listener: () => void) => () => void;
    /** Loads once; later calls share the same request until reset. */
    load: () => Promise<Session>;
    /** The session, loading it when needed. */
    ready: () => Promise<Session>;
    select: (plantId: number) => void;
    /** Forgets the session; the next `load` asks again (a new token). */
    reset: () => void;
    /**
     * Forgets the session for the rest of this page's life: sign-out,
     * which then leaves the page. A screen still mounted asks for the
     * session again when it is forgotten; an answer then would bring back
     * what sign-out removed (the plant, the frame's stored copy).
     */
    end: () => void;
}

export const createSessionStore = (
    fetchSession: () => Promise<Session>
): SessionStore => {
    let state: SessionState = { status: 'idle' };
    let pending: Promise<Session> | undefined;
    let ended = false;
    const listeners = new Set<() => void>();
    const set = (next: SessionState) => {
        state = next;
        listeners.forEach(listener => listener());
    };

    const load = () => {
        // Never settles: whoever waits is on a page that is leaving.
        if (ended) return new Promise<Session>(() => undefined);
        if (pending) return pending;
        set({ status: 'loading' });
        const request = fetchSession().then(
            session => {
                // Forgotten while on the network (a reset or the end).
                if (pending !== request) return session;
                const plantId = resolvePlant(session, readStoredPlant());
                setCurrentPlant(plantId);
                set({ status: 'ready', session, plantId });
                return session;
            },
            (error: unknown) => {
                if (pending !== request) throw error;
                // Spec section 8: a failed session load clears the stored plant.
                clearPlant();
                pending = undefined;
                set({ status: 'error', error });
                throw error;
            }
        );
        pending = request;
        return request;
    };

    return {
        getState: () => state,
        subscribe: listener => {
            listeners.add(listener);
            return () => listeners.delete(listener);
        },
        load,
        ready: () =>
            state.status === 'ready' ? Promise.resolve(state.session) : load(),
        select: plantId => {
            if (state.status !== 'ready') return;
            if (!state.session.subsidiaries.some(s => s.id === plantId)) {
                throw new Error(`Not one of the user's plants: ${plantId}`);
            }
            setCurrentPlant(plantId);
            set({ ...state, plantId });
        },
        reset: () => {
            pending = undefined;
            clearPlant();
            set({ status: 'idle' });
        },
        end: () => {
            ended = true;
            pending = undefined;
            clearPlant();
            set({ status: 'ended' });
        },
    };
};
