/**
 * No single request delays the others (docs/robustness.md):
 * each heavy request runs beside a cheap `GET /api/user/session` sent
 * again and again, and the cheap request's median may grow by at most
 * the budget (`LATENCY_BUDGET_MS`: 100 ms is the target on an idle
 * machine; the default leaves headroom for CI's shared one). Then each
 * bound answers as documented: huge limits and batches refused at once,
 * counts counted, not read.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from './helpers/apiClient.ts';
import {
    atRest,
    beside,
    decoded,
    FILTER_ITEMS,
    HEAVY,
    latencyBudgetMs,
    unmatchedValues,
    zabbix,
    type Probe,
} from './helpers/latency.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const baseUrl = sharedBaseUrl();
const budget = latencyBudgetMs();

let probe: Probe;
let sensorId: number;
let rest: number;

beforeAll(async () => {
    const op = await clientFor(baseUrl, 'operator');
    const plant = op.plants[0] as number;
    probe = { baseUrl, token: op.api.token, plant };
    const sensors = await op.api.inPlant(plant).get('/sensor/search?limit=100');
    const sensor = sensors.rows.find(r => r.zabbixItemId);
    if (!sensor) throw new Error('no sensor with a Zabbix item');
    sensorId = Number(sensor.id);
    // Warm the paths once (first compilation is not what is measured).
    await atRest(probe, 5);
    rest = await atRest(probe, 25);
});

describe(`a heavy request delays a cheap one by at most ${budget} ms (median)`, () => {
    for (const heavy of HEAVY) {
        it(heavy.name, async () => {
            // A token of its own: the whole file outlives one (5 minutes).
            const fresh = await clientFor(baseUrl, 'operator');
            const p = { ...probe, token: fresh.api.token };
            const r = await beside(p, () => heavy.run(p, { sensorId }), rest);
            expect(
                r.extraMs,
                `${heavy.name}: cheap median ${r.loadedMs.toFixed(1)} ms beside it (${r.samples} samples, worst ${r.worstMs.toFixed(1)} ms) against ${r.restMs.toFixed(1)} ms at rest; it took ${r.heavyMs.toFixed(0)} ms`
            ).toBeLessThan(budget);
        });
    }
});

interface RpcAnswer {
    result?: unknown;
    error?: { code: number; message: string; data: string };
}

const call = (method: string, params: unknown, id = 1) => ({
    jsonrpc: '2.0',
    method,
    params,
    id,
});
const rpc = async (body: unknown) =>
    decoded(await zabbix(probe, body)) as RpcAnswer & RpcAnswer[];

describe('the simulator answers within its bounds', () => {
    it('refuses an answer larger than its data allows in one answer, before reading a row', async () => {
        const t0 = Date.now();
        const huge = await rpc(
            call('history.get', { history: 0, limit: 2147483647 })
        );
        expect(huge.error?.code).toBe(-32500);
        expect(huge.error?.data).toMatch(
            /^Too many history values to read \(\d+, at most 100000 in one answer\)/
        );
        expect(Date.now() - t0).toBeLessThan(5000);
        // A limit larger than what one item holds answers what it holds.
        const one = await rpc(
            call('history.get', {
                history: 0,
                itemids: ['10001'],
                limit: 2147483647,
            })
        );
        const rows = one.result as unknown[];
        const count = await rpc(
            call('history.get', {
                history: 0,
                itemids: ['10001'],
                countOutput: true,
            })
        );
        expect(rows.length).toBe(Number(count.result));
        // A week at five minutes, less the gaps.
        expect(rows.length).toBeGreaterThan(1900);
        expect(rows.length).toBeLessThanOrEqual(7 * 288);
    });

    it('counts with countOutput as many rows as the query returns, quickly, for any range', async () => {
        const now = Math.floor(Date.now() / 1000);
        for (const [from, till] of [
            [now - 3600, now],
            [now - 86_400 - 17, now - 3 * 3600 + 5],
            [now - 8 * 86_400, now],
            [now - 600, now - 599],
        ] as const) {
            const params = {
                history: 0,
                itemids: ['10001', '10002', '10010'],
                time_from: from,
                time_till: till,
            };
            const rows = (await rpc(call('history.get', params)))
                .result as unknown[];
            const count = await rpc(
                call('history.get', { ...params, countOutput: true })
            );
            expect(Number(count.result), `${from}–${till}`).toBe(rows.length);
        }
        // Every item's week counted in one call, without making a row.
        const t0 = Date.now();
        const all = await rpc(
            call('history.get', { history: 0, countOutput: true })
        );
        expect(Number(all.result)).toBeGreaterThan(1_000_000);
        expect(Date.now() - t0).toBeLessThan(2000);
        // trend.get counts its hours alike.
        const trendParams = { itemids: ['10001'], time_from: now - 3 * 86_400 };
        const trends = (await rpc(call('trend.get', trendParams)))
            .result as unknown[];
        const trendCount = await rpc(
            call('trend.get', { ...trendParams, countOutput: true })
        );
        expect(Number(trendCount.result)).toBe(trends.length);
    });

    it('refuses a batch over 100 calls as one invalid request, and shares one budget across a batch', async () => {
        const big = (await rpc(
            Array.from({ length: 101 }, (_, i) =>
                call('apiinfo.version', [], i)
            )
        )) as unknown as RpcAnswer & { id: unknown };
        expect(Array.isArray(big)).toBe(false);
        expect(big.error).toEqual({
            code: -32600,
            message: 'Invalid request.',
            data: 'Invalid parameter "/": a batch may hold at most 100 requests (101 sent).',
        });
        expect(big.id).toBeNull();
        // 100 calls are answered, in order.
        const ok = await rpc(
            Array.from({ length: 100 }, (_, i) =>
                call('apiinfo.version', [], i)
            )
        );
        expect(ok.map(r => (r as { id: number }).id)).toEqual(
            Array.from({ length: 100 }, (_, i) => i)
        );
        // Two calls of 60,000 rows: the second is past the request's 100,000.
        const twice = await rpc(
            [1, 2].map(id =>
                call(
                    'history.get',
                    {
                        history: 0,
                        sortfield: 'clock',
                        sortorder: 'DESC',
                        limit: 60_000,
                    },
                    id
                )
            )
        );
        expect((twice[0]?.result as unknown[]).length).toBe(60_000);
        expect(twice[1]?.error?.data).toMatch(
            /^Too many history values to read \(60000, at most 40000 left in this batch\)/
        );
    });

    it('refuses trends that would read more samples than allowed, at once', async () => {
        const t0 = Date.now();
        const all = await rpc(call('trend.get', { limit: 2147483647 }));
        expect(all.error?.code).toBe(-32500);
        expect(all.error?.data).toMatch(/^Too many trend values to read/);
        expect(Date.now() - t0).toBeLessThan(5000);
    });

    it('refuses lists longer than one request allows, before reading a value', async () => {
        const t0 = Date.now();
        const huge = await rpc(
            call('history.get', {
                history: 0,
                itemids: FILTER_ITEMS,
                filter: { value: unmatchedValues(60_000) },
            })
        );
        expect(huge.error).toEqual({
            code: -32500,
            message: 'Application error.',
            data: 'Too many values in lists (60024, at most 10000 in one request): send fewer "itemids", "hostids", "filter" or "search" values.',
        });
        const ids = await rpc(
            call('item.get', {
                itemids: Array.from({ length: 20_000 }, (_, i) =>
                    String(10001 + i)
                ),
            })
        );
        expect(ids.error?.data).toMatch(/^Too many values in lists \(20000,/);
        expect(Date.now() - t0).toBeLessThan(2000);
        // A batch's calls share the allowance: the second is past it.
        const batch = await rpc(
            [1, 2].map(id =>
                call(
                    'item.get',
                    {
                        itemids: Array.from({ length: 6000 }, (_, i) =>
                            String(10001 + i)
                        ),
                        output: ['itemid'],
                    },
                    id
                )
            )
        );
        expect((batch[0]?.result as unknown[]).length).toBe(999);
        expect(batch[1]?.error?.data).toMatch(
            /^Too many values in lists \(6001, at most 3999 left in this batch\)/
        );
    });

    it('matches a filter of thousands of values as it matches a few', async () => {
        const now = Math.floor(Date.now() / 1000);
        const range = { time_from: now - 86_400, time_till: now };
        const rows = (
            await rpc(
                call('history.get', {
                    history: 0,
                    itemids: ['10001', '10002'],
                    ...range,
                })
            )
        ).result as { value: string; clock: string }[];
        const wanted = [rows[0]!.value, rows[5]!.value, rows[40]!.value];
        const few = await rpc(
            call('history.get', {
                history: 0,
                itemids: ['10001', '10002'],
                filter: { value: wanted },
                ...range,
            })
        );
        const many = await rpc(
            call('history.get', {
                history: 0,
                itemids: ['10001', '10002'],
                filter: { value: [...unmatchedValues(9000), ...wanted] },
                ...range,
            })
        );
        const expected = rows.filter(r =>
            wanted.some(v => Number(v) === Number(r.value))
        );
        expect(few.result).toEqual(expected);
        expect(many.result).toEqual(expected);
    });

    it('bounds the samples the filters of one batch read together', async () => {
        const batch = await rpc(
            Array.from({ length: 5 }, (_, i) =>
                call(
                    'history.get',
                    {
                        history: 0,
                        itemids: FILTER_ITEMS,
                        filter: { value: ['-1'] },
                        countOutput: true,
                    },
                    i
                )
            )
        );
        // Four weeks of 24 items fit in 200,000 samples; the fifth does not.
        for (const answer of batch.slice(0, 4)) expect(answer.result).toBe('0');
        expect(batch[4]?.error?.data).toMatch(
            /^Too many history values to read \(\d+, at most \d+ left in this batch\)/
        );
    });

    it('refuses an item.get search that would compare too much, at once', async () => {
        const wide = await rpc(
            call('item.get', { search: { name: unmatchedValues(200) } })
        );
        expect(wide.error?.data).toBe(
            'Too many search comparisons (199800, at most 100000): narrow "itemids" or "hostids", or send fewer "search" values.'
        );
        // As many as allowed answer.
        const narrow = await rpc(
            call('item.get', { search: { name: ['Nível', 'Vazão'] } })
        );
        expect((narrow.result as unknown[]).length).toBeGreaterThan(0);
    });
});
