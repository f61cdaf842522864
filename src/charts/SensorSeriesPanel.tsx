import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { PlantChartContext } from '@shared/domain/dashboard';
import { READING_DECIMALS } from '@shared/declarations/measure';
import type { SeriesSensor } from '@/providers/monitoring/series';
import { ChartMessage, type ChartState } from './ChartMessage';
import { ChartSummary } from './ChartSummary';
import { ChartToolbar } from './ChartToolbar';
import { seriesCsv } from './csv';
import { downloadCsv } from '@/csv/downloadCsv';
import { RangePicker } from './RangePicker';
import type { RangeChoice, TimeRange } from './ranges';
import { readingMarks, type ChartReading } from './readingMarks';
import type { ChartMark } from './chartTypes';
import { SeriesChart } from './SeriesChart';
import { useBoxWidth } from './useBoxWidth';
import { useChartReadings } from './useChartReadings';
import { chartThresholds, usePlantContext } from './usePlantContext';
import { useSeriesWindow } from './useSeriesWindow';

export interface PanelSensor extends SeriesSensor {
    name: string;
    sensorType?: string;
}

export interface SensorSeriesPanelProps {
    /** Up to four sensors drawn on one time axis. */
    sensors: readonly PanelSensor[];
    /** Where the chart opens: a preset ending now, or a custom range. */
    initial?: { choice: RangeChoice; range?: TimeRange };
    title?: string;
    /** The plant's thresholds and time zone, when the screen already has them. */
    plant?: PlantChartContext;
    /**
     * When the screen's figures were last refreshed: a preset range ("24
     * hours") slides to end at the new now with them, unless the user
     * zoomed or chose a custom range.
     */
    followsRefreshAt?: number;
    /** The reading a screen is about: drawn ringed among the sensor's readings. */
    markedReading?: ChartReading;
    /** Moments marked on the chart (the reading of an alert). */
    marks?: readonly ChartMark[];
}

export const MAX_SERIES = 4;

/**
 * A sensor's chart with everything an operator needs around it: the range,
 * zoom, refresh with the time of the last reading of the data, the
 * thresholds of the plant, the CSV of what is shown, and a message in the
 * chart's place while loading, when empty and when Zabbix fails.
 */
export const SensorSeriesPanel = ({
    sensors,
    initial = { choice: '24h' },
    title,
    plant,
    followsRefreshAt,
    markedReading,
    marks: timeMarks,
}: SensorSeriesPanelProps) => {
    const translate = useTranslate();
    const shown = sensors.slice(0, MAX_SERIES);
    const context = usePlantContext(plant);
    const win = useSeriesWindow(shown, initial, followsRefreshAt);
    // Measured while the data loads, so that the chart draws once when it arrives.
    const [chartBox, chartWidth] = useBoxWidth();
    const { range, view, series, points } = win;
    const chartSeries = series.map(({ data, sensor }) => ({
        id: String(sensor.id),
        name: sensor.name,
        unit: data.unit,
        points: data.points,
        kind: data.kind ?? 'history',
    }));
    const readings = useChartReadings(
        shown.map(s => s.id),
        range
    );
    const marks = readingMarks(
        markedReading ? [...readings, markedReading] : readings,
        chartSeries,
        view ?? range,
        markedReading?.id
    );
    // Past history's retention or the point budget, Zabbix's hourly trends
    // are drawn: the chart says so, in sight and in its summary.
    const trends = chartSeries.some(s => s.kind === 'trends');
    const download = () => {
        const csv = seriesCsv(
            chartSeries.map(s => ({
                ...s,
                kind: translate(`app.charts.csv.kinds.${s.kind}`),
                decimals: READING_DECIMALS,
                points: view
                    ? s.points.filter(
                          p => p.time >= view.from && p.time <= view.to
                      )
                    : s.points,
            })),
            {
                sensor: translate('app.charts.csv.sensor'),
                time: translate('app.charts.csv.time'),
                value: translate('app.charts.csv.value'),
                unit: translate('app.charts.csv.unit'),
                min: translate('app.charts.csv.min'),
                max: translate('app.charts.csv.max'),
                kind: translate('app.charts.csv.kind'),
            },
            context.csvConventions()
        );
        downloadCsv(csv, `${shown.map(s => s.name).join('_')}.csv`);
    };
    // Thresholds are written in the sensor's unit and drawn on its axis:
    // a series Zabbix gives in another quantity does not carry them.
    const thresholds = chartThresholds(
        series.map(({ data, sensor }) => ({
            unit: data.unitMismatch ? (sensor.unit ?? '') : data.unit,
            sensorType: sensor.sensorType,
        })),
        context.thresholdsOf,
        type => translate(`app.options.sensorType.${type}`, { _: type })
    );
    const failed = win.failed;
    const state: ChartState | null = win.loading
        ? { kind: 'loading' }
        : failed
          ? {
                kind: 'failed',
                error: failed.error,
                retry: () => void failed.refetch(),
            }
          : series.every(s => !s.data.itemId)
            ? { kind: 'noItem' }
            : points === 0
              ? { kind: 'empty' }
              : null;

    return (
        <Box
            component="section"
            aria-label={title ?? translate('app.charts.title')}
        >
            <Stack
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{
                    alignItems: { md: 'center' },
                    justifyContent: 'space-between',
                    mb: 1,
                }}
            >
                <Typography variant="h6" component="h2">
                    {title ?? translate('app.charts.title')}
                </Typography>
                <RangePicker
                    choice={win.choice}
                    range={range}
                    onChange={win.choose}
                />
            </Stack>
            <ChartToolbar
                empty={points === 0}
                zoomed={view !== undefined}
                onZoom={win.zoom}
                onResetZoom={win.resetZoom}
                onRefresh={win.refresh}
                onDownload={download}
                updated={
                    win.updatedAt > 0
                        ? context.formatInstant(win.updatedAt)
                        : ''
                }
            />
            {series
                .filter(s => s.data.unitMismatch)
                .map(({ data, sensor }) => (
                    <Alert key={sensor.id} severity="warning" sx={{ my: 1 }}>
                        {translate('app.charts.unitMismatch', {
                            name: sensor.name,
                            zabbixUnit: data.zabbixUnit ?? data.unit,
                            unit: sensor.unit ?? '',
                        })}
                    </Alert>
                ))}
            {series.some(s => s.data.truncated) && (
                <Alert severity="info" sx={{ my: 1 }}>
                    {translate('app.charts.truncated')}
                </Alert>
            )}
            <Box
                ref={chartBox}
                sx={{ minHeight: 320, display: 'grid', alignItems: 'center' }}
            >
                {state ? (
                    <ChartMessage state={state} />
                ) : (
                    <>
                        {trends && (
                            <Typography
                                variant="body2"
                                color="text.secondary"
                                data-testid="series-kind"
                            >
                                {translate('app.charts.hourlyAverages')}
                            </Typography>
                        )}
                        <SeriesChart
                            series={chartSeries}
                            thresholds={thresholds}
                            view={view}
                            span={range}
                            width={chartWidth}
                            marks={timeMarks}
                            formatTime={context.formatTime}
                            formatNumber={context.formatNumber}
                            readings={marks}
                        />
                        <ChartSummary
                            series={chartSeries}
                            trends={trends}
                            range={range}
                            view={view}
                            marks={marks}
                            formatNumber={context.formatNumber}
                            formatInstant={context.formatInstant}
                        />
                    </>
                )}
            </Box>
        </Box>
    );
};
