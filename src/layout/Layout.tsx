import { type ReactNode, useCallback } from 'react';
import { usePreferences } from '@/preferences/usePreferences';
import { PlantEventsProvider } from '@/providers/PlantEvents';
import type { FrameCopy } from '@/session/frameCopy';
import { useSessionState } from '@/session/hooks';
import { AlertsWatch } from './AlertsWatch';
import { ProvisionalMenu } from './ProvisionalMenu';
import { ShellLayout } from './ShellLayout';
import { ShellMenu } from './ShellMenu';

/**
 * The application shell for `<Admin layout>`: header, side drawer and the
 * page, under the plant's event stream (alerts pushed by the server).
 * Render it once the session is loaded, or before with `provisional`, the
 * last session's stored copy the menu is drawn from until the session
 * answers (the same Layout then stays, its menu corrected in place).
 */
export const Layout = ({
    children,
    provisional,
}: {
    children: ReactNode;
    provisional?: FrameCopy;
}) => {
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
            <ProvisionalMenu.Provider value={provisional}>
                <ShellLayout
                    menu={ShellMenu}
                    menuOpen={preferences.showMenuOpen}
                    onMenuOpenChange={storeMenuOpen}
                >
                    {children}
                </ShellLayout>
            </ProvisionalMenu.Provider>
            {plantId !== null && <AlertsWatch />}
        </PlantEventsProvider>
    );
};
