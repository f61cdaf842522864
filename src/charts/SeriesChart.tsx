import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { SeriesPoint } from '@/providers/series';
import { ReadingMarks } from './ReadingMarks';
import { axesReachingReadings, type ReadingMark } from './readingMarks';
import { alignMinMax, positionsFor, reduceMinMax } from './reduce';
import { sameChartProps } from './sameChartProps';
import { TrendBand } from './TrendBand';
import type {
    ChartMark,
    ChartSeries,
    SeriesChartProps,
    Threshold,
    ThresholdLine,
} from './chartTypes';

const LEVEL_COLOR = {
    low: 'success',
    medium: 'info',
    high: 'warning',
    critical: 'error',
} as const;

/**
 * The value axis reaches the nearest threshold beyond the data on each
 * side, so the operator sees how far the next level is, not only the
 * levels the data already crossed.
 */
export const valueDomain = (
    values: readonly (number | null)[],
    thresholds: readonly Threshold[]
): { min?: number; max?: number } => {
    let low = Infinity;
    let high = -Infinity;
    for (const v of values) {
        if (v === null) continue;
        if (v < low) low = v;
        if (v > high) high = v;
    }
    if (low > high) return {};
    const above = thresholds.map(t => t.value).filter(v => v > high);
    const below = thresholds.map(t => t.value).filter(v => v < low);
    return {
        ...(above.length ? { max: Math.min(...above) } : {}),
        ...(below.length ? { min: Math.max(...below) } : {}),
    };
};

/** An axis with thresholds and no series: the thresholds with a margin. */
const thresholdDomain = (thresholds: readonly Threshold[]) => {
    const values = thresholds.map(t => t.value);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const margin = (high - low) * 0.1 || Math.abs(high) * 0.1 || 1;
    return { min: low - margin, max: high + margin };
};

/** The first and last time of several series (each in time order). */
const timeSpan = (series: readonly (readonly SeriesPoint[])[]) => {
    let from = Infinity;
    let to = -Infinity;
    for (const points of series) {
        for (const p of points) {
            if (p.time < from) from = p.time;
            if (p.time > to) to = p.time;
        }
    }
    return { from, to };
};

/** A drawn row with its trend band's bounds, which the axis must also hold; the row itself when it has no band. */
const withBand = (
    row: readonly (number | null)[],
    points: readonly SeriesPoint[] | undefined
): readonly (number | null)[] => {
    if (!points?.some(p => p.min !== undefined)) return row;
    const out = [...row];
    for (const p of points)
        if (p.min !== undefined && p.max !== undefined) out.push(p.min, p.max);
    return out;
};

export interface ValueAxis {
    id: string;
    unit: string;
    position: 'left' | 'right';
    min?: number;
    max?: number;
}

const axisId = (unit: string) => `unit:${unit}`;

/**
 * One value axis per unit, alternately left and right: a reservoir's level
 * in metres and a generator's current in amperes on one scale would flatten
 * one of them into a line along the bottom, and a threshold of one would
 * read as a bound of the other. Each axis reaches the thresholds of its
 * own unit (valueDomain). Thresholds are drawn on the axis of the unit
 * they were written in even when no series is in it (a Zabbix item in a
 * unit that cannot be converted to the sensor's): that axis then spans
 * the thresholds alone.
 */
export const valueAxes = (
    series: readonly Pick<ChartSeries, 'unit'>[],
    data: readonly (readonly (number | null)[])[],
    thresholds: readonly ThresholdLine[]
): ValueAxis[] => {
    const units = [
        ...new Set([
            ...series.map(s => s.unit),
            ...thresholds.map(t => t.unit),
        ]),
    ];
    return units.map((unit, i) => ({
        id: axisId(unit),
        unit,
        position: i % 2 === 0 ? 'left' : 'right',
        ...(series.some(s => s.unit === unit)
            ? valueDomain(
                  series.flatMap((s, j) =>
                      s.unit === unit ? (data[j] ?? []) : []
                  ),
                  thresholds.filter(t => t.unit === unit)
              )
            : thresholdDomain(thresholds.filter(t => t.unit === unit))),
    }));
};

/** Each value axis's width in pixels (its ticks and unit label). */
const AXIS_WIDTH = 64;

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
