import Download from '@mui/icons-material/Download';
import Refresh from '@mui/icons-material/Refresh';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import ZoomOutMap from '@mui/icons-material/ZoomOutMap';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { PlantChartContext } from '@shared/domain/dashboard';
import {
    SeriesError,
    type Series,
    type SeriesSensor,
    type SeriesSource,
} from '@/providers/series';
import { seriesCsv } from './csv';
import { downloadCsv } from '@/csv/downloadCsv';
import { RangePicker } from './RangePicker';
import {
    presetRange,
    zoomRange,
    type RangeChoice,
    type TimeRange,
} from './ranges';
import { readingMarks, type ChartReading } from './readingMarks';
import { SeriesChart, type ChartMark } from './SeriesChart';
import { useChartReadings } from './useChartReadings';
import { chartThresholds, usePlantContext } from './usePlantContext';
import { visuallyHidden } from '@/builders/visuallyHidden';

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

const failureKey = (error: unknown) =>
    `app.charts.failures.${error instanceof SeriesError ? error.failure : 'failed'}`;
const failureParams = (error: unknown) =>
    error instanceof SeriesError ? error.params : {};

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
    const dataProvider = useDataProvider<
        ReturnType<typeof useDataProvider> & { getSeries: SeriesSource }
    >();
    const shown = sensors.slice(0, MAX_SERIES);
    const context = usePlantContext(plant);
    const [choice, setChoice] = useState<RangeChoice>(initial.choice);
    const [range, setRange] = useState<TimeRange>(
        () =>
            initial.range ??
            presetRange(initial.choice === 'custom' ? '24h' : initial.choice)
    );
    const [view, setView] = useState<TimeRange | undefined>();
    // Adjusted while rendering, as React advises for state that follows a
    // prop: no effect, no extra pass with the stale window.
    const [followed, setFollowed] = useState(followsRefreshAt);
    // The window the current one slid from, whose series stays drawn
    // until the slid one arrives.
    const [slidFrom, setSlidFrom] = useState<TimeRange>();
    if (followsRefreshAt !== followed) {
        setFollowed(followsRefreshAt);
        if (choice !== 'custom' && view === undefined) {
            setSlidFrom(range);
            setRange(presetRange(choice));
        }
    }
    const queryClient = useQueryClient();
    const seriesKey = (sensor: PanelSensor, r: TimeRange) => [
        'series',
        sensor.id,
        sensor.zabbixItemId,
        r.from,
        r.to,
    ];

    const queries = useQueries({
        queries: shown.map(sensor => ({
            queryKey: seriesKey(sensor, range),
            queryFn: ({ signal }: { signal: AbortSignal }) =>
                dataProvider.getSeries(sensor, range, signal),
            retry: false,
            staleTime: 30_000,
            // A slid window's series replaces the last one when it
            // arrives: the chart does not blink to "loading" every minute.
            // A range the user chose loads afresh.
            placeholderData: () =>
                slidFrom &&
                queryClient.getQueryData<Series>(seriesKey(sensor, slidFrom)),
        })),
    });
    const loading = queries.some(q => q.isPending);
    const failed = queries.find(q => q.isError);
    const series = queries
        .map((q, i) => ({ data: q.data, sensor: shown[i]! }))
        .filter((s): s is { data: Series; sensor: PanelSensor } => !!s.data);
    const points = series.reduce((n, s) => n + s.data.points.length, 0);
    const updatedAt = Math.max(0, ...queries.map(q => q.dataUpdatedAt));

    const refresh = () => {
        setSlidFrom(undefined);
        setView(undefined);
        if (choice === 'custom') {
            queries.forEach(q => void q.refetch());
        } else {
            setRange(presetRange(choice));
        }
    };
    const zoom = (factor: number) =>
        setView(v => zoomRange(v ?? range, factor, range));
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
    const marked = marks.find(m => m.marked);
    // Past history's retention or the point budget, Zabbix's hourly trends
    // are drawn: the chart says so, in sight and in its summary.
    const trends = chartSeries.some(s => s.kind === 'trends');
    const drawnTimes = chartSeries.flatMap(s =>
        s.points
            .filter(p => !view || (p.time >= view.from && p.time <= view.to))
            .map(p => p.time)
    );
    const download = () => {
        const csv = seriesCsv(
            chartSeries.map(s => ({
                ...s,
                kind: translate(`app.charts.csv.kinds.${s.kind}`),
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
    // Read per series: a lowest and a highest across units would mean nothing.
    const ranges = chartSeries
        .filter(s => s.points.length > 0)
        .map(s => {
            // Trends: the hours' own extremes, not the extremes of averages.
            const values = s.points.flatMap(p => [
                p.min ?? p.value,
                p.max ?? p.value,
            ]);
            const withUnit = (v: number) =>
                `${context.formatNumber(v)} ${s.unit}`.trim();
            return translate('app.charts.seriesRange', {
                name: s.name,
                min: withUnit(Math.min(...values)),
                max: withUnit(Math.max(...values)),
            });
        })
        .join('; ');

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
                    choice={choice}
                    range={range}
                    onChange={(next, nextRange) => {
                        setSlidFrom(undefined);
                        setChoice(next);
                        setView(undefined);
                        setRange(nextRange);
                    }}
                />
            </Stack>
            <Stack
                direction="row"
                spacing={0.5}
                sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            >
                <Tooltip title={translate('app.charts.zoomIn')}>
                    <IconButton
                        aria-label={translate('app.charts.zoomIn')}
                        onClick={() => zoom(0.5)}
                        disabled={points === 0}
                    >
                        <ZoomIn />
                    </IconButton>
                </Tooltip>
                <Tooltip title={translate('app.charts.zoomOut')}>
                    <IconButton
                        aria-label={translate('app.charts.zoomOut')}
                        onClick={() => zoom(2)}
                        disabled={!view}
                    >
                        <ZoomOut />
                    </IconButton>
                </Tooltip>
                <Tooltip title={translate('app.charts.resetZoom')}>
                    <IconButton
                        aria-label={translate('app.charts.resetZoom')}
                        onClick={() => setView(undefined)}
                        disabled={!view}
                    >
                        <ZoomOutMap />
                    </IconButton>
                </Tooltip>
                <Tooltip title={translate('app.charts.refresh')}>
                    <IconButton
                        aria-label={translate('app.charts.refresh')}
                        onClick={refresh}
                    >
                        <Refresh />
                    </IconButton>
                </Tooltip>
                <Button
                    size="small"
                    startIcon={<Download />}
                    onClick={download}
                    disabled={points === 0}
                >
                    {translate('app.charts.download')}
                </Button>
                {updatedAt > 0 && (
                    <Typography
                        variant="body2"
                        color="text.secondary"
                        role="status"
                    >
                        {translate('app.charts.lastUpdated', {
                            time: context.formatInstant(updatedAt),
                        })}
                    </Typography>
                )}
            </Stack>
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
            <Box sx={{ minHeight: 320, display: 'grid', alignItems: 'center' }}>
                {loading ? (
                    <Stack
                        role="status"
                        direction="row"
                        spacing={1}
                        sx={{ justifyContent: 'center' }}
                    >
                        <CircularProgress size={20} />
                        <Typography>
                            {translate('app.charts.loading')}
                        </Typography>
                    </Stack>
                ) : failed ? (
                    <Alert
                        severity="error"
                        action={
                            <Button
                                color="inherit"
                                size="small"
                                onClick={() => void failed.refetch()}
                            >
                                {translate('app.charts.retry')}
                            </Button>
                        }
                    >
                        {translate(
                            failureKey(failed.error),
                            failureParams(failed.error)
                        )}
                    </Alert>
                ) : series.every(s => !s.data.itemId) ? (
                    <Alert severity="info">
                        {translate('app.charts.failures.noItem')}
                    </Alert>
                ) : points === 0 ? (
                    <Typography role="status" sx={{ textAlign: 'center' }}>
                        {translate('app.charts.empty')}
                    </Typography>
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
                            marks={timeMarks}
                            formatTime={context.formatTime}
                            formatNumber={context.formatNumber}
                            readings={marks}
                        />
                        <Typography sx={visuallyHidden}>
                            {translate(
                                trends
                                    ? 'app.charts.summaryTrends'
                                    : 'app.charts.summary',
                                {
                                    count: points,
                                    from: context.formatInstant(
                                        view?.from ?? range.from
                                    ),
                                    to: context.formatInstant(
                                        view?.to ?? range.to
                                    ),
                                    ranges,
                                    first: context.formatInstant(
                                        Math.min(...drawnTimes)
                                    ),
                                    last: context.formatInstant(
                                        Math.max(...drawnTimes)
                                    ),
                                }
                            )}
                        </Typography>
                        <Typography sx={visuallyHidden}>
                            {translate('app.charts.readingsShown', {
                                smart_count: marks.length,
                            })}
                            {marked &&
                                ` ${translate('app.charts.markedReading', {
                                    value: `${context.formatNumber(marked.value)} ${marked.unit}`.trim(),
                                    time: context.formatInstant(marked.time),
                                })}`}
                        </Typography>
                    </>
                )}
            </Box>
        </Box>
    );
};
