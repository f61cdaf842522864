/**
 * The Zabbix simulator's rules of access: in-process simulators of 6.0,
 * 6.4 and 7.2 for the version-bound authentication, the plugin's scope,
 * retention, and users' host rights and role.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerZabbix } from '../../server/src/zabbix/index.ts';
import {
    postRpc,
    startSimulator,
    ZABBIX_TOKEN,
    type Simulator,
} from './helpers/zabbix.ts';
import {
    bearer,
    error,
    history,
    nowSeconds,
    result,
    rpc,
    url,
    type Row,
    type RpcError,
} from './helpers/zabbixRpc.ts';

describe('version-bound authentication', () => {
    const sims: Record<string, Simulator> = {};
    const call = (extra: object = {}) =>
        rpc('history.get', { itemids: ['10001'], history: 0, limit: 1 }, extra);

    beforeAll(async () => {
        for (const v of ['6.0.0', '6.4.0', '7.2.0']) {
            sims[v] = await startSimulator(v);
        }
    });
    afterAll(async () => {
        await Promise.all(Object.values(sims).map(s => s.close()));
    });
    const at = (v: string) => (sims[v] as Simulator).url;

    it('6.0 reads only the auth field and ignores the Bearer header', async () => {
        const field = await postRpc(
            at('6.0.0'),
            call({ auth: ZABBIX_TOKEN }),
            {}
        );
        expect((field.json as { result: Row[] }).result).toHaveLength(1);
        const header = await error(call(), bearer, at('6.0.0'));
        expect(header).toMatchObject({ code: -32602, data: 'Not authorized.' });
        const version = await postRpc(
            at('6.0.0'),
            rpc('apiinfo.version', []),
            {}
        );
        expect((version.json as { result: string }).result).toBe('6.0.0');
    });

    it('6.4 reads both', async () => {
        for (const [body, headers] of [
            [call({ auth: ZABBIX_TOKEN }), {}],
            [call(), bearer],
        ] as const) {
            const reply = await postRpc(at('6.4.0'), body, headers);
            expect((reply.json as { result: Row[] }).result).toHaveLength(1);
        }
    });

    it('7.2 refuses the auth field as an invalid request and reads the header', async () => {
        const field = await error(
            call({ auth: ZABBIX_TOKEN }),
            {},
            at('7.2.0')
        );
        expect(field).toMatchObject({
            code: -32600,
            message: 'Invalid request.',
            data: 'Invalid parameter "/": unexpected parameter "auth".',
        });
        const header = await postRpc(at('7.2.0'), call(), bearer);
        expect((header.json as { result: Row[] }).result).toHaveLength(1);
        const missing = await error(call(), {}, at('7.2.0'));
        expect(missing.data).toBe('Not authorized.');
    });
});

describe('plugin scope', () => {
    it('leaves JSON parsing of other routes alone', async () => {
        const app = Fastify();
        await registerZabbix(app, { token: ZABBIX_TOKEN, version: '7.0.0' });
        app.post('/echo', async req => ({ body: req.body }));
        const res = await app.inject({
            method: 'POST',
            url: '/echo',
            headers: { 'content-type': 'application/json' },
            payload: '{"a":1}',
        });
        expect(res.json()).toEqual({ body: { a: 1 } });
        const other = await app.inject({
            method: 'POST',
            url: '/echo',
            headers: { 'content-type': 'application/json-rpc' },
            payload: '{}',
        });
        // Outside the simulator, json-rpc stays an unsupported media type.
        expect(other.statusCode).toBe(415);
        await app.close();
    });
});

describe('retention: history for a week, trends (hourly) for a year', () => {
    const HOUR = 3600;
    /** An hour well inside the history window, and one a month ago (trends only). */
    const H = Math.floor((nowSeconds() - 2 * 86400) / HOUR) * HOUR;
    const OLD = H - 30 * 86400;

    it('keeps history only for the configured days, and item.get says so', async () => {
        const [oldest] = await history({
            itemids: ['10001'],
            history: 0,
            time_from: nowSeconds() - 30 * 86400,
            sortfield: 'clock',
            sortorder: 'ASC',
            limit: 1,
        });
        const age = nowSeconds() - Number(oldest!.clock);
        expect(age).toBeLessThanOrEqual(7 * 86400);
        expect(age).toBeGreaterThan(7 * 86400 - 3600);
        const [item] = await result<Row[]>('item.get', {
            itemids: ['10001'],
            output: ['history', 'trends'],
        });
        expect(item).toEqual({ history: '7d', trends: '365d' });
    });

    it('answers trend.get as 6.0: one row per hour, min/avg/max of that hour, all strings', async () => {
        const rows = await result<Row[]>('trend.get', {
            itemids: ['10001'],
            time_from: H,
            time_till: H + 2 * HOUR,
        });
        expect(rows.map(r => r.clock)).toEqual(
            [H, H + HOUR, H + 2 * HOUR].map(String)
        );
        for (const r of rows) {
            expect(Object.keys(r).sort()).toEqual(
                [
                    'clock',
                    'itemid',
                    'num',
                    'value_avg',
                    'value_max',
                    'value_min',
                ].sort()
            );
            expect(Object.values(r).every(v => typeof v === 'string')).toBe(
                true
            );
        }
        // The hour's trend is the hour's history.
        const values = (
            await history({
                itemids: ['10001'],
                history: 0,
                time_from: H,
                time_till: H + HOUR - 1,
            })
        ).map(r => Number(r.value));
        const first = rows[0]!;
        expect(Number(first.num)).toBe(values.length);
        expect(Number(first.value_min)).toBe(Math.min(...values));
        expect(Number(first.value_max)).toBe(Math.max(...values));
        const mean = values.reduce((a, b) => a + b, 0) / values.length;
        expect(Number(first.value_avg)).toBeCloseTo(mean, 6);

        // A month ago: no history any more, trends still.
        const old = await history({
            itemids: ['10001'],
            history: 0,
            time_from: OLD,
            time_till: OLD + HOUR,
        });
        expect(old).toEqual([]);
        const oldTrends = await result<Row[]>('trend.get', {
            itemids: ['10001', '10008'],
            time_from: OLD,
            time_till: OLD + HOUR - 1,
            output: ['itemid', 'clock', 'value_avg'],
        });
        expect(oldTrends.map(r => r.itemid)).toEqual(['10001', '10008']);
        // trends_uint keeps an integer average.
        expect(oldTrends[1]!.value_avg).toMatch(/^\d+$/);
        expect(Object.keys(oldTrends[0]!)).toEqual([
            'itemid',
            'clock',
            'value_avg',
        ]);

        // The hour under way has no trend yet; countOutput counts as a string.
        const current = Math.floor(nowSeconds() / HOUR) * HOUR;
        const recent = await result<Row[]>('trend.get', {
            itemids: ['10001'],
            time_from: current - HOUR,
        });
        const clocks = recent.map(r => Number(r.clock));
        expect(clocks).toContain(current - HOUR);
        // Only finished hours (the clock may have turned meanwhile).
        for (const c of clocks)
            expect(c + HOUR).toBeLessThanOrEqual(nowSeconds());
        const count = await result<string>('trend.get', {
            itemids: ['10001'],
            time_from: H,
            time_till: H + 2 * HOUR,
            countOutput: true,
        });
        expect(count).toBe('3');
    });
});

describe('users: host rights and role', () => {
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const NO_RIGHTS = 'plants-demo-zabbix-token-no-rights';
    const NO_HISTORY = 'plants-demo-zabbix-token-no-history';
    const T0 = nowSeconds() - 3 * 3600;
    const calls = () => [
        rpc('item.get', { itemids: ['10001'], output: ['itemid'] }),
        rpc('history.get', { itemids: ['10001'], history: 0, time_from: T0 }),
        rpc('trend.get', { itemids: ['10001'], time_from: T0 }),
    ];

    it('gives a user without rights on the host empty lists, never an error', async () => {
        const reply = await postRpc(url(), calls(), as(NO_RIGHTS));
        const answers = reply.json as { result?: unknown; error?: RpcError }[];
        expect(answers.map(a => a.error)).toEqual([
            undefined,
            undefined,
            undefined,
        ]);
        expect(answers.map(a => a.result)).toEqual([[], [], []]);
        // The console's token reads the same three.
        const console = await postRpc(url(), calls(), bearer);
        const full = console.json as { result: unknown[] }[];
        expect(full.every(a => a.result.length > 0)).toBe(true);
    });

    it('refuses a method the role denies with -32602, worded as Zabbix', async () => {
        const reply = await postRpc(url(), calls(), as(NO_HISTORY));
        const [items, denied, trends] = reply.json as {
            result?: unknown[];
            error?: RpcError;
        }[];
        expect(items!.result).toHaveLength(1);
        expect(denied!.error).toEqual({
            code: -32602,
            message: 'Invalid params.',
            data: 'No permissions to call "history.get".',
        });
        expect(trends!.result!.length).toBeGreaterThan(0);
        // The method as the caller spelled it.
        const mixed = await error(
            rpc('History.Get', { itemids: ['10001'], history: 0, limit: 1 }),
            as(NO_HISTORY)
        );
        expect(mixed.data).toBe('No permissions to call "History.Get".');
    });
});
