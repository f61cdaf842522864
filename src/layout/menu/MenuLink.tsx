import { memo } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { LinkBase, useMatch } from 'ra-core';
import { focusVisibleSx } from '../focusVisible';
import { MenuIcon } from './menuIcons';

interface MenuLinkProps {
    to: string;
    icon: string | null;
    label: string;
    onNavigate?: () => void;
}

/**
 * A real link; the page the user is on carries aria-current="page".
 * Memoized: a menu holds dozens, redrawn only when their own props or the
 * location change.
 */
const MenuLinkView = ({ to, icon, label, onNavigate }: MenuLinkProps) => {
    const active = useMatch({ path: to, end: false }) !== null;
    return (
        <ListItemButton
            component={LinkBase}
            to={to}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            sx={{ pl: 4, ...focusVisibleSx }}
        >
            <ListItemIcon sx={{ minWidth: 36 }}>
                <MenuIcon name={icon} />
            </ListItemIcon>
            <ListItemText primary={label} />
        </ListItemButton>
    );
};

export const MenuLink = memo(MenuLinkView);
