/**
 * The Zabbix simulator's history.get over HTTP on the running server.
 */
import { describe, expect, it } from 'vitest';
import { phpFloat } from '../../server/src/zabbix/catalog.ts';
import { clientFor } from './helpers/apiClient.ts';
import { postRpc } from './helpers/zabbix.ts';
import {
    bearer,
    clocksOf,
    error,
    history,
    nowSeconds,
    result,
    rpc,
    T,
    url,
    type RpcError,
} from './helpers/zabbixRpc.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

describe('history.get', () => {
    it('is deterministic and shaped like Zabbix rows', async () => {
        const params = {
            itemids: ['10001', '10002'],
            history: 0,
            time_from: T - 3600,
            time_till: T,
            sortfield: 'clock',
            sortorder: 'DESC',
        };
        const first = await history(params);
        const second = await history(params);
        expect(second).toEqual(first);
        expect(first).toHaveLength(
            clocksOf(10001, T - 3600, T).length +
                clocksOf(10002, T - 3600, T).length
        );
        // Samples are about five minutes apart, not on the minute.
        const day = clocksOf(10001, T - 86400, T);
        const gaps = day.slice(1).map((c, i) => day[i]! - c);
        expect(new Set(gaps).size).toBeGreaterThan(10);
        expect(Math.min(...gaps)).toBeGreaterThan(300 - 46);
        for (const row of first) {
            expect(Object.keys(row)).toEqual([
                'itemid',
                'clock',
                'value',
                'ns',
            ]);
            expect(Object.values(row).every(v => typeof v === 'string')).toBe(
                true
            );
            expect(Number(row.ns)).toBeGreaterThanOrEqual(0);
            expect(Number(row.ns)).toBeLessThan(1e9);
        }
        // Values move: a series is not a constant.
        const levels = first
            .filter(r => r.itemid === '10001')
            .map(r => r.value);
        expect(new Set(levels).size).toBeGreaterThan(3);
    });

    it('prints values as Zabbix does: binary float tails, and exponent form for traces', async () => {
        expect(phpFloat(4.2e-6)).toBe('4.2E-6');
        expect(phpFloat(1e20)).toBe('1.0E+20');
        expect(phpFloat(0.1 * 3)).toBe('0.30000000000000004');
        expect(phpFloat(413.27)).toBe('413.27');
        const month = { history: 0, time_from: T - 30 * 86400, time_till: T };
        // 10003 is a rain gauge: its noise floor between storms is micrometres.
        const rain = await history({ ...month, itemids: ['10003'] });
        const traces = rain
            .map(r => String(r.value))
            .filter(v => /E-\d+$/.test(v));
        expect(traces.length).toBeGreaterThan(0);
        for (const v of traces) {
            expect(v).toMatch(/^\d\.\d+E-\d+$/);
            expect(Number(v)).toBeGreaterThan(0);
            expect(Number(v)).toBeLessThan(1e-4);
        }
        // A scaled level reading keeps the tail of its multiplication.
        const level = await history({
            ...month,
            itemids: ['10001'],
            limit: 2000,
        });
        expect(level.some(r => /\.\d{10,}$/.test(String(r.value)))).toBe(true);
        expect(level.every(r => Number.isFinite(Number(r.value)))).toBe(true);
    });

    it('sorts by clock descending or ascending and applies limit', async () => {
        const base = { itemids: ['10001', '10004'], history: 0, time_till: T };
        const desc = await history({
            ...base,
            sortfield: 'clock',
            sortorder: 'DESC',
            limit: 10,
        });
        expect(desc).toHaveLength(10);
        expect(Number(desc[0]?.clock)).toBe(
            Math.max(
                clocksOf(10001, T - 3600, T)[0]!,
                clocksOf(10004, T - 3600, T)[0]!
            )
        );
        const clocks = desc.map(r => Number(r.clock));
        expect(clocks).toEqual([...clocks].sort((a, b) => b - a));

        const asc = await history({
            ...base,
            time_from: T - 900,
            sortfield: 'clock',
            sortorder: 'ASC',
        });
        expect(asc.map(r => Number(r.clock))).toEqual(
            [
                ...clocksOf(10001, T - 900, T),
                ...clocksOf(10004, T - 900, T),
            ].sort((a, b) => a - b)
        );
        const byItem = await history({
            ...base,
            time_from: T - 1800,
            sortfield: ['itemid', 'clock'],
            sortorder: ['DESC', 'DESC'],
        });
        expect(byItem.map(r => [r.itemid, Number(r.clock)])).toEqual([
            ...clocksOf(10004, T - 1800, T).map(c => ['10004', c]),
            ...clocksOf(10001, T - 1800, T).map(c => ['10001', c]),
        ]);
        expect(byItem.length).toBeGreaterThan(6);
        // The rows of a limited query are the newest rows of the full one.
        const full = await history({
            ...base,
            time_from: T - 86400,
            sortfield: 'clock',
            sortorder: 'DESC',
        });
        expect(desc).toEqual(full.slice(0, 10));
    });

    it('reads only what a limited query returns, in every order, as the whole query would', async () => {
        // Every float item over two hours: small enough to read whole.
        const base = { history: 0, time_from: T - 7200, time_till: T };
        const orders: object[] = [
            { sortfield: 'clock', sortorder: 'DESC' },
            { sortfield: ['clock', 'itemid'], sortorder: ['ASC', 'DESC'] },
            { sortfield: ['itemid', 'clock'], sortorder: ['DESC', 'DESC'] },
            { sortfield: 'itemid' },
            {},
        ];
        for (const order of orders) {
            const whole = await history({ ...base, ...order });
            expect(whole.length, JSON.stringify(order)).toBeGreaterThan(1000);
            const limited = await history({ ...base, ...order, limit: 37 });
            expect(limited, JSON.stringify(order)).toEqual(whole.slice(0, 37));
        }
    });

    it('one broad query never stalls the server: refused past the bound, while the API keeps answering', async () => {
        const op = await clientFor(sharedBaseUrl(), 'operator');
        const timed = async () => {
            const t0 = Date.now();
            const res = await op.api.get('/user/session');
            return { status: res.status, ms: Date.now() - t0 };
        };
        // No itemids, no limit: every item's 90 days (26 million values).
        const everything = { history: 0 };
        const [refused, session] = await Promise.all([
            error(rpc('history.get', everything)),
            timed(),
        ]);
        expect(refused.code).toBe(-32500);
        expect(refused.message).toBe('Application error.');
        expect(refused.data).toMatch(/^Too many history values to read/);
        expect(session.status).toBe(200);
        // It took 18 s before the bound; a generous margin for a busy machine.
        expect(session.ms).toBeLessThan(3000);

        // Three in one batch are refused alike.
        const batch = await postRpc(
            url(),
            [1, 2, 3].map(() => rpc('history.get', everything)),
            bearer
        );
        const answers = batch.json as { error?: RpcError }[];
        expect(answers.map(a => a.error?.code)).toEqual([
            -32500, -32500, -32500,
        ]);
        // A count of everything is counted, not read (docs/robustness.md).
        const count = await result<string>('history.get', {
            ...everything,
            countOutput: true,
        });
        expect(Number(count)).toBeGreaterThan(1_000_000);

        // The same breadth with a limit in clock order reads only the newest rows.
        const newest = await history({
            ...everything,
            sortfield: 'clock',
            sortorder: 'DESC',
            limit: 100,
        });
        expect(newest).toHaveLength(100);
        const clocks = newest.map(r => Number(r.clock));
        expect(clocks).toEqual([...clocks].sort((a, b) => b - a));
        expect(clocks[0]).toBeGreaterThan(nowSeconds() - 600);
    });

    it('treats time_from and time_till as inclusive', async () => {
        // Bounds exactly on three samples' clocks keep all three.
        const [newest, middle, oldest] = clocksOf(10001, T - 3600, T);
        const rows = await history({
            itemids: '10001',
            history: 0,
            time_from: oldest,
            time_till: newest,
            sortfield: 'clock',
        });
        expect(rows.map(r => Number(r.clock))).toEqual([
            oldest,
            middle,
            newest,
        ]);
        const inside = await history({
            itemids: '10001',
            history: 0,
            time_from: oldest! + 1,
            time_till: newest! - 1,
        });
        expect(inside.map(r => Number(r.clock))).toEqual([middle]);
        const future = await history({
            itemids: '10001',
            history: 0,
            time_from: nowSeconds() + 3600,
        });
        expect(future).toEqual([]);
    });

    it('reads one value-type table: history defaults to 3 (unsigned)', async () => {
        const floatWithDefault = await history({
            itemids: ['10001'],
            limit: 5,
        });
        expect(floatWithDefault).toEqual([]);
        const unsigned = await history({
            itemids: ['10008', '10001'],
            time_till: T,
            sortfield: 'clock',
            sortorder: 'DESC',
            limit: 5,
        });
        expect(unsigned).toHaveLength(5);
        for (const row of unsigned) {
            expect(row.itemid).toBe('10008');
            expect(row.value).toMatch(/^\d+$/);
        }
    });

    it('returns only the requested fields and counts with countOutput', async () => {
        const rows = await history({
            itemids: ['10001'],
            history: 0,
            output: ['clock', 'value'],
            // An hour holds about twelve samples: never none, whatever the gaps.
            time_from: T - 3600,
            time_till: T,
        });
        expect(rows).toHaveLength(clocksOf(10001, T - 3600, T).length);
        expect(Object.keys(rows[0] ?? {})).toEqual(['clock', 'value']);
        const count = await result<string>('history.get', {
            itemids: ['10001', '10002', '10008'],
            history: 0,
            time_from: T - 3600,
            time_till: T,
            countOutput: true,
        });
        expect(count).toBe(
            String(
                clocksOf(10001, T - 3600, T).length +
                    clocksOf(10002, T - 3600, T).length
            )
        );
    });

    it('rejects bad parameters with Zabbix’s messages', async () => {
        const bad = async (params: object) =>
            (await error(rpc('history.get', params))).data;
        expect(await bad({ itemids: ['10001'], sortfield: 'value' })).toBe(
            'Invalid parameter "/sortfield/1": value must be one of "itemid", "clock".'
        );
        expect(await bad({ sortorder: 'down' })).toBe(
            'Invalid parameter "/sortorder": value must be one of "ASC", "DESC".'
        );
        expect(await bad({ limit: 0 })).toBe(
            'Invalid parameter "/limit": value must be one of 1-2147483647.'
        );
        expect(await bad({ history: 9 })).toBe(
            'Invalid parameter "/history": value must be one of 0, 1, 2, 3, 4, 5.'
        );
        expect(await bad({ itemids: ['abc'] })).toBe(
            'Invalid parameter "/itemids/1": a number is expected.'
        );
        expect(await bad({ time_from: 'yesterday' })).toBe(
            'Invalid parameter "/time_from": an integer is expected.'
        );
        expect(await bad({ output: ['itemid', 'host'] })).toBe(
            'Invalid parameter "/output/2": value must be one of "itemid", "clock", "value", "ns".'
        );
        expect(await bad({ countOutput: 'yes' })).toBe(
            'Invalid parameter "/countOutput": a boolean is expected.'
        );
        expect(await bad({ item: '10001' })).toBe(
            'Invalid parameter "/": unexpected parameter "item".'
        );
        const e = await error(rpc('history.get', { limit: -1 }));
        expect(e).toMatchObject({ code: -32602, message: 'Invalid params.' });
    });
});
