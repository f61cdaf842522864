import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { focusVisibleSx } from '../focusVisible';
import { MenuIcon } from './menuIcons';
import { MENU_ANIMATION_MS } from '../shell/shellConstants';

interface ModuleGroupProps {
    label: string;
    icon: string | null;
    expanded: boolean;
    onToggle: () => void;
    children: ReactNode;
}

/** A disclosure: a button with aria-expanded over the module's links. */
export const ModuleGroup = ({
    label,
    icon,
    expanded,
    onToggle,
    children,
}: ModuleGroupProps) => {
    const listId = useId();
    return (
        <li>
            <ListItemButton
                aria-expanded={expanded}
                aria-controls={listId}
                onClick={onToggle}
                sx={focusVisibleSx}
            >
                <ListItemIcon sx={{ minWidth: 36 }}>
                    <MenuIcon name={icon} />
                </ListItemIcon>
                <ListItemText primary={label} />
                {expanded ? <ExpandLess /> : <ExpandMore />}
            </ListItemButton>
            <Collapse in={expanded} timeout={MENU_ANIMATION_MS} unmountOnExit>
                <List id={listId} disablePadding aria-label={label}>
                    {children}
                </List>
            </Collapse>
        </li>
    );
};
