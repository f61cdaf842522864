import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { useTranslate } from 'ra-core';
import { focusVisibleSx } from '../focusVisible';
import { DRAWER_ID } from './shellConstants';

interface MenuToggleButtonProps {
    open: boolean;
    onToggle: () => void;
}

export const MenuToggleButton = ({ open, onToggle }: MenuToggleButtonProps) => {
    const translate = useTranslate();
    return (
        <IconButton
            color="inherit"
            edge="start"
            aria-label={translate('app.shell.menuToggle')}
            aria-controls={DRAWER_ID}
            aria-expanded={open}
            onClick={onToggle}
            sx={focusVisibleSx}
        >
            <MenuIcon />
        </IconButton>
    );
};
