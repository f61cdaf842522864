/**
 * The product's readings drawn over a sensor's Zabbix series (docs/monitoring.md,
 * "Readings on the chart"): the chart's line is what Zabbix stored, the
 * points are what the product kept and assessed (manual and automatic
 * readings), so an alert's reading is seen where it stands on the line.
 */
import type { Criticality } from '@shared/domain/fields';
import type { TimeRange } from './ranges';

export interface ChartReading {
    id: string | number;
    /** The chart series (sensor id) the reading belongs to. */
    seriesId: string;
    time: number;
    value: number;
    criticality: Criticality | null;
}

export interface ReadingMark extends ChartReading {
    /** The unit axis it stands on: its series'. */
    unit: string;
    /** The reading the screen is about (a reading's details). */
    marked: boolean;
}

/**
 * The readings of drawn series within the visible span, each on the axis
 * of its series' unit, one per id, oldest first with the marked reading
 * last so it is drawn on top of the others.
 */
export function readingMarks(
    readings: readonly ChartReading[],
    series: readonly { id: string; unit: string }[],
    span: TimeRange | undefined,
    markedId?: string | number
): ReadingMark[] {
    const units = new Map(series.map(s => [s.id, s.unit]));
    const seen = new Set<string>();
    const marks: ReadingMark[] = [];
    for (const r of readings) {
        const unit = units.get(r.seriesId);
        const key = String(r.id);
        if (unit === undefined || seen.has(key)) continue;
        if (!Number.isFinite(r.time) || !Number.isFinite(r.value)) continue;
        if (span && (r.time < span.from || r.time > span.to)) continue;
        seen.add(key);
        marks.push({
            ...r,
            unit,
            marked: markedId !== undefined && key === String(markedId),
        });
    }
    return marks.sort(
        (a, b) => Number(a.marked) - Number(b.marked) || a.time - b.time
    );
}

/**
 * Value axes reaching the readings drawn on them: a reading beyond what
 * Zabbix holds for the range (a manual reading, a value since replaced)
 * stays inside the plot instead of being drawn off it. An axis keeps its
 * own bounds where they already reach further.
 */
export function axesReachingReadings<
    A extends { unit: string; min?: number; max?: number },
>(
    axes: readonly A[],
    series: readonly { unit: string }[],
    data: readonly (readonly (number | null)[])[],
    marks: readonly ReadingMark[]
): A[] {
    return axes.map(axis => {
        const read = marks.filter(m => m.unit === axis.unit).map(m => m.value);
        if (read.length === 0) return axis;
        const drawn = series.flatMap((s, i) =>
            s.unit === axis.unit
                ? (data[i] ?? []).filter((v): v is number => v !== null)
                : []
        );
        const low = Math.min(...read, ...drawn);
        const high = Math.max(...read, ...drawn);
        return {
            ...axis,
            min: Math.min(axis.min ?? low, low),
            max: Math.max(axis.max ?? high, high),
        };
    });
}
