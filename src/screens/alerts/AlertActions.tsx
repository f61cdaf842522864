import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import {
    useAlertsApi,
    type AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { useRefreshAlerts } from '@/providers/monitoring/PlantEvents';
import { ActionDialog } from '@/builders/dialogs/ActionDialog';
import { MuteDialog } from '@/builders/dialogs/MuteDialog';

type Open = 'acknowledge' | 'close' | 'mute' | undefined;

/**
 * Acknowledge (optional comment), close (a reason) and mute its sensor (a
 * time and a reason): buttons that open a dialog each. Not drawn for
 * view-only users (the API answers 403 anyway).
 */
export const AlertActions = ({
    alert,
    dates,
}: {
    alert: AlertRecord;
    dates: DateTimeFormats;
}) => {
    const translate = useTranslate();
    const notify = useNotify();
    const api = useAlertsApi();
    const refresh = useRefreshAlerts();
    const [open, setOpen] = useState<Open>();
    const close = () => setOpen(undefined);
    const device = alert.deviceName;
    const isOpen = alert.state === 'open';
    return (
        <>
            <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
            >
                {isOpen && !alert.acknowledgedAt ? (
                    <Button
                        variant="contained"
                        startIcon={<CheckCircleOutline />}
                        onClick={() => setOpen('acknowledge')}
                    >
                        {translate('app.alerts.actions.acknowledge')}
                    </Button>
                ) : null}
                {isOpen ? (
                    <Button
                        variant="outlined"
                        startIcon={<TaskAlt />}
                        onClick={() => setOpen('close')}
                    >
                        {translate('app.alerts.actions.close')}
                    </Button>
                ) : null}
                {alert.sensorId !== null ? (
                    <Button
                        variant="outlined"
                        startIcon={<NotificationsOff />}
                        onClick={() => setOpen('mute')}
                    >
                        {translate('app.alerts.actions.mute')}
                    </Button>
                ) : null}
            </Stack>
            <ActionDialog
                open={open === 'acknowledge'}
                title={translate('app.alerts.dialogs.acknowledgeTitle', {
                    device,
                })}
                help={translate('app.alerts.dialogs.acknowledgeHelp')}
                textLabel={translate('app.alerts.dialogs.comment')}
                confirmLabel={translate(
                    'app.alerts.actions.confirmAcknowledge'
                )}
                onConfirm={async comment => {
                    await api.acknowledgeAlert(alert.id, comment || undefined);
                    notify('app.alerts.done.acknowledged', { type: 'success' });
                    refresh();
                }}
                onClose={close}
            />
            <ActionDialog
                open={open === 'close'}
                title={translate('app.alerts.dialogs.closeTitle', { device })}
                textLabel={translate('app.alerts.dialogs.reason')}
                requiredMessage={translate('app.alerts.dialogs.reasonRequired')}
                confirmLabel={translate('app.alerts.actions.confirmClose')}
                onConfirm={async reason => {
                    await api.closeAlert(alert.id, reason);
                    notify('app.alerts.done.closed', { type: 'success' });
                    refresh();
                }}
                onClose={close}
            />
            {alert.sensorId !== null && open === 'mute' ? (
                <MuteDialog
                    open
                    sensorId={alert.sensorId}
                    device={device}
                    dates={dates}
                    onClose={close}
                />
            ) : null}
        </>
    );
};
