import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { Layout } from '@/layout/Layout';
import { PlantSelection } from '@/screens/PlantSelection';
import { SessionError } from '@/screens/SessionError';
import { WaitScreen } from '@/screens/WaitScreen';
import { useSessionState } from '@/session/hooks';
import { type FrameCopy, readFrameCopy } from '@/session/frameCopy';
import { readStoredPlant } from '@/providers/currentPlant';
import { needsPlantChoice } from '@/session/rules';
import { sessionStore, signedInSubject } from '@/session/session';
import { useLocation } from 'react-router';
import { endEarlyPage } from '@/earlyPage/handoff';
import { FramePage, frameDrawsRows } from './FramePage';
import { canOpenPath } from './routeTable';

const load = () => {
    sessionStore.load().catch(() => undefined);
};

/** The API refused the token (401): sign in again, not an error screen. */
export const isRefusedToken = (error: unknown): boolean =>
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 401;

/**
 * The last session's copy of the menu, when the one signed in wrote it
 * (src/session/frameCopy.ts), with the plant the rows were asked for;
 * nothing for a plant user without a plant (the chooser comes first).
 */
const provisionalCopy = (): FrameCopy | undefined => {
    const copy = readFrameCopy(signedInSubject());
    if (!copy) return undefined;
    if (copy.isAdmin) return { ...copy, plantId: null };
    const stored = readStoredPlant();
    const plantId = copy.plants.some(p => p.id === stored) ? stored : null;
    return plantId === null ? undefined : { ...copy, plantId };
};

/**
 * `<Admin layout>`: no page renders before the session is loaded and, for
 * plant users, a plant is selected (spec section 4). While the session is
 * on the network, a returning user's frame is drawn from the stored copy
 * (header, menu, plant, the page's title and table header; issue #31),
 * and the same Layout then draws the session's menu and the page.
 * A session refused with 401 (a token the server no longer accepts) goes
 * through the auth provider's checkError to the sign-in.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
    const live = useSessionState();
    // Read once: the frame is the one the gate opened with.
    const [copy] = useState(provisionalCopy);
    const { pathname, search } = useLocation();
    // With a list's rows to draw in the frame, the session's answer is
    // drawn in the background (a deferred value yields to urgent updates):
    // the frame stays, and rows arriving meanwhile are drawn in it first
    // (src/routes/FrameRows.tsx) instead of after the whole page's draw.
    // Any other page is drawn at once (deferred, the dashboard's figures
    // came a third later: they waited for the menu's background draw), and
    // so are a reset, a failure or a new load (a refused token must leave
    // the page before it asks for the session again).
    const [rowsInFrame] = useState(() =>
        frameDrawsRows(copy, pathname, search)
    );
    // A constant otherwise: a deferred value that changes draws its
    // component again in the background, the whole page with it.
    const deferred = useDeferredValue(rowsInFrame ? live : undefined);
    const state =
        live.status === 'ready' && deferred?.status === 'loading'
            ? deferred
            : live;
    const logoutIfAccessDenied = useLogoutIfAccessDenied();
    const refused =
        state.status === 'error' ? isRefusedToken(state.error) : false;
    const error = state.status === 'error' ? state.error : undefined;
    useEffect(() => {
        if (state.status === 'idle') load();
    }, [state.status]);
    useEffect(() => {
        if (refused) void logoutIfAccessDenied(error);
    }, [refused, error, logoutIfAccessDenied]);
    // The page before the app gives way to the list's rows
    // (src/builders/ResourceList.tsx), or here to anything else.
    const elsewhere =
        state.status === 'ready' &&
        (needsPlantChoice(state.session, state.plantId) ||
            !canOpenPath(state.session, pathname));
    useEffect(() => {
        if (elsewhere) endEarlyPage();
    }, [elsewhere]);
    // Whatever the page does with the session there, the copy does not
    // outlast it by more than a few seconds.
    const ready = state.status === 'ready';
    useEffect(() => {
        if (!ready) return;
        const timer = window.setTimeout(endEarlyPage, 5000);
        return () => window.clearTimeout(timer);
    }, [ready]);
    if (refused) return <WaitScreen />;
    if (state.status === 'error') return <SessionError onRetry={load} />;
    if (state.status !== 'ready') {
        if (!copy) return <WaitScreen />;
        return (
            <Layout provisional={copy}>
                <FramePage copy={copy} />
            </Layout>
        );
    }
    if (needsPlantChoice(state.session, state.plantId)) {
        return <PlantSelection subsidiaries={state.session.subsidiaries} />;
    }
    return <Layout>{children}</Layout>;
};
