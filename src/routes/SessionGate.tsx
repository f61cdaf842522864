import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { Layout } from '@/layout/Layout';
import { retryImport } from '@/providers/retryImport';
import { PlantSelection } from '@/screens/PlantSelection';
import { SessionError } from '@/screens/SessionError';
import { WaitScreen } from '@/screens/WaitScreen';
import { useSessionState } from '@/session/hooks';
import { needsPlantChoice } from '@/session/rules';
import { sessionStore } from '@/session/session';
import type { Session } from '@shared/domain/session';
import { useWantsFieldApp } from './useFieldAppChoice';

/** The field app's code: only its users download it (docs/field-app.md). */
const FieldApp = lazy(
    retryImport(() =>
        import('@/field/FieldApp').then(m => ({ default: m.FieldApp }))
    )
);

const load = () => {
    sessionStore.load().catch(() => undefined);
};

/** The API refused the token (401): sign in again, not an error screen. */
export const isRefusedToken = (error: unknown): boolean =>
    typeof error === 'object' &&
    error !== null &&
    (error as { status?: unknown }).status === 401;

/**
 * `<Admin layout>`: no page renders before the session is loaded and, for
 * plant users, a plant is selected (spec section 4); the wait screen
 * until then. A session refused with 401 (a token the server no longer
 * accepts) goes through the auth provider's checkError to the sign-in.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
    const state = useSessionState();
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
    if (refused) return <WaitScreen />;
    if (state.status === 'error') return <SessionError onRetry={load} />;
    if (state.status !== 'ready') return <WaitScreen />;
    if (needsPlantChoice(state.session, state.plantId)) {
        return <PlantSelection subsidiaries={state.session.subsidiaries} />;
    }
    return <Shell session={state.session}>{children}</Shell>;
};

/** The console's shell, or the field app for its users on a phone. */
const Shell = ({
    session,
    children,
}: {
    session: Session;
    children: ReactNode;
}) => {
    const field = useWantsFieldApp(session);
    if (!field) return <Layout>{children}</Layout>;
    return (
        <Suspense fallback={<WaitScreen />}>
            <FieldApp session={session}>{children}</FieldApp>
        </Suspense>
    );
};
