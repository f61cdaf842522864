import { type ReactNode, useCallback } from 'react';
import { usePreferences } from '@/preferences/usePreferences';
import { PlantEventsProvider } from '@/providers/monitoring/PlantEvents';
import { useSessionState } from '@/session/hooks';
import { AlertsWatch } from './shell/AlertsWatch';
import { ShellLayout } from './shell/ShellLayout';
import { ShellMenu } from './menu/ShellMenu';
import { UpdatePrompt } from './shell/UpdatePrompt';

/**
 * The application shell for `<Admin layout>`: header, side drawer and the
 * page, under the plant's event stream (alerts pushed by the server).
 * Rendered once the session is loaded (src/routes/SessionGate.tsx).
 */
export const Layout = ({ children }: { children: ReactNode }) => {
    const [preferences, setPreferences] = usePreferences();
    const state = useSessionState();
    const plantId = state.status === 'ready' ? state.plantId : null;
    const storeMenuOpen = useCallback(
        (showMenuOpen: boolean) =>
            setPreferences(current => ({ ...current, showMenuOpen })),
        [setPreferences]
    );
    return (
        <PlantEventsProvider plantId={plantId}>
            <ShellLayout
                menu={ShellMenu}
                menuOpen={preferences.showMenuOpen}
                onMenuOpenChange={storeMenuOpen}
            >
                {children}
            </ShellLayout>
            {plantId !== null && <AlertsWatch />}
            <UpdatePrompt />
        </PlantEventsProvider>
    );
};
