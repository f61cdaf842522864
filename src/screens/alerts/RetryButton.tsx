import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import { useState, type MouseEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { actionErrorText } from '@/builders/dialogs/ActionDialog';
import {
    useAlertsApi,
    type OutboxMessage,
} from '@/providers/monitoring/alertsApi';
import { useRefreshAlerts } from '@/providers/monitoring/PlantEvents';

/**
 * "Retry now" of a failed or waiting message: the server tries it at its
 * next pass (within seconds). Named by the message it retries, for
 * screen readers going through a list of them.
 */
export const RetryButton = ({ message }: { message: OutboxMessage }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const api = useAlertsApi();
    const refresh = useRefreshAlerts();
    const [busy, setBusy] = useState(false);
    const retry = async (e: MouseEvent) => {
        e.stopPropagation();
        setBusy(true);
        try {
            await api.retryOutboxMessage(message.id);
            notify('app.alerts.outbox.retried', { type: 'success' });
            refresh();
        } catch (error) {
            notify(
                translate('app.alerts.failed', {
                    error: actionErrorText(translate, error),
                }),
                { type: 'error' }
            );
        } finally {
            setBusy(false);
        }
    };
    return (
        <Button
            size="small"
            variant="outlined"
            startIcon={<Replay />}
            disabled={busy}
            onClick={e => void retry(e)}
            aria-label={translate('app.alerts.outbox.retryLabel', {
                channel: translate(
                    `app.alerts.delivery.channel.${message.channel}`,
                    { _: message.channel }
                ),
                recipient: message.contactName ?? message.recipient,
            })}
        >
            {translate('app.alerts.outbox.retry')}
        </Button>
    );
};
