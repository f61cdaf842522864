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
