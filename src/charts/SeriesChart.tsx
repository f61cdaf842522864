import { useTheme } from '@mui/material/styles';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { Criticality } from '@/domain/fields';
import type { SeriesPoint } from '@/providers/series';
import { alignMinMax, reduceMinMax } from './reduce';
import type { TimeRange } from './ranges';

export interface ChartSeries {
    id: string;
    name: string;
    unit: string;
    points: readonly SeriesPoint[];
}

export interface Threshold {
    level: Criticality;
    value: number;
    direction: 'above' | 'below';
}

export interface SeriesChartProps {
    series: readonly ChartSeries[];
    thresholds?: readonly Threshold[];
    /** The visible span (zoom); the data's own span when absent. */
    view?: TimeRange;
    formatTime: (time: number) => string;
    formatNumber: (value: number) => string;
    height?: number;
    /** Points per series after reduction: two per slice, a slice about 4 px of the plot. */
    resolution?: number;
}

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
    const numbers = values.filter((v): v is number => v !== null);
    if (numbers.length === 0) return {};
    const low = Math.min(...numbers);
    const high = Math.max(...numbers);
    const above = thresholds.map(t => t.value).filter(v => v > high);
    const below = thresholds.map(t => t.value).filter(v => v < low);
    return {
        ...(above.length ? { max: Math.min(...above) } : {}),
        ...(below.length ? { min: Math.max(...below) } : {}),
    };
};

/**
 * Up to four series on one time axis, reduced to about one point per pixel
 * without losing a peak, with the plant's thresholds as labelled lines
 * (the level is named, never left to its colour).
 */
export const SeriesChart = ({
    series,
    thresholds = [],
    view,
    formatTime,
    formatNumber,
    height = 320,
    resolution = 400,
}: SeriesChartProps) => {
    const translate = useTranslate();
    const theme = useTheme();
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
        const all = inView.flat().map(p => p.time);
        const span = view ?? {
            from: Math.min(...all),
            to: Math.max(...all),
        };
        const aligned = alignMinMax(inView, resolution / 2, span);
        return {
            times: aligned.times.map(t => new Date(t)),
            data: aligned.rows,
        };
    }, [series, view, resolution]);
    const units = [...new Set(series.map(s => s.unit).filter(Boolean))];
    const domain = useMemo(
        () => valueDomain(data.flat(), thresholds),
        [data, thresholds]
    );

    return (
        <LineChart
            height={height}
            skipAnimation
            xAxis={[
                {
                    data: times,
                    scaleType: 'time',
                    min: view ? new Date(view.from) : undefined,
                    max: view ? new Date(view.to) : undefined,
                    valueFormatter: (d: Date) => formatTime(d.getTime()),
                },
            ]}
            yAxis={[
                {
                    label: units.join(' · ') || undefined,
                    width: 64,
                    ...domain,
                },
            ]}
            series={series.map((s, i) => ({
                id: s.id,
                label: s.unit ? `${s.name} (${s.unit})` : s.name,
                data: data[i] ?? [],
                showMark: false,
                connectNulls: true,
                valueFormatter: (v: number | null) =>
                    v === null ? '' : `${formatNumber(v)} ${s.unit}`.trim(),
            }))}
            grid={{ horizontal: true }}
        >
            {thresholds.map(t => (
                <ChartsReferenceLine
                    key={`${t.level}-${t.value}`}
                    y={t.value}
                    label={translate('app.charts.threshold', {
                        level: translate(`app.options.criticality.${t.level}`),
                        direction: translate(
                            `app.charts.direction.${t.direction}`
                        ),
                        value: formatNumber(t.value),
                    })}
                    labelAlign="end"
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
        </LineChart>
    );
};
