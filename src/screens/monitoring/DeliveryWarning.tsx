import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { Link, useLocale, useTranslate } from 'react-admin';
import type { DeliveryWarnings } from '@shared/domain/outbox';
import { numberFormat } from '@shared/domain/numberFormat';
import { OUTBOX_PAGE } from '@/providers/monitoring/alertsApi';
import { useCanReachPage } from '@/session/hooks';

/** The outbox filtered by one state (react-admin reads `filter` from the URL). */
const outboxOf = (status: 'failed' | 'queued') =>
    `${OUTBOX_PAGE}?${new URLSearchParams({
        filter: JSON.stringify({ status }),
    }).toString()}`;

/**
 * The dashboard's warning of notifications not delivered: messages that
 * failed in the last 24 hours, and messages waiting longer than the
 * server's threshold. A warning of its own, in words with an icon (never
 * a colour alone), linking to the outbox for profiles that have it;
 * nothing when every message left.
 */
export const DeliveryWarning = ({
    deliveries,
}: {
    deliveries: DeliveryWarnings;
}) => {
    const translate = useTranslate();
    const locale = useLocale();
    const outbox = useCanReachPage(OUTBOX_PAGE);
    if (deliveries.failed === 0 && deliveries.pending === 0) return null;
    const minutes = numberFormat(locale, 1).format(
        deliveries.pendingWarnMinutes
    );
    return (
        <Alert
            severity="warning"
            // Polite: it is there at every refresh, not news each time.
            role="status"
            data-testid="delivery-warning"
        >
            <AlertTitle component="h2">
                {translate('app.alerts.deliveries.title')}
            </AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {deliveries.failed > 0 ? (
                    <li>
                        {translate('app.alerts.deliveries.failed', {
                            smart_count: deliveries.failed,
                        })}
                        {outbox ? (
                            <>
                                {' · '}
                                <Link to={outboxOf('failed')}>
                                    {translate(
                                        'app.alerts.deliveries.seeOutbox'
                                    )}
                                </Link>
                            </>
                        ) : null}
                    </li>
                ) : null}
                {deliveries.pending > 0 ? (
                    <li>
                        {translate('app.alerts.deliveries.pending', {
                            smart_count: deliveries.pending,
                            minutes,
                        })}
                        {outbox ? (
                            <>
                                {' · '}
                                <Link to={outboxOf('queued')}>
                                    {translate(
                                        'app.alerts.deliveries.seeOutbox'
                                    )}
                                </Link>
                            </>
                        ) : null}
                    </li>
                ) : null}
            </Box>
        </Alert>
    );
};
