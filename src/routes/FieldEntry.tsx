import { useEffect } from 'react';
import { FieldApp } from '@/field/FieldApp';
import { WaitScreen } from '@/screens/WaitScreen';
import { useSessionState } from '@/session/hooks';
import { needsPlantChoice } from '@/session/rules';
import { sessionStore } from '@/session/session';
import { useWantsFieldApp } from './useFieldAppChoice';

/** A page the field app leaves to the console: the console takes over. */
const ToConsole = ({ toConsole }: { toConsole: () => void }) => {
    useEffect(toConsole, [toConsole]);
    return <WaitScreen />;
};

/**
 * The session (the device's copy), then the field app; the console
 * instead when a plant must be chosen, the session fails, or the field
 * app is no longer this session's on this device.
 */
export const FieldEntry = ({ toConsole }: { toConsole: () => void }) => {
    const state = useSessionState();
    const session =
        state.status === 'ready' &&
        !needsPlantChoice(state.session, state.plantId)
            ? state.session
            : undefined;
    const field = useWantsFieldApp(session);
    const elsewhere =
        state.status === 'error' || (state.status === 'ready' && !field);
    useEffect(() => {
        if (state.status === 'idle') sessionStore.load().catch(() => undefined);
    }, [state.status]);
    if (elsewhere) return <ToConsole toConsole={toConsole} />;
    if (!session || !field) return <WaitScreen />;
    return (
        <FieldApp session={session}>
            <ToConsole toConsole={toConsole} />
        </FieldApp>
    );
};
