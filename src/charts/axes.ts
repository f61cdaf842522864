/**
 * The chart's axes worked out from its data (SeriesChart.tsx): one value
 * axis per unit reaching the next thresholds, and the time span.
 */
import type { SeriesPoint } from '@/providers/monitoring/series';
import type { ChartSeries, Threshold, ThresholdLine } from './chartTypes';

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
export const timeSpan = (series: readonly (readonly SeriesPoint[])[]) => {
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
export const withBand = (
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

export const axisId = (unit: string) => `unit:${unit}`;

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
export const AXIS_WIDTH = 64;
