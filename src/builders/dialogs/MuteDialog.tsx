import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import { useAlertsApi } from '@/providers/monitoring/alertsApi';
import { useRefreshAlerts } from '@/providers/monitoring/PlantEvents';
import { ActionDialog } from './ActionDialog';

const HOUR = 3_600_000;
/** The lengths offered, in hours (a maintenance visit to a long calibration). */
export const MUTE_HOURS = [1, 4, 8, 24, 72] as const;

/**
 * Mutes a sensor's notifications for a chosen time, with a reason, says
 * until when, and asks again for what shows alerts.
 */
export const MuteDialog = ({
    open,
    sensorId,
    device,
    dates,
    onClose,
}: {
    open: boolean;
    sensorId: number;
    device: string;
    dates: DateTimeFormats;
    onClose: () => void;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const api = useAlertsApi();
    const refresh = useRefreshAlerts();
    const mute = async (until: string, reason: string) => {
        await api.muteSensor(sensorId, { until, reason });
        notify('app.alerts.done.muted', {
            type: 'success',
            messageArgs: { time: dates.dateTime(until) },
        });
        refresh();
    };
    const [hours, setHours] = useState<number>(4);
    // Mounted when opened: the end is shown from that moment, and
    // computed again on sending.
    const [openedAt] = useState(() => Date.now());
    const until = openedAt + hours * HOUR;
    return (
        <ActionDialog
            open={open}
            title={translate('app.alerts.dialogs.muteTitle', { device })}
            help={translate('app.alerts.dialogs.muteHelp')}
            textLabel={translate('app.alerts.dialogs.muteReason')}
            requiredMessage={translate('app.alerts.dialogs.muteReasonRequired')}
            confirmLabel={translate('app.alerts.actions.confirmMute')}
            onConfirm={reason =>
                mute(new Date(Date.now() + hours * HOUR).toISOString(), reason)
            }
            onClose={onClose}
        >
            <TextField
                select
                fullWidth
                margin="dense"
                label={translate('app.alerts.dialogs.duration')}
                value={hours}
                onChange={e => setHours(Number(e.target.value))}
            >
                {MUTE_HOURS.map(h => (
                    <MenuItem key={h} value={h}>
                        {translate(`app.alerts.dialogs.durations.h${h}`)}
                    </MenuItem>
                ))}
            </TextField>
            <Typography variant="body2" sx={{ mb: 1 }} role="status">
                {translate('app.alerts.dialogs.until', {
                    time: dates.dateTime(until),
                })}
            </Typography>
        </ActionDialog>
    );
};
