/**
 * The chart draws as many points as its plot has room
 * for (a slice per 4 px, its lowest and highest point), never more than
 * 400, and no peak is lost however narrow the plot.
 */
import { describe, expect, it } from 'vitest';
import { alignMinMax, DEFAULT_POSITIONS, positionsFor } from '@/charts/reduce';

describe('positionsFor', () => {
    it('gives two positions per 4 px of plot, at most 400, at least 2', () => {
        expect(positionsFor(816)).toBe(400);
        expect(positionsFor(2000)).toBe(DEFAULT_POSITIONS);
        expect(positionsFor(296)).toBe(148);
        expect(positionsFor(3)).toBe(2);
    });

    it('keeps 400 when the width is not known', () => {
        expect(positionsFor(0)).toBe(400);
        expect(positionsFor(-64)).toBe(400);
        expect(positionsFor(Number.NaN)).toBe(400);
    });

    it('keeps a one-point spike of 1,000 points on a phone-wide plot', () => {
        const points = Array.from({ length: 1000 }, (_, i) => ({
            time: i * 60_000,
            value: i === 777 ? 99 : i === 123 ? -99 : Math.sin(i / 30),
        }));
        const slots = positionsFor(296) / 2;
        const { times, rows } = alignMinMax([points], slots, {
            from: 0,
            to: 999 * 60_000,
        });
        expect(times).toHaveLength(148);
        expect(rows[0]).toContain(99);
        expect(rows[0]).toContain(-99);
    });
});
