import { type ComponentType, type ReactNode, useMemo } from 'react';
import { ShellAppBar } from './ShellAppBar';
import { ShellContext } from './ShellContext';
import { ShellFrame } from './ShellFrame';
import { ShellSidebar } from './ShellSidebar';
import { useShellDrawerState } from './useShellDrawerState';

export interface ShellLayoutProps {
    children: ReactNode;
    /** The drawer contents (react-admin's `menu` slot). */
    menu: ComponentType;
    /** Stored preference (`userPreferences.showMenuOpen`). */
    menuOpen: boolean;
    onMenuOpenChange: (open: boolean) => void;
}

/** The page frame with our header and drawer, free of app hooks. */
export const ShellLayout = ({
    children,
    menu,
    menuOpen,
    onMenuOpenChange,
}: ShellLayoutProps) => {
    const state = useShellDrawerState(menuOpen, onMenuOpenChange);
    const { open, isMobile, toggle, closeIfMobile } = state;
    const value = useMemo(
        () => ({ open, isMobile, toggle, closeIfMobile }),
        [open, isMobile, toggle, closeIfMobile]
    );
    return (
        <ShellContext.Provider value={value}>
            <ShellFrame appBar={ShellAppBar} sidebar={ShellSidebar} menu={menu}>
                {children}
            </ShellFrame>
        </ShellContext.Provider>
    );
};
