import Stack from '@mui/material/Stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
    useNotificationContext,
    useTakeUndoableMutation,
    type NotificationPayload,
} from 'react-admin';
import { Toast } from './Toast';

/** Spec section 9: up to 3 toasts at once; the rest wait their turn. */
export const MAX_TOASTS = 3;

interface Shown {
    key: number;
    payload: NotificationPayload;
}

/**
 * `<Admin notification>`: react-admin's own shows one toast at a time, and
 * notistack is not a dependency, so this stacks MUI Alerts, taking from
 * react-admin's queue while fewer than 3 are visible.
 */
export const StackedNotifications = () => {
    const { notifications, takeNotification } = useNotificationContext();
    const takeMutation = useTakeUndoableMutation();
    const [shown, setShown] = useState<Shown[]>([]);
    const nextKey = useRef(0);

    useEffect(() => {
        if (!notifications.length || shown.length >= MAX_TOASTS) return;
        const payload = takeNotification();
        if (payload) {
            setShown(list => [...list, { key: nextKey.current++, payload }]);
        }
    }, [notifications, shown.length, takeNotification]);

    const close = useCallback(
        (item: Shown, undo: boolean) => {
            // An undoable mutation runs (or is undone) when its toast goes.
            if (item.payload.notificationOptions?.undoable) {
                // react-admin 5 queues undoable mutations here; its legacy
                // event emitter has no listener left, so nothing is emitted.
                takeMutation()?.({ isUndo: undo });
            }
            setShown(list => list.filter(i => i.key !== item.key));
        },
        [takeMutation]
    );

    if (!shown.length) return null;
    return (
        <Stack
            role="region"
            aria-live="polite"
            // Under the header on the right: a form's buttons
            // sit in its bottom toolbar, where a toast would cover them
            // (Save after a refused save); the details and create pages
            // keep nothing in the top right corner.
            sx={{
                position: 'fixed',
                top: { xs: 64, sm: 56 },
                right: { xs: 8, sm: 16 },
                left: { xs: 8, sm: 'auto' },
                maxWidth: { sm: 480 },
                zIndex: 'snackbar',
                gap: 1,
            }}
        >
            {shown.map(item => (
                <ToastSlot key={item.key} item={item} onClose={close} />
            ))}
        </Stack>
    );
};

const ToastSlot = ({
    item,
    onClose,
}: {
    item: Shown;
    onClose: (item: Shown, undo: boolean) => void;
}) => {
    const close = useCallback(
        (undo: boolean) => onClose(item, undo),
        [item, onClose]
    );
    return <Toast payload={item.payload} onClose={close} />;
};
