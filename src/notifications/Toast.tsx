import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslate, type NotificationPayload } from 'react-admin';

const DEFAULT_DURATION = 4000;

/** One toast of the stack; closes itself after its duration. */
export const Toast = ({
    payload,
    onClose,
}: {
    payload: NotificationPayload;
    onClose: (undo: boolean) => void;
}) => {
    const translate = useTranslate();
    const { message, type, notificationOptions = {} } = payload;
    const { autoHideDuration, messageArgs, undoable } = notificationOptions;
    const duration =
        autoHideDuration === undefined ? DEFAULT_DURATION : autoHideDuration;
    useEffect(() => {
        if (duration === null) return;
        const timer = setTimeout(() => onClose(false), duration);
        return () => clearTimeout(timer);
    }, [duration, onClose]);
    return (
        <Alert
            severity={type}
            variant="filled"
            onClose={() => onClose(false)}
            // MUI's own label is English.
            closeText={translate('ra.action.close')}
            action={
                undoable ? (
                    <Button
                        color="inherit"
                        size="small"
                        onClick={() => onClose(true)}
                    >
                        {translate('ra.action.undo')}
                    </Button>
                ) : undefined
            }
            sx={{ minWidth: 288, boxShadow: 3 }}
        >
            {typeof message === 'string'
                ? translate(message, messageArgs as Record<string, unknown>)
                : message}
        </Alert>
    );
};
