import { type ReactNode, useCallback } from 'react';
import { usePreferences } from '@/preferences/usePreferences';
import { ShellLayout } from './ShellLayout';
import { ShellMenu } from './ShellMenu';

/**
 * The application shell for `<Admin layout>`: header, side drawer and the
 * page. Render it only once the session is loaded (ShellMenu reads it).
 */
export const Layout = ({ children }: { children: ReactNode }) => {
    const [preferences, setPreferences] = usePreferences();
    const storeMenuOpen = useCallback(
        (showMenuOpen: boolean) =>
            setPreferences(current => ({ ...current, showMenuOpen })),
        [setPreferences]
    );
    return (
        <ShellLayout
            menu={ShellMenu}
            menuOpen={preferences.showMenuOpen}
            onMenuOpenChange={storeMenuOpen}
        >
            {children}
        </ShellLayout>
    );
};
