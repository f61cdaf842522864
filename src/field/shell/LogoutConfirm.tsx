import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';
import { useId } from 'react';

const ITEM_SX = { minHeight: 48 };

/**
 * Signing out with records not yet sent: says how many would be lost
 * from the device, and asks (docs/field-app.md, "What the device keeps").
 */
export const LogoutConfirm = ({
    pending,
    onStay,
    onSignOut,
}: {
    pending: number;
    onStay: () => void;
    onSignOut: () => void;
}) => {
    const translate = useTranslate();
    const titleId = useId();
    return (
        <Dialog open onClose={onStay} aria-labelledby={titleId}>
            <DialogTitle id={titleId}>
                {translate('app.field.logoutTitle')}
            </DialogTitle>
            <DialogContent>
                <DialogContentText>
                    {translate('app.field.logoutPending', {
                        smart_count: pending,
                    })}
                </DialogContentText>
            </DialogContent>
            <DialogActions>
                <Button sx={ITEM_SX} onClick={onStay}>
                    {translate('app.field.stay')}
                </Button>
                <Button sx={ITEM_SX} color="error" onClick={onSignOut}>
                    {translate('app.field.logoutAnyway')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
