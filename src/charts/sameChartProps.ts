/**
 * Whether the chart would draw the same thing with `next` as with `prev`
 * (SeriesChart's memo): the panel around it renders again for its
 * toolbar, its queries' states and each refresh, and builds its series,
 * thresholds and reading marks afresh each time, so identity says little.
 * The series' points are compared by identity (they are the query's data,
 * kept while the data did not change); everything else by value.
 */
import type { ReadingMark } from './readingMarks';
import type { TimeRange } from './ranges';
import type { SeriesChartProps, ThresholdLine } from './chartTypes';

const sameList = <T>(
    a: readonly T[] | undefined,
    b: readonly T[] | undefined,
    same: (x: T, y: T) => boolean
) =>
    a === b ||
    (a !== undefined &&
        b !== undefined &&
        a.length === b.length &&
        a.every((x, i) => same(x, b[i]!)));

const sameRange = (a: TimeRange | undefined, b: TimeRange | undefined) =>
    a === b ||
    (a !== undefined && b !== undefined && a.from === b.from && a.to === b.to);

const sameThreshold = (a: ThresholdLine, b: ThresholdLine) =>
    a.level === b.level &&
    a.value === b.value &&
    a.direction === b.direction &&
    a.unit === b.unit &&
    a.source === b.source;

const sameMark = (a: ReadingMark, b: ReadingMark) =>
    a.id === b.id &&
    a.seriesId === b.seriesId &&
    a.time === b.time &&
    a.value === b.value &&
    a.criticality === b.criticality &&
    a.unit === b.unit &&
    a.marked === b.marked;

const COMPARED = new Set([
    'series',
    'thresholds',
    'view',
    'span',
    'readings',
    'marks',
]);

export function sameChartProps(
    prev: SeriesChartProps,
    next: SeriesChartProps
): boolean {
    const keys = new Set([...Object.keys(prev), ...Object.keys(next)]);
    for (const key of keys) {
        if (COMPARED.has(key)) continue;
        if (
            prev[key as keyof SeriesChartProps] !==
            next[key as keyof SeriesChartProps]
        )
            return false;
    }
    return (
        sameList(
            prev.series,
            next.series,
            (a, b) =>
                a.id === b.id &&
                a.name === b.name &&
                a.unit === b.unit &&
                a.points === b.points
        ) &&
        sameList(prev.thresholds, next.thresholds, sameThreshold) &&
        sameRange(prev.view, next.view) &&
        sameRange(prev.span, next.span) &&
        sameList(prev.readings, next.readings, sameMark) &&
        sameList(
            prev.marks,
            next.marks,
            (a, b) => a.time === b.time && a.label === b.label
        )
    );
}
