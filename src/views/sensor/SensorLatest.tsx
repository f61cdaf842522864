import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetList, useLocale, useTranslate } from 'react-admin';
import { numberFormat } from '@shared/domain/numberFormat';
import type { Criticality } from '@shared/domain/fields';
import { CriticalityChip } from '@/builders/CriticalityChip';
import { SectionCard } from '@/layout/page/SectionCard';
import { useDateTimeFormat } from '@/session/useDateTimeFormat';

/**
 * The sensor's latest reading (manual or automatic): its value and unit,
 * its level as a chip (icon and word) and when. Under `['measure']`, which
 * the plant's push makes stale (src/providers/monitoring/PlantEvents.tsx),
 * so it follows the data as the dashboard does.
 */
export const SensorLatest = ({ sensorId }: { sensorId: string | number }) => {
    const translate = useTranslate();
    const locale = useLocale();
    const dates = useDateTimeFormat();
    const { data } = useGetList<{
        id: number;
        value: number;
        unit: string;
        criticality: Criticality;
        date: string;
    }>('measure', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'date', order: 'DESC' },
        filter: { sensorId },
    });
    if (!data) return null;
    const latest = data[0];
    return (
        <SectionCard title={translate('app.sensor.latest.title')}>
            {latest ? (
                <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                    data-testid="sensor-latest"
                >
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                        {`${numberFormat(locale, 4).format(latest.value)} ${latest.unit}`}
                    </Typography>
                    <CriticalityChip value={latest.criticality} />
                    <Typography component="span" color="text.secondary">
                        {dates.dateTime(latest.date)}
                    </Typography>
                </Stack>
            ) : (
                <Typography color="text.secondary">
                    {translate('app.sensor.latest.none')}
                </Typography>
            )}
        </SectionCard>
    );
};
