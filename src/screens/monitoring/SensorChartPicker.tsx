import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { retryImport } from '@/providers/retryImport';
import { Loading, useStore, useTranslate } from 'react-admin';
import type {
    PlantChartContext,
    SummarySensor,
} from '@shared/domain/dashboard';

// The chart library loads after the figures: they show first.
const SensorSeriesPanel = lazy(
    retryImport(() =>
        import('@/charts/SensorSeriesPanel').then(m => ({
            default: m.SensorSeriesPanel,
        }))
    )
);

/** How many sensors one chart overlays (the panel's limit). */
export const MAX_CHARTED = 4;

/**
 * Up to four of the plant's sensors on one time axis; the choice is kept
 * per plant. Each unit gets its own value axis, each sensor type its
 * threshold lines on it (docs/monitoring.md).
 */
export const SensorChartPicker = ({
    plantId,
    sensors,
    plant,
    refreshedAt,
}: {
    plantId: number;
    sensors: readonly SummarySensor[];
    plant: PlantChartContext;
    /** When the screen's figures were refreshed: the chart's window slides with them. */
    refreshedAt?: number;
}) => {
    const translate = useTranslate();
    const [stored, setStored] = useStore<number[]>(
        `dashboard.sensors.${plantId}`,
        []
    );
    const kept = stored.filter(id => sensors.some(s => s.id === id));
    const chosenIds = kept.length ? kept : sensors.slice(0, 1).map(s => s.id);
    const chosen = chosenIds
        .map(id => sensors.find(s => s.id === id))
        .filter((s): s is SummarySensor => s !== undefined);
    if (chosen.length === 0)
        return (
            <Typography color="text.secondary">
                {translate('app.dashboard.noSensors')}
            </Typography>
        );
    return (
        <>
            <Typography variant="h6" component="h2" gutterBottom>
                {translate('app.dashboard.chart')}
            </Typography>
            <TextField
                select
                size="small"
                label={translate('app.dashboard.chooseSensors')}
                helperText={translate('app.dashboard.chooseSensorsHelp', {
                    max: MAX_CHARTED,
                })}
                value={chosenIds}
                onChange={e => {
                    const value = e.target.value as unknown as number[];
                    if (value.length > 0 && value.length <= MAX_CHARTED)
                        setStored(value);
                }}
                slotProps={{
                    select: {
                        multiple: true,
                        renderValue: () => chosen.map(s => s.name).join(', '),
                    },
                }}
                sx={{ minWidth: 240, maxWidth: '100%', mb: 2 }}
            >
                {sensors.map(s => (
                    <MenuItem
                        key={s.id}
                        value={s.id}
                        disabled={
                            !chosenIds.includes(s.id) &&
                            chosenIds.length >= MAX_CHARTED
                        }
                    >
                        {s.name}
                    </MenuItem>
                ))}
            </TextField>
            <Suspense fallback={<Loading />}>
                <SensorSeriesPanel
                    key={chosenIds.join(',')}
                    sensors={chosen.map(s => ({
                        id: s.id,
                        name: s.name,
                        zabbixItemId: s.zabbixItemId,
                        unit: s.unit,
                        sensorType: s.sensorType,
                    }))}
                    plant={plant}
                    followsRefreshAt={refreshedAt}
                />
            </Suspense>
        </>
    );
};
