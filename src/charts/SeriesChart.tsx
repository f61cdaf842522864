import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { ReadingMarks } from './ReadingMarks';
import { axesReachingReadings, type ReadingMark } from './readingMarks';
import { alignMinMax, positionsFor, reduceMinMax } from './reduce';
import { sameChartProps } from './sameChartProps';
import { TrendBand } from './TrendBand';
import { AXIS_WIDTH, axisId, timeSpan, valueAxes, withBand } from './axes';
import type { ChartMark, SeriesChartProps, ThresholdLine } from './chartTypes';

const LEVEL_COLOR = {
    low: 'success',
    medium: 'info',
    high: 'warning',
    critical: 'error',
} as const;

/** Defaults that keep their identity, so that the memos below hold. */
const NO_THRESHOLDS: readonly ThresholdLine[] = [];
const NO_READINGS: readonly ReadingMark[] = [];
const NO_MARKS: readonly ChartMark[] = [];

/**
 * Up to four series on one time axis, reduced to about one point per pixel
 * without losing a peak, each against the value axis of its unit, with the
 * plant's thresholds as labelled lines on that axis (the level is named,
 * never left to its colour). Drawn again only when what it shows changes
 * (memo with sameChartProps): the panel around it renders again for its
 * toolbar, its queries' states and each refresh.
 */
const SeriesChartView = ({
    series,
    thresholds = NO_THRESHOLDS,
    view,
    span,
    formatTime,
    formatNumber,
    height = 320,
    width,
    resolution: asked,
    readings = NO_READINGS,
    marks = NO_MARKS,
}: SeriesChartProps) => {
    const translate = useTranslate();
    const theme = useTheme();
    const thresholdLabel = (t: ThresholdLine) => {
        const threshold = translate('app.charts.threshold', {
            level: translate(`app.options.criticality.${t.level}`),
            direction: translate(`app.charts.direction.${t.direction}`),
            value: formatNumber(t.value),
        });
        return t.source
            ? translate('app.charts.thresholdOf', {
                  source: t.source,
                  threshold,
              })
            : threshold;
    };
    const units = new Set([
        ...series.map(s => s.unit),
        ...thresholds.map(t => t.unit),
    ]).size;
    const resolution =
        asked ?? positionsFor((width ?? 0) - AXIS_WIDTH * Math.max(1, units));
    // One time axis for all series: the union of their clocks, each series
    // null where it has no reading (lines connect across the gaps).
    const { times, data } = useMemo(() => {
        const inView = series.map(s =>
            view
                ? s.points.filter(p => p.time >= view.from && p.time <= view.to)
                : s.points
        );
        // One series keeps its exact clocks; several share one grid.
        if (inView.length === 1) {
            const points = reduceMinMax(inView[0]!, resolution / 2);
            return {
                times: points.map(p => new Date(p.time)),
                data: [points.map(p => p.value)],
            };
        }
        const span = view ?? timeSpan(inView);
        const aligned = alignMinMax(inView, resolution / 2, span);
        return {
            times: aligned.times.map(t => new Date(t)),
            data: aligned.rows,
        };
    }, [series, view, resolution]);
    const axes = useMemo(
        () =>
            axesReachingReadings(
                valueAxes(
                    series,
                    // A trend's band reaches past its averages: the axis holds it.
                    data.map((row, i) => withBand(row, series[i]?.points)),
                    thresholds
                ),
                series,
                data,
                readings
            ),
        [series, data, thresholds, readings]
    );
    // Every threshold has its unit's axis (valueAxes), series or not.
    const drawn = thresholds;

    return (
        <LineChart
            height={height}
            width={width || undefined}
            skipAnimation
            xAxis={[
                {
                    data: times,
                    scaleType: 'time',
                    min: (view ?? span) && new Date((view ?? span)!.from),
                    max: (view ?? span) && new Date((view ?? span)!.to),
                    valueFormatter: (d: Date) => formatTime(d.getTime()),
                },
            ]}
            yAxis={axes.map(({ unit, ...axis }) => ({
                ...axis,
                label: unit || undefined,
                width: AXIS_WIDTH,
                // The ticks in the user's language ("412,4" in pt-BR), as
                // the thresholds beside them; d3's default writes "412.4".
                valueFormatter: (v: number | null) =>
                    v === null ? '' : formatNumber(v),
            }))}
            series={series.map((s, i) => ({
                id: s.id,
                label: s.unit ? `${s.name} (${s.unit})` : s.name,
                yAxisId: axisId(s.unit),
                data: data[i] ?? [],
                showMark: false,
                // Straight segments between the points, as Zabbix draws
                // them (x-charts' default smooths them into curves, a
                // longer path that is costlier to build and to paint).
                curve: 'linear',
                connectNulls: true,
                valueFormatter: (v: number | null) =>
                    v === null ? '' : `${formatNumber(v)} ${s.unit}`.trim(),
            }))}
            grid={{ horizontal: true }}
        >
            {series.map(s =>
                s.points.some(p => p.min !== undefined) ? (
                    <TrendBand
                        key={`band-${s.id}`}
                        seriesId={s.id}
                        axisId={axisId(s.unit)}
                        points={
                            view
                                ? s.points.filter(
                                      p =>
                                          p.time >= view.from &&
                                          p.time <= view.to
                                  )
                                : s.points
                        }
                        slots={resolution / 2}
                    />
                ) : null
            )}
            {drawn.map(t => (
                <ChartsReferenceLine
                    key={`${t.unit}-${t.source ?? ''}-${t.level}-${t.value}`}
                    axisId={axisId(t.unit)}
                    y={t.value}
                    label={thresholdLabel(t)}
                    // Two axes' nearest bounds often share a height: each
                    // label stays at its own axis's end of the line.
                    labelAlign={
                        axes.length > 1 &&
                        axes.find(a => a.unit === t.unit)?.position === 'left'
                            ? 'start'
                            : 'end'
                    }
                    lineStyle={{
                        stroke: theme.palette[LEVEL_COLOR[t.level]].main,
                        strokeDasharray: '6 4',
                    }}
                    labelStyle={{
                        fontSize: 12,
                        fill: theme.palette.text.primary,
                    }}
                />
            ))}
            <ReadingMarks
                marks={readings}
                axisIdOf={axisId}
                formatTime={formatTime}
                formatNumber={formatNumber}
            />
            {marks.map(m => (
                <ChartsReferenceLine
                    key={`mark-${m.time}`}
                    x={new Date(m.time)}
                    label={m.label}
                    labelAlign="start"
                    lineStyle={{
                        stroke: theme.palette.text.primary,
                        strokeWidth: 2,
                    }}
                    labelStyle={{
                        fontSize: 12,
                        fill: theme.palette.text.primary,
                    }}
                />
            ))}
        </LineChart>
    );
};

export const SeriesChart = memo(SeriesChartView, sameChartProps);
