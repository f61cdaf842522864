/**
 * The simulator counts a range's samples without making them
 * (server/src/zabbix/catalog.ts, docs/robustness.md): the count must be
 * exactly the samples `sampleClocks` yields, at every edge of a slot,
 * across gap blocks, and about 2 % of slots must be gaps.
 */
import {
    countSamples,
    hash01,
    SAMPLE_PERIOD,
    sampleClocks,
} from '../../../server/src/zabbix/catalog.ts';

const made = (itemid: number, from: number, till: number) =>
    [...sampleClocks(itemid, from, till, false)].length;

describe('countSamples', () => {
    it('equals the samples made, for ranges of every length and edge', () => {
        const now = 1_764_000_000;
        for (let i = 0; i < 400; i++) {
            const itemid = 10001 + Math.floor(hash01(i, 1) * 999);
            const from = now - Math.floor(hash01(i, 2) * 7 * 86_400);
            const till = from + Math.floor(hash01(i, 3) ** 3 * 3 * 86_400);
            expect(
                countSamples(itemid, from, till),
                `${itemid} ${from}–${till}`
            ).toBe(made(itemid, from, till));
        }
        // Ranges of a slot or two, on and around the slots' edges.
        for (let k = 0; k < 200; k++) {
            const at = now + k * SAMPLE_PERIOD;
            for (const [a, b] of [
                [at, at],
                [at - 1, at + 1],
                [at, at + SAMPLE_PERIOD - 1],
                [at + 7, at + 2 * SAMPLE_PERIOD + 3],
            ] as const)
                expect(countSamples(10001 + k, a, b)).toBe(
                    made(10001 + k, a, b)
                );
        }
    });

    it('counts nothing for an empty or reversed range', () => {
        expect(countSamples(10001, 100, 99)).toBe(0);
        expect(countSamples(10001, -Infinity, 100)).toBe(0);
    });

    it('leaves one slot in fifty without a sample', () => {
        const from = 1_764_000_000;
        const slots = 50 * 200;
        const count = countSamples(
            10002,
            from,
            from + slots * SAMPLE_PERIOD - 1
        );
        expect(count / slots).toBeCloseTo(0.98, 2);
    });
});
