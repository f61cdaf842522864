import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useGetList, useTranslate } from 'react-admin';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { SectionCard } from '@/layout/page/SectionCard';
import {
    alertDetailsPath,
    type AlertRecord,
} from '@/providers/monitoring/alertsApi';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';
import { SensorSilence, type SensorRef } from './SensorSilence';

/**
 * The sensor's open alerts, each opening its alert, and its silence, with
 * mute and end-of-silence (SensorSilence). The plant's event stream
 * refreshes them.
 */
export const SensorAlerts = ({ sensorId, sensorName }: SensorRef) => {
    const translate = useTranslate();
    const dates = useDateTimeFormat();
    const { data } = useGetList<AlertRecord>('alert', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'openedAt', order: 'DESC' },
        filter: { state: 'open', sensorId },
    });
    if (!data) return null;
    return (
        <SectionCard title={translate('app.alerts.sensor.title')}>
            {data.length === 0 ? (
                <Typography color="text.secondary">
                    {translate('app.alerts.sensor.none')}
                </Typography>
            ) : (
                <Stack
                    component="ul"
                    spacing={1}
                    sx={{ p: 0, m: 0, listStyle: 'none' }}
                >
                    {data.map(a => (
                        <Stack
                            component="li"
                            key={a.id}
                            direction="row"
                            spacing={1}
                            useFlexGap
                            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                        >
                            <CriticalityChip value={a.level} />
                            <Link to={alertDetailsPath(a.id)}>
                                {translate('app.alerts.openDetails', {
                                    device: a.deviceName,
                                    time: dates.dateTime(a.openedAt),
                                })}
                            </Link>
                            {a.mutedUntil ? (
                                <Typography variant="body2">
                                    {translate('app.alerts.mutedUntil', {
                                        time: dates.dateTime(a.mutedUntil),
                                    })}
                                </Typography>
                            ) : null}
                        </Stack>
                    ))}
                </Stack>
            )}
            <SensorSilence sensorId={sensorId} sensorName={sensorName} />
        </SectionCard>
    );
};
