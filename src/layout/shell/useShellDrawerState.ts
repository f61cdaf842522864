import { useCallback, useState } from 'react';
import { useIsMobile } from './useIsMobile';

export interface ShellDrawerState {
    open: boolean;
    isMobile: boolean;
    toggle: () => void;
    /** Closes a temporary drawer; a persistent one stays as the user left it. */
    closeIfMobile: () => void;
}

/**
 * The persistent drawer starts as the stored preference and stores every
 * toggle. The temporary one is an overlay, so it always starts closed and
 * its toggles are not stored: they would close the desktop menu.
 */
export const useShellDrawerState = (
    initialOpen: boolean,
    onOpenChange: (open: boolean) => void
): ShellDrawerState => {
    const isMobile = useIsMobile();
    const [desktopOpen, setDesktopOpen] = useState(initialOpen);
    const [mobileOpen, setMobileOpen] = useState(false);

    const toggle = useCallback(() => {
        if (isMobile) {
            setMobileOpen(open => !open);
            return;
        }
        const next = !desktopOpen;
        setDesktopOpen(next);
        onOpenChange(next);
    }, [isMobile, desktopOpen, onOpenChange]);

    const closeIfMobile = useCallback(() => setMobileOpen(false), []);

    return {
        open: isMobile ? mobileOpen : desktopOpen,
        isMobile,
        toggle,
        closeIfMobile,
    };
};
