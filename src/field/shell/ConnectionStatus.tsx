import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSyncExternalStore } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { getOfflineState, subscribeOffline } from '@/providers/offlineSession';
import { getOutboxSnapshot, subscribeOutbox } from '../sync/outboxState';

const subscribeNetwork = (listener: () => void) => {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
    };
};

/** Whether the browser has a network now. */
export const useNetwork = (): boolean =>
    useSyncExternalStore(subscribeNetwork, () => navigator.onLine !== false);

/**
 * Says what the inspector must know before filling anything in: no
 * network (what is saved waits on the device), a sign-in to do again
 * before sending, or how many records wait to be sent. A live region:
 * a screen reader hears the changes.
 */
export const ConnectionStatus = () => {
    const translate = useTranslate();
    const login = useLogin();
    const { pathname } = useLocation();
    const online = useNetwork();
    const offline = useSyncExternalStore(subscribeOffline, getOfflineState);
    const outbox = useSyncExternalStore(subscribeOutbox, getOutboxSnapshot);
    const waiting = outbox.entries.filter(e => e.state === 'waiting').length;
    const refused = outbox.entries.length - waiting;
    let message: React.ReactNode = null;
    if (offline.status === 'signInNeeded' && online)
        message = (
            <Alert
                severity="warning"
                action={
                    <Button
                        color="inherit"
                        variant="outlined"
                        sx={{ minHeight: 48 }}
                        onClick={() => void login({ next: pathname })}
                    >
                        {translate('app.field.signInAgain')}
                    </Button>
                }
            >
                {translate('app.field.sessionEnded', {
                    smart_count: waiting,
                })}
            </Alert>
        );
    else if (!online || offline.status !== 'online')
        message = (
            <Alert severity="info">
                {translate(
                    waiting > 0
                        ? 'app.field.offlineWaiting'
                        : 'app.field.offline',
                    { smart_count: waiting }
                )}
            </Alert>
        );
    else if (waiting > 0)
        message = (
            <Alert severity="info">
                {translate(
                    outbox.sending
                        ? 'app.field.outbox.sending'
                        : 'app.field.outbox.waiting',
                    { smart_count: waiting }
                )}
            </Alert>
        );
    return (
        <div role="status" aria-live="polite">
            {message}
            {refused > 0 && (
                <Alert severity="error" sx={{ mt: message ? 1 : 0 }}>
                    {translate('app.field.outbox.refusedHere', {
                        smart_count: refused,
                    })}
                </Alert>
            )}
        </div>
    );
};
