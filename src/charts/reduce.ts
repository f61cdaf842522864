/**
 * Fewer points than pixels, without losing a peak: the time span is cut
 * into `buckets` equal slices and each slice keeps its lowest and highest
 * point (in time order), so every spike and every dip still reaches the
 * screen. Series that already fit are returned as they are.
 */
export interface TimePoint {
    time: number;
    value: number;
}

export function reduceMinMax<P extends TimePoint>(
    points: readonly P[],
    buckets: number
): P[] {
    const slots = Math.max(1, Math.floor(buckets));
    if (points.length <= slots * 2) return [...points];
    const first = points[0]!.time;
    const span = points[points.length - 1]!.time - first || 1;
    const out: P[] = [];
    let slot = -1;
    let min: P | undefined;
    let max: P | undefined;
    const flush = () => {
        if (!min || !max) return;
        if (min === max) out.push(min);
        else if (min.time <= max.time) out.push(min, max);
        else out.push(max, min);
    };
    for (const p of points) {
        const s = Math.min(
            slots - 1,
            Math.floor(((p.time - first) / span) * slots)
        );
        if (s !== slot) {
            flush();
            slot = s;
            min = max = p;
        } else {
            if (p.value < min!.value) min = p;
            if (p.value > max!.value) max = p;
        }
    }
    flush();
    return out;
}

/**
 * Several series on one time axis: the span is cut into `slots` equal
 * slices and each series keeps, per slice, its lowest and highest point,
 * drawn at the slice's first and second half (in their time order). Every
 * series then shares the same 2 × `slots` positions instead of the union
 * of all their clocks, at the cost of placing a point up to one slice from
 * its exact time: about one pixel at the chart's width.
 */
export function alignMinMax(
    series: readonly (readonly TimePoint[])[],
    slots: number,
    span: { from: number; to: number }
): { times: number[]; rows: (number | null)[][] } {
    const n = Math.max(1, Math.floor(slots));
    const width = (span.to - span.from) / n || 1;
    const times = Array.from({ length: 2 * n }, (_, i) =>
        Math.round(
            span.from + width * (Math.floor(i / 2) + (i % 2 ? 0.75 : 0.25))
        )
    );
    const rows = series.map(points => {
        const row: (number | null)[] = times.map(() => null);
        let slot = -1;
        let min: TimePoint | undefined;
        let max: TimePoint | undefined;
        const flush = () => {
            if (!min || !max) return;
            const [a, b] = min.time <= max.time ? [min, max] : [max, min];
            row[2 * slot] = a.value;
            if (a !== b) row[2 * slot + 1] = b.value;
        };
        for (const p of points) {
            if (p.time < span.from || p.time > span.to) continue;
            const s = Math.min(n - 1, Math.floor((p.time - span.from) / width));
            if (s !== slot) {
                flush();
                slot = s;
                min = max = p;
            } else {
                if (p.value < min!.value) min = p;
                if (p.value > max!.value) max = p;
            }
        }
        flush();
        return row;
    });
    return { times, rows };
}
