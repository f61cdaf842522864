import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FieldApp } from '@/field/FieldApp';
import { prefetchPlantData } from '@/field/usePlantData';
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

/** How long the first draw waits for the device's copy of the plant. */
export const PREPARE_WAIT_MS = 1000;

/**
 * Before the first draw: the session (the device's copy) and the plant's
 * home and kit read from the device, so that the field app's first draw
 * is its page with its data, not a wait screen, then a frame with a
 * spinner, then the page (each draw of the frame costs as much as the
 * page's). Bounded, should the device's store not answer.
 */
export const prepareFieldEntry = async (
    queryClient: QueryClient
): Promise<void> => {
    await sessionStore.load().catch(() => undefined);
    const state = sessionStore.getState();
    if (state.status !== 'ready' || state.plantId === null) return;
    await Promise.race([
        prefetchPlantData(queryClient, state.session.user.id, state.plantId),
        new Promise(resolve => setTimeout(resolve, PREPARE_WAIT_MS)),
    ]);
};
