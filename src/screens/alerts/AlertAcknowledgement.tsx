import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { AlertRecord } from '@/providers/monitoring/alertsApi';
import type { DateTimeFormats } from '@shared/domain/dateTime';

/** Who acknowledged and when (and the comment), or that nobody has yet. */
export const AlertAcknowledgement = ({
    alert,
    dates,
    withComment = false,
}: {
    alert: AlertRecord;
    dates: DateTimeFormats;
    withComment?: boolean;
}) => {
    const translate = useTranslate();
    if (!alert.acknowledgedAt)
        return (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <HourglassEmpty fontSize="small" aria-hidden />
                <span>{translate('app.alerts.notAcknowledged')}</span>
            </Stack>
        );
    return (
        <Stack spacing={0.25} data-testid="alert-acknowledged">
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <CheckCircleOutline fontSize="small" aria-hidden />
                <span>
                    {translate('app.alerts.acknowledgedBy', {
                        name:
                            alert.acknowledgedBy?.name ??
                            translate('app.alerts.history.someone'),
                        time: dates.dateTime(alert.acknowledgedAt),
                    })}
                </span>
            </Stack>
            {withComment && alert.acknowledgeComment ? (
                <Typography variant="body2" color="text.secondary">
                    {translate('app.alerts.history.comment', {
                        comment: alert.acknowledgeComment,
                    })}
                </Typography>
            ) : null}
        </Stack>
    );
};
