/**
 * A chart's read (shared/zabbix/readSeries.ts) against the running Zabbix
 * simulator: at most two calls in a row (item.get, then the series'
 * calls side by side), trends from the hour holding the range's start,
 * and the newest hours, whose trends Zabbix has not written yet, made
 * from history.
 */
import { describe, expect, it } from 'vitest';
import { createZabbixClient } from '../../shared/zabbix/zabbixClient.ts';
import { readSeriesPoints } from '../../shared/zabbix/readSeries.ts';
import { ZABBIX_TOKEN } from './helpers/zabbix.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface Call {
    method: string;
    start: number;
    end: number;
}

/** A client whose calls are recorded with when they left and came back. */
const recordingClient = () => {
    const calls: Call[] = [];
    const client = createZabbixClient({
        url: `${sharedBaseUrl()}/zabbix/api_jsonrpc.php`,
        token: ZABBIX_TOKEN,
        authMode: 'header',
        fetch: async (input, init) => {
            const call: Call = {
                method: String(
                    (JSON.parse(String(init?.body)) as { method: string })
                        .method
                ),
                start: performance.now(),
                end: Infinity,
            };
            calls.push(call);
            try {
                return await fetch(input, init);
            } finally {
                call.end = performance.now();
            }
        },
    });
    return { client, calls };
};

/** How many calls ran one after another at most (a call that left after another came back follows it). */
const inARow = (calls: Call[]): number => {
    const depth = new Map<Call, number>();
    for (const call of [...calls].sort((a, b) => a.start - b.start)) {
        const before = calls.filter(c => c.end <= call.start);
        depth.set(call, 1 + Math.max(0, ...before.map(c => depth.get(c)!)));
    }
    return Math.max(0, ...depth.values());
};

const readChart = async (from: number, to: number, now = Date.now()) => {
    const { client, calls } = recordingClient();
    const [item] = await client.getItems('10001');
    const read = await readSeriesPoints(client, item!, { from, to }, { now });
    return { read, calls };
};

describe("a chart's read against the simulator", () => {
    it('thirty days: trends from the hour holding the start, the newest hours from history, two calls in a row', async () => {
        const now = Date.now();
        const from = now - 30 * DAY;
        const { read, calls } = await readChart(from, now, now);
        expect(read.kind).toBe('trends');
        expect(calls.map(c => c.method).sort()).toEqual([
            'history.get',
            'item.get',
            'trend.get',
        ]);
        expect(inARow(calls)).toBe(2);
        const first = read.points[0]!;
        // The hour holding the start, not the next one.
        expect(first.time).toBeLessThanOrEqual(from);
        expect(from - first.time).toBeLessThan(HOUR);
        // The hour now running has no trend in Zabbix: made from history.
        const last = read.points.at(-1)!;
        expect(last.time).toBe(Math.floor(now / HOUR) * HOUR);
        expect(last.min).toBeLessThanOrEqual(last.value);
        expect(last.value).toBeLessThanOrEqual(last.max!);
        // One point an hour, oldest first, none twice.
        const times = read.points.map(p => p.time);
        expect(new Set(times).size).toBe(times.length);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        expect(times.length).toBeGreaterThanOrEqual(30 * 24 - 1);
    });

    it('a range older than the newest hours asks no history', async () => {
        const now = Date.now();
        const { read, calls } = await readChart(
            now - 40 * DAY,
            now - 20 * DAY,
            now
        );
        expect(read.kind).toBe('trends');
        expect(calls.map(c => c.method)).toEqual(['item.get', 'trend.get']);
    });

    it('a week of a trapper item (no interval): history and trends side by side, history kept when it fits', async () => {
        const now = Date.now();
        const { read, calls } = await readChart(now - 2 * DAY, now, now);
        // About one value every five minutes: 576 fit in one answer.
        expect(read.kind).toBe('history');
        expect(read.truncated).toBe(false);
        expect(inARow(calls)).toBe(2);
        expect(calls.map(c => c.method)).toContain('trend.get');
    });

    it('more values than one answer: the trends asked beside are drawn, still two calls in a row', async () => {
        const now = Date.now();
        const { read, calls } = await readChart(now - 6 * DAY, now, now);
        expect(read.kind).toBe('trends');
        expect(inARow(calls)).toBe(2);
        expect(read.points.length).toBeGreaterThanOrEqual(6 * 24 - 1);
    });

    it('a short range keeps to history: no trends for a few hours', async () => {
        const now = Date.now();
        const { read, calls } = await readChart(now - 3 * HOUR, now, now);
        expect(read.kind).toBe('history');
        expect(calls.map(c => c.method)).toEqual(['item.get', 'history.get']);
    });
});
