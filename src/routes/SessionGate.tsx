import { useEffect, type ReactNode } from 'react';
import { Layout } from '@/layout/Layout';
import { PlantSelection } from '@/screens/PlantSelection';
import { SessionError } from '@/screens/SessionError';
import { WaitScreen } from '@/screens/WaitScreen';
import { useSessionState } from '@/session/hooks';
import { needsPlantChoice } from '@/session/rules';
import { sessionStore } from '@/session/session';

const load = () => {
    sessionStore.load().catch(() => undefined);
};

/**
 * `<Admin layout>`: nothing under the shell renders before the session is
 * loaded and, for plant users, a plant is selected (spec section 4).
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
    const state = useSessionState();
    useEffect(() => {
        if (state.status === 'idle') load();
    }, [state.status]);
    if (state.status === 'error') return <SessionError onRetry={load} />;
    if (state.status !== 'ready') return <WaitScreen />;
    if (needsPlantChoice(state.session, state.plantId)) {
        return <PlantSelection subsidiaries={state.session.subsidiaries} />;
    }
    return <Layout>{children}</Layout>;
};
