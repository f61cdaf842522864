import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Loading, useStore, useTranslate } from 'react-admin';
import type { PlantChartContext, SummarySensor } from '@/domain/dashboard';

// The chart library loads after the figures: they show first.
const SensorSeriesPanel = lazy(() =>
    import('@/charts/SensorSeriesPanel').then(m => ({
        default: m.SensorSeriesPanel,
    }))
);

/** A sensor chosen from the plant's, its chart below; the choice is kept per plant. */
export const SensorChartPicker = ({
    plantId,
    sensors,
    plant,
}: {
    plantId: number;
    sensors: readonly SummarySensor[];
    plant: PlantChartContext;
}) => {
    const translate = useTranslate();
    const [chosen, setChosen] = useStore<number | null>(
        `dashboard.sensor.${plantId}`,
        null
    );
    const sensor = sensors.find(s => s.id === chosen) ?? sensors[0];
    if (!sensor)
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
                label={translate('app.dashboard.chooseSensor')}
                value={sensor.id}
                onChange={e => setChosen(Number(e.target.value))}
                sx={{ minWidth: 240, maxWidth: '100%', mb: 2 }}
            >
                {sensors.map(s => (
                    <MenuItem key={s.id} value={s.id}>
                        {s.name}
                    </MenuItem>
                ))}
            </TextField>
            <Suspense fallback={<Loading />}>
                <SensorSeriesPanel
                    key={sensor.id}
                    sensors={[
                        {
                            id: sensor.id,
                            name: sensor.name,
                            zabbixItemId: sensor.zabbixItemId,
                            unit: sensor.unit,
                            sensorType: sensor.sensorType,
                        },
                    ]}
                    plant={plant}
                />
            </Suspense>
        </>
    );
};
