import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { OUTBOX_STATUSES } from '@shared/domain/outbox';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import type { AlertMessage } from '@/providers/monitoring/alertsApi';
import { deliveryDetail } from './deliveryText';
import { DeliveryStatusLabel } from './DeliveryStatusLabel';

/** Keeps its spaces inside the flex line. */
const SEPARATOR = { whiteSpace: 'pre' } as const;

/** "2 sent, 1 waiting": how many messages of a step are in each state. */
export const deliveryCounts = (
    messages: readonly AlertMessage[],
    translate: TranslateFunction
): string =>
    OUTBOX_STATUSES.map(status => ({
        status,
        n: messages.filter(m => m.status === status).length,
    }))
        .filter(c => c.n > 0)
        .map(c =>
            translate(`app.alerts.delivery.count.${c.status}`, {
                smart_count: c.n,
            })
        )
        .join(', ');

/**
 * The messages one step of an alert's history queued, one per line: its
 * state (icon and word), the channel, who and where, and when it was
 * sent or why it waits or failed.
 */
export const AlertMessages = ({
    messages,
    dates,
}: {
    messages: readonly AlertMessage[];
    dates: DateTimeFormats;
}) => {
    const translate = useTranslate();
    return (
        <Stack
            component="ul"
            spacing={0.5}
            sx={{ listStyle: 'none', pl: 0, mt: 0.5, mb: 0 }}
            aria-label={translate('app.alerts.delivery.listLabel')}
        >
            {messages.map(m => (
                <Box component="li" key={m.id} data-message={m.status}>
                    <Typography
                        variant="body2"
                        component="div"
                        sx={{
                            display: 'flex',
                            flexWrap: 'wrap',
                            alignItems: 'center',
                        }}
                    >
                        <DeliveryStatusLabel status={m.status} />
                        <Box component="span" sx={SEPARATOR}>
                            {' · '}
                        </Box>
                        <span>
                            {translate(
                                `app.alerts.delivery.channel.${m.channel}`,
                                { _: m.channel }
                            )}
                        </span>
                        <Box component="span" sx={SEPARATOR}>
                            {' · '}
                        </Box>
                        <span>
                            {m.contactName
                                ? translate('app.alerts.delivery.to', {
                                      name: m.contactName,
                                      recipient: m.recipient,
                                  })
                                : m.recipient}
                        </span>
                    </Typography>
                    <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ pl: 3 }}
                    >
                        {deliveryDetail(m, translate, dates)}
                    </Typography>
                </Box>
            ))}
        </Stack>
    );
};
