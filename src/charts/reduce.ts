/**
 * Fewer points than pixels, without losing a peak: the time span is cut
 * into equal slices and each slice keeps its lowest and highest point, in
 * time order, so every spike and every dip still reaches the screen.
 */
export interface TimePoint {
    time: number;
    value: number;
}

/**
 * Calls `keep` once per slice that holds points (slices in time order),
 * with its two extremes in time order (the same point twice when the
 * slice has one value). `slotOf` maps a point to its slice, or -1 to skip it.
 */
function sliceExtremes<P extends TimePoint>(
    points: readonly P[],
    slotOf: (p: P) => number,
    keep: (slot: number, first: P, second: P) => void
): void {
    let slot = -1;
    let min: P | undefined;
    let max: P | undefined;
    const flush = () => {
        if (!min || !max) return;
        if (min.time <= max.time) keep(slot, min, max);
        else keep(slot, max, min);
    };
    for (const p of points) {
        const s = slotOf(p);
        if (s < 0) continue;
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
}

/** What the chart keeps when it does not know its width: 200 slices. */
export const DEFAULT_POSITIONS = 400;

/**
 * How many x positions (two per slice: its lowest and highest point) a
 * plot `plotWidth` pixels wide draws: a slice per 4 px, so two points per
 * 4 px and never more than DEFAULT_POSITIONS; more would be drawn over one
 * another and cost the browser without showing anything. A peak is never
 * lost however narrow the plot: each slice keeps its extremes.
 */
export function positionsFor(plotWidth: number): number {
    if (!(plotWidth > 0)) return DEFAULT_POSITIONS;
    return Math.max(
        2,
        Math.min(DEFAULT_POSITIONS, 2 * Math.floor(plotWidth / 4))
    );
}

/** One series, `buckets` slices over its own span; a series that fits is returned as it is. */
export function reduceMinMax<P extends TimePoint>(
    points: readonly P[],
    buckets: number
): P[] {
    const slots = Math.max(1, Math.floor(buckets));
    if (points.length <= slots * 2) return [...points];
    const first = points[0]!.time;
    const span = points[points.length - 1]!.time - first || 1;
    const out: P[] = [];
    sliceExtremes(
        points,
        p => Math.min(slots - 1, Math.floor(((p.time - first) / span) * slots)),
        (_slot, a, b) => (a === b ? out.push(a) : out.push(a, b))
    );
    return out;
}

/**
 * Several series on one time axis: each keeps, per slice of `span`, its
 * lowest and highest point, drawn at the slice's first and second half (in
 * their time order). Every series then shares the same 2 × `slots`
 * positions instead of the union of all their clocks, at the cost of
 * placing a point up to one slice from its exact time: a few pixels at the
 * chart's width.
 */
export function alignMinMax(
    series: readonly (readonly TimePoint[])[],
    slots: number,
    span: { from: number; to: number }
): { times: number[]; rows: (number | null)[][] } {
    const n = Math.max(1, Math.floor(slots));
    const width = (span.to - span.from) / n || 1;
    const times = new Array<number>(2 * n);
    for (let i = 0; i < 2 * n; i++)
        times[i] = Math.round(
            span.from + width * (Math.floor(i / 2) + (i % 2 ? 0.75 : 0.25))
        );
    // sliceExtremes written out for this loop: it runs for every point
    // of every series when the data arrives (4,000 points), and the
    // callbacks cost more than the comparisons (docs/performance.md,
    // "Charts").
    const rows = series.map(points => {
        const row = new Array<number | null>(2 * n).fill(null);
        let slot = -1;
        let min: TimePoint | undefined;
        let max: TimePoint | undefined;
        const flush = () => {
            if (!min || !max) return;
            const [a, b] = min.time <= max.time ? [min, max] : [max, min];
            row[2 * slot] = a.value;
            if (a !== b) row[2 * slot + 1] = b.value;
        };
        for (let i = 0; i < points.length; i++) {
            const p = points[i]!;
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

/** A trend point: the hour's average with its lowest and highest value. */
export interface BandPoint {
    time: number;
    min: number;
    max: number;
}

/**
 * The min–max band of hourly trends, in at most `slots` slices of its own
 * span: each slice keeps its lowest min and highest max (a band never
 * narrows when reduced), at the mean time of its hours.
 */
export function reduceBand(
    points: readonly BandPoint[],
    slots: number
): BandPoint[] {
    const n = Math.max(1, Math.floor(slots));
    if (points.length <= n) return [...points];
    const first = points[0]!.time;
    const span = points[points.length - 1]!.time - first || 1;
    const out: BandPoint[] = [];
    let slot = -1;
    let acc: { times: number; count: number; min: number; max: number } | null =
        null;
    const flush = () => {
        if (acc)
            out.push({
                time: Math.round(acc.times / acc.count),
                min: acc.min,
                max: acc.max,
            });
    };
    for (const p of points) {
        const s = Math.min(n - 1, Math.floor(((p.time - first) / span) * n));
        if (s !== slot) {
            flush();
            slot = s;
            acc = { times: 0, count: 0, min: Infinity, max: -Infinity };
        }
        acc!.times += p.time;
        acc!.count++;
        acc!.min = Math.min(acc!.min, p.min);
        acc!.max = Math.max(acc!.max, p.max);
    }
    flush();
    return out;
}
