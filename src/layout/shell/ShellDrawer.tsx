import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { DRAWER_ID, DRAWER_WIDTH, MENU_ANIMATION_MS } from './shellConstants';

export interface ShellDrawerProps {
    open: boolean;
    /** Temporary (an overlay) at 768 px or less, persistent above. */
    isMobile: boolean;
    onClose: () => void;
    children: ReactNode;
}

export const ShellDrawer = ({
    open,
    isMobile,
    onClose,
    children,
}: ShellDrawerProps) => {
    const variant = isMobile ? 'temporary' : 'persistent';
    return (
        <Drawer
            id={DRAWER_ID}
            data-variant={variant}
            variant={variant}
            anchor="left"
            open={open}
            onClose={onClose}
            transitionDuration={MENU_ANIMATION_MS}
            ModalProps={{ keepMounted: true }}
            sx={theme => ({
                flexShrink: 0,
                // The persistent paper is fixed; this width makes room for it.
                width: !isMobile && open ? DRAWER_WIDTH : 0,
                transition: theme.transitions.create('width', {
                    duration: MENU_ANIMATION_MS,
                }),
                '& .MuiDrawer-paper': {
                    width: DRAWER_WIDTH,
                    boxSizing: 'border-box',
                },
            })}
        >
            {/* Room for the fixed header, which sits above a docked drawer. */}
            {!isMobile && <Toolbar variant="dense" />}
            {children}
        </Drawer>
    );
};
