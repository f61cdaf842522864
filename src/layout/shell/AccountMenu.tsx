import AccountCircle from '@mui/icons-material/AccountCircle';
import Logout from '@mui/icons-material/Logout';
import PhoneAndroid from '@mui/icons-material/PhoneAndroid';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LinkBase, useLogout, useTranslate } from 'ra-core';
import { type MouseEvent, useId, useState } from 'react';
import { setPreferences } from '@/preferences/preferences';
import { useSessionState } from '@/session/hooks';
import { focusVisibleSx } from '../focusVisible';
import { useIsMobile } from './useIsMobile';

/** The header's My Account menu: Profile, Settings and Logout. */
export const AccountMenu = () => {
    const translate = useTranslate();
    const logout = useLogout();
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const close = () => setAnchor(null);
    const open = (event: MouseEvent<HTMLElement>) =>
        setAnchor(event.currentTarget);
    const state = useSessionState();
    const narrow = useIsMobile();
    // On a phone, a user with a mobile profile may go back to the field
    // app after choosing the full console (docs/field-app.md).
    const fieldApp =
        narrow &&
        state.status === 'ready' &&
        !state.session.isAdmin &&
        (state.session.mobile?.pages.length ?? 0) > 0;

    return (
        <>
            <Button
                color="inherit"
                startIcon={<AccountCircle />}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={Boolean(anchor)}
                onClick={open}
                sx={{ textTransform: 'none', ...focusVisibleSx }}
            >
                {translate('app.shell.myAccount')}
            </Button>
            <Menu
                id={menuId}
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                <MenuItem component={LinkBase} to="/my-profile" onClick={close}>
                    <ListItemIcon>
                        <Person />
                    </ListItemIcon>
                    <ListItemText>
                        {translate('app.shell.profile')}
                    </ListItemText>
                </MenuItem>
                <MenuItem component={LinkBase} to="/settings" onClick={close}>
                    <ListItemIcon>
                        <Settings />
                    </ListItemIcon>
                    <ListItemText>
                        {translate('app.shell.settings')}
                    </ListItemText>
                </MenuItem>
                {fieldApp && (
                    <MenuItem
                        onClick={() => {
                            close();
                            setPreferences(p => ({ ...p, fieldApp: true }));
                        }}
                    >
                        <ListItemIcon>
                            <PhoneAndroid />
                        </ListItemIcon>
                        <ListItemText>
                            {translate('app.field.openFieldApp')}
                        </ListItemText>
                    </MenuItem>
                )}
                <MenuItem
                    onClick={() => {
                        close();
                        void logout();
                    }}
                >
                    <ListItemIcon>
                        <Logout />
                    </ListItemIcon>
                    <ListItemText>{translate('app.shell.logout')}</ListItemText>
                </MenuItem>
            </Menu>
        </>
    );
};
