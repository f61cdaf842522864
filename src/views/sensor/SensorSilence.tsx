import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { actionErrorText } from '@/builders/dialogs/ActionDialog';
import { MuteDialog } from '@/builders/dialogs/MuteDialog';
import { isViewOnly } from '@/providers/access';
import {
    ALERTS_PAGE,
    sensorSilenceKey,
    useAlertsApi,
} from '@/providers/monitoring/alertsApi';
import { useRefreshAlerts } from '@/providers/monitoring/PlantEvents';
import { useSession } from '@/session/hooks';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/**
 * The sensor's silence (docs/monitoring.md, "Silences"): who muted its
 * notifications, until when and why, with "End silence"; or "Mute sensor"
 * when none holds. The buttons are for those who may act on alerts (the
 * API refuses the others anyway).
 */
/** The sensor a card is about: its id, and its name for the dialogs. */
export interface SensorRef {
    sensorId: Identifier;
    sensorName: string;
}

export const SensorSilence = ({ sensorId, sensorName }: SensorRef) => {
    const translate = useTranslate();
    const notify = useNotify();
    const dates = useDateTimeFormat();
    const api = useAlertsApi();
    const refresh = useRefreshAlerts();
    const canAct = !isViewOnly(useSession(), ALERTS_PAGE);
    const [muting, setMuting] = useState(false);
    const [ending, setEnding] = useState(false);
    const { data: silence, isPending } = useQuery({
        queryKey: sensorSilenceKey(sensorId),
        queryFn: async () =>
            (await api.getSensorSilence(Number(sensorId))).data,
        // Asked again just after the silence ends, so that the page does
        // not go on saying "muted until" a time that has passed.
        refetchInterval: query => {
            const until = query.state.data?.until;
            return until
                ? Math.max(1_000, Date.parse(until) - Date.now() + 1_000)
                : false;
        },
    });
    const end = async () => {
        setEnding(true);
        try {
            await api.endSensorSilence(Number(sensorId));
            notify('app.alerts.done.unmuted', { type: 'success' });
            refresh();
        } catch (error) {
            notify('app.alerts.failed', {
                type: 'error',
                messageArgs: { error: actionErrorText(translate, error) },
            });
        } finally {
            setEnding(false);
        }
    };
    if (isPending) return null;
    return (
        <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
        >
            <Typography variant="body2" role="status" sx={{ flex: '1 1 20em' }}>
                {silence
                    ? translate('app.alerts.sensor.muted', {
                          time: dates.dateTime(silence.until),
                          name:
                              silence.createdBy?.name ||
                              translate('app.alerts.history.someone'),
                          reason: silence.reason,
                      })
                    : translate('app.alerts.sensor.notMuted')}
            </Typography>
            {canAct && silence ? (
                <Button
                    variant="outlined"
                    startIcon={<NotificationsActive />}
                    onClick={() => void end()}
                    disabled={ending}
                >
                    {translate('app.alerts.actions.unmute')}
                </Button>
            ) : null}
            {canAct && !silence ? (
                <Button
                    variant="outlined"
                    startIcon={<NotificationsOff />}
                    onClick={() => setMuting(true)}
                >
                    {translate('app.alerts.actions.mute')}
                </Button>
            ) : null}
            {muting ? (
                <MuteDialog
                    open
                    sensorId={Number(sensorId)}
                    device={sensorName}
                    dates={dates}
                    onClose={() => setMuting(false)}
                />
            ) : null}
        </Stack>
    );
};
