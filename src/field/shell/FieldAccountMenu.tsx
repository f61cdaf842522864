import AccountCircle from '@mui/icons-material/AccountCircle';
import Computer from '@mui/icons-material/Computer';
import Logout from '@mui/icons-material/Logout';
import Person from '@mui/icons-material/Person';
import Settings from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LinkBase, useLogout, useTranslate } from 'ra-core';
import { lazy, Suspense, useId, useState, useSyncExternalStore } from 'react';
import { setPreferences } from '@/preferences/preferences';
import { forgetUser } from '@/providers/deviceStore';
import { retryImport } from '@/providers/retryImport';
import { getOutboxSnapshot, subscribeOutbox } from '../sync/outboxState';
import { useFieldContext } from '../useFieldContext';

const ITEM_SX = { minHeight: 48 };

/**
 * Loaded when asked for: MUI's dialogs live in the console's list chunk,
 * which the installed app's first screen then need not load.
 */
const LogoutConfirm = lazy(
    retryImport(() =>
        import('./LogoutConfirm').then(m => ({ default: m.LogoutConfirm }))
    )
);

/**
 * My Account in the field app: profile, settings, the full console, and
 * sign-out, which clears what the device keeps of the user; with records
 * still waiting it says how many would be lost and asks first.
 */
export const FieldAccountMenu = () => {
    const translate = useTranslate();
    const logout = useLogout();
    const { userId } = useFieldContext();
    const outbox = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot);
    const menuId = useId();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [confirming, setConfirming] = useState(false);
    const close = () => setAnchor(null);
    const signOut = async () => {
        setConfirming(false);
        await forgetUser(userId).catch((error: unknown) =>
            console.error('The device could not forget the user', error)
        );
        await logout();
    };
    const pending = outbox.entries.length;
    return (
        <>
            <IconButton
                color="inherit"
                aria-label={translate('app.shell.myAccount')}
                aria-haspopup="menu"
                aria-controls={anchor ? menuId : undefined}
                aria-expanded={Boolean(anchor)}
                onClick={e => setAnchor(e.currentTarget)}
                sx={{ width: 48, height: 48 }}
            >
                <AccountCircle />
            </IconButton>
            <Menu
                id={menuId}
                anchorEl={anchor}
                open={Boolean(anchor)}
                onClose={close}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
                <MenuItem
                    component={LinkBase}
                    to="/my-profile"
                    onClick={close}
                    sx={ITEM_SX}
                >
                    <ListItemIcon>
                        <Person />
                    </ListItemIcon>
                    <ListItemText>
                        {translate('app.shell.profile')}
                    </ListItemText>
                </MenuItem>
                <MenuItem
                    component={LinkBase}
                    to="/settings"
                    onClick={close}
                    sx={ITEM_SX}
                >
                    <ListItemIcon>
                        <Settings />
                    </ListItemIcon>
                    <ListItemText>
                        {translate('app.shell.settings')}
                    </ListItemText>
                </MenuItem>
                <MenuItem
                    sx={ITEM_SX}
                    onClick={() => {
                        close();
                        setPreferences(p => ({ ...p, fieldApp: false }));
                    }}
                >
                    <ListItemIcon>
                        <Computer />
                    </ListItemIcon>
                    <ListItemText>
                        {translate('app.field.openConsole')}
                    </ListItemText>
                </MenuItem>
                <MenuItem
                    sx={ITEM_SX}
                    onClick={() => {
                        close();
                        if (pending > 0) setConfirming(true);
                        else void signOut();
                    }}
                >
                    <ListItemIcon>
                        <Logout />
                    </ListItemIcon>
                    <ListItemText>{translate('app.shell.logout')}</ListItemText>
                </MenuItem>
            </Menu>
            {confirming && (
                <Suspense fallback={null}>
                    <LogoutConfirm
                        pending={pending}
                        onStay={() => setConfirming(false)}
                        onSignOut={() => void signOut()}
                    />
                </Suspense>
            )}
        </>
    );
};
