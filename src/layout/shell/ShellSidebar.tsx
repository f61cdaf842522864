import type { ReactNode } from 'react';
import { ShellDrawer } from './ShellDrawer';
import { useShell } from './ShellContext';

/** react-admin's `sidebar` slot: our drawer around its `menu` slot. */
export const ShellSidebar = ({ children }: { children?: ReactNode }) => {
    const { open, isMobile, toggle } = useShell();
    return (
        <ShellDrawer open={open} isMobile={isMobile} onClose={toggle}>
            {children}
        </ShellDrawer>
    );
};
