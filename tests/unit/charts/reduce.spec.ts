import fc from 'fast-check';
import {
    alignMinMax,
    reduceMinMax,
    type TimePoint,
    reduceBand,
} from '@/charts/reduce';

/** Points with strictly increasing times and any finite values. */
const series = fc
    .array(
        fc.tuple(
            fc.integer({ min: 1, max: 600_000 }),
            fc.double({ min: -1e9, max: 1e9, noNaN: true })
        ),
        { maxLength: 3000 }
    )
    .map(steps => {
        let time = 1_700_000_000_000;
        return steps.map(([dt, value]) => ({ time: (time += dt), value }));
    });

const bucketOf = (points: readonly TimePoint[], buckets: number) => {
    const first = points[0]!.time;
    const span = points[points.length - 1]!.time - first || 1;
    return (p: TimePoint) =>
        Math.min(buckets - 1, Math.floor(((p.time - first) / span) * buckets));
};

describe('reduceMinMax', () => {
    it('keeps the highest and lowest point of every slice, in time order, within 2 per slice', () => {
        fc.assert(
            fc.property(
                series,
                fc.integer({ min: 1, max: 800 }),
                (points, buckets) => {
                    const out = reduceMinMax(points, buckets);
                    expect(out.length).toBeLessThanOrEqual(buckets * 2);
                    for (let i = 1; i < out.length; i++)
                        expect(out[i]!.time).toBeGreaterThan(out[i - 1]!.time);
                    for (const p of out) expect(points).toContain(p);
                    if (points.length === 0) return;
                    const slice = bucketOf(points, buckets);
                    const extremes = new Map<
                        number,
                        { min: number; max: number }
                    >();
                    for (const p of points) {
                        const e = extremes.get(slice(p));
                        extremes.set(slice(p), {
                            min: Math.min(e?.min ?? Infinity, p.value),
                            max: Math.max(e?.max ?? -Infinity, p.value),
                        });
                    }
                    for (const [s, { min, max }] of extremes) {
                        const kept = out
                            .filter(p => slice(p) === s)
                            .map(p => p.value);
                        expect(kept).toContain(min);
                        expect(kept).toContain(max);
                    }
                }
            )
        );
    });

    it('never loses the series peak and trough', () => {
        fc.assert(
            fc.property(
                series.filter(p => p.length > 0),
                fc.integer({ min: 1, max: 50 }),
                (points, buckets) => {
                    const out = reduceMinMax(points, buckets).map(p => p.value);
                    const values = points.map(p => p.value);
                    expect(out).toContain(Math.max(...values));
                    expect(out).toContain(Math.min(...values));
                }
            )
        );
    });

    it('leaves a series that already fits untouched', () => {
        const points = [
            { time: 1, value: 3 },
            { time: 2, value: 1 },
        ];
        expect(reduceMinMax(points, 1)).toEqual(points);
    });

    it('reduces 4000 points to at most two per pixel column', () => {
        const points = Array.from({ length: 4000 }, (_, i) => ({
            time: i * 60_000,
            value: i === 1234 ? 500 : Math.sin(i / 50),
        }));
        const out = reduceMinMax(points, 300);
        expect(out.length).toBeLessThanOrEqual(600);
        expect(out.map(p => p.value)).toContain(500);
    });
});

describe('alignMinMax', () => {
    it("keeps every series' peak and trough of each slice on one shared grid", () => {
        fc.assert(
            fc.property(
                fc.array(
                    series.filter(p => p.length > 0),
                    { minLength: 2, maxLength: 4 }
                ),
                fc.integer({ min: 1, max: 400 }),
                (list, slots) => {
                    const all = list.flat().map(p => p.time);
                    const span = {
                        from: Math.min(...all),
                        to: Math.max(...all),
                    };
                    const { times, rows } = alignMinMax(list, slots, span);
                    expect(times).toHaveLength(2 * slots);
                    for (const row of rows)
                        expect(row).toHaveLength(times.length);
                    const width = (span.to - span.from) / slots || 1;
                    list.forEach((points, k) => {
                        const kept = rows[k]!;
                        const bySlot = new Map<number, number[]>();
                        for (const p of points) {
                            const s = Math.min(
                                slots - 1,
                                Math.floor((p.time - span.from) / width)
                            );
                            bySlot.set(s, [...(bySlot.get(s) ?? []), p.value]);
                        }
                        for (const [s, values] of bySlot) {
                            const here = [kept[2 * s], kept[2 * s + 1]];
                            expect(here).toContain(Math.max(...values));
                            expect(here).toContain(Math.min(...values));
                        }
                        // Nothing is drawn where a series had no reading.
                        kept.forEach((v, i) => {
                            if (v !== null)
                                expect(bySlot.has(Math.floor(i / 2))).toBe(
                                    true
                                );
                        });
                    });
                }
            )
        );
    });
});

describe('reduceBand', () => {
    it('never narrows the band: each slice keeps its lowest min and highest max', () => {
        const hours = Array.from({ length: 720 }, (_, i) => ({
            time: i * 3_600_000,
            min: -(i % 7),
            max: i % 11,
        }));
        const band = reduceBand(hours, 100);
        expect(band.length).toBeLessThanOrEqual(100);
        expect(Math.min(...band.map(b => b.min))).toBe(-6);
        expect(Math.max(...band.map(b => b.max))).toBe(10);
        const times = band.map(b => b.time);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        // A band that fits is kept as it is.
        expect(reduceBand(hours.slice(0, 50), 100)).toEqual(hours.slice(0, 50));
    });
});
