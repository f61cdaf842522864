/**
 * The Zabbix simulator over HTTP: the running server (default version) and
 * in-process simulators of 6.0, 6.4 and 7.2 for the version-bound rules.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { phpFloat, sampleClocks } from '../../server/src/zabbix/catalog.ts';
import { registerZabbix } from '../../server/src/zabbix/index.ts';
import { clientFor } from './helpers/apiClient.ts';
import {
    postRpc,
    startSimulator,
    ZABBIX_TOKEN,
    ZABBIX_VERSION,
    type Simulator,
} from './helpers/zabbix.ts';

const url = () => `${inject('baseUrl')}/zabbix/api_jsonrpc.php`;
const bearer = { authorization: `Bearer ${ZABBIX_TOKEN}` };

interface RpcError {
    code: number;
    message: string;
    data: string;
}
type Row = Record<string, string>;

let nextId = 1;
const rpc = (method: string, params: unknown, extra: object = {}) => ({
    jsonrpc: '2.0',
    method,
    params,
    id: nextId++,
    ...extra,
});

async function result<T>(method: string, params: unknown): Promise<T> {
    const reply = await postRpc(url(), rpc(method, params), bearer);
    expect(reply.status).toBe(200);
    const body = reply.json as { result?: T; error?: RpcError };
    expect(body.error).toBeUndefined();
    return body.result as T;
}

async function error(
    body: unknown,
    headers: Record<string, string> = bearer,
    at = url()
): Promise<RpcError & { id: unknown }> {
    const reply = await postRpc(at, body, headers);
    // Zabbix answers JSON-RPC errors with HTTP 200.
    expect(reply.status).toBe(200);
    const json = reply.json as { error?: RpcError; id: unknown };
    expect(json.error).toBeDefined();
    return { ...(json.error as RpcError), id: json.id };
}

const history = (params: object) => result<Row[]>('history.get', params);
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** An aligned clock safely inside the retained history. */
const T = Math.floor((nowSeconds() - 86400) / 300) * 300;

/** The simulator's own sample clocks of an item (irregular, with gaps), newest first. */
const clocksOf = (itemid: number, from: number, till: number) => [
    ...sampleClocks(itemid, from, till, true),
];

describe('apiinfo.version', () => {
    it('answers the configured version without a token', async () => {
        const reply = await postRpc(url(), rpc('apiinfo.version', []), {});
        expect(reply.status).toBe(200);
        expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
        const body = reply.json as { jsonrpc: string; result: string };
        expect(body.jsonrpc).toBe('2.0');
        expect(body.result).toBe(ZABBIX_VERSION);
    });

    it.each([
        'application/json-rpc',
        'application/json',
        'application/jsonrequest',
        'application/json; charset=utf-8',
    ])('accepts the content type %s', async contentType => {
        const reply = await postRpc(url(), rpc('apiinfo.version', {}), {
            'content-type': contentType,
        });
        expect((reply.json as { result: string }).result).toBe(ZABBIX_VERSION);
    });

    it('refuses other content types with 412 and no body, like api_jsonrpc.php', async () => {
        for (const contentType of [
            'text/plain',
            'application/x-www-form-urlencoded',
        ]) {
            const reply = await postRpc(url(), rpc('apiinfo.version', []), {
                'content-type': contentType,
            });
            expect(reply.status).toBe(412);
            expect(reply.text).toBe('');
        }
    });

    it('must be called without a token, in the field or the header', async () => {
        const field = await error(
            rpc('apiinfo.version', [], { auth: ZABBIX_TOKEN }),
            {}
        );
        expect(field.code).toBe(-32602);
        expect(field.message).toBe('Invalid params.');
        expect(field.data).toBe(
            'The "apiinfo.version" method must be called without the "auth" parameter.'
        );
        const header = await error(rpc('apiinfo.version', []), bearer);
        expect(header.code).toBe(-32602);
        expect(header.data).toMatch(/without authorization header/);
    });

    it('reads method names case-insensitively', async () => {
        const reply = await postRpc(url(), rpc('APIInfo.Version', []), {});
        expect((reply.json as { result: string }).result).toBe(ZABBIX_VERSION);
    });
});

describe('JSON-RPC envelope', () => {
    it('answers unparsable JSON with -32700 and a null id', async () => {
        const e = await error('{"jsonrpc": "2.0", "method":');
        expect(e).toMatchObject({
            code: -32700,
            message: 'Parse error',
            id: null,
        });
        expect(e.data).toMatch(/Invalid JSON/);
    });

    it('answers empty and malformed requests with -32600', async () => {
        expect((await error('[]')).code).toBe(-32600);
        expect((await error('"text"')).code).toBe(-32600);
        const noMethod = await error({ jsonrpc: '2.0', params: {}, id: 7 });
        expect(noMethod).toMatchObject({
            code: -32600,
            message: 'Invalid request.',
            data: 'Invalid parameter "/": the parameter "method" is missing.',
            id: 7,
        });
        const oldVersion = await error({
            ...rpc('item.get', {}),
            jsonrpc: '1.0',
        });
        expect(oldVersion.data).toBe(
            'Invalid parameter "/jsonrpc": value must be "2.0".'
        );
        const noParams = await error({
            jsonrpc: '2.0',
            method: 'item.get',
            id: 1,
        });
        expect(noParams.data).toMatch(/"params" is missing/);
    });

    it('answers unknown APIs and methods with -32601 before checking the token', async () => {
        const api = await error(rpc('host.get', {}), {});
        expect(api).toMatchObject({
            code: -32601,
            message: 'Method not found.',
            data: 'Incorrect API "host".',
        });
        const method = await error(rpc('item.create', {}), {});
        expect(method.data).toBe('Incorrect method "item.create".');
    });

    it('answers a batch in order and leaves notifications unanswered', async () => {
        const reply = await postRpc(
            url(),
            [
                rpc('apiinfo.version', []),
                { jsonrpc: '2.0', method: 'apiinfo.version', params: [] },
                rpc('nope.get', {}),
            ],
            {}
        );
        const body = reply.json as { result?: string; error?: RpcError }[];
        expect(body).toHaveLength(2);
        expect(body[0]?.result).toBe(ZABBIX_VERSION);
        expect(body[1]?.error?.code).toBe(-32601);

        const silent = await postRpc(
            url(),
            { jsonrpc: '2.0', method: 'apiinfo.version', params: [] },
            {}
        );
        expect(silent.status).toBe(200);
        expect(silent.text).toBe('');
    });

    it('answers the CORS preflight the way Zabbix does', async () => {
        const res = await fetch(url(), {
            method: 'OPTIONS',
            headers: {
                origin: 'https://console.example',
                'access-control-request-method': 'POST',
                'access-control-request-headers': 'content-type,authorization',
            },
        });
        expect(res.status).toBe(200);
        expect(res.headers.get('access-control-allow-origin')).toBe('*');
        expect(res.headers.get('access-control-allow-headers')).toMatch(
            /Content-Type/
        );
    });
});

describe('authentication (default version)', () => {
    const call = () =>
        rpc('history.get', { itemids: ['10001'], history: 0, limit: 1 });

    it('accepts the token in the header and in the auth field (7.0)', async () => {
        const viaHeader = await postRpc(url(), call(), bearer);
        expect((viaHeader.json as { result: Row[] }).result).toHaveLength(1);
        const viaField = await postRpc(
            url(),
            { ...call(), auth: ZABBIX_TOKEN },
            {}
        );
        expect((viaField.json as { result: Row[] }).result).toHaveLength(1);
    });

    it('answers a missing token with "Not authorized."', async () => {
        const e = await error(call(), {});
        expect(e).toMatchObject({
            code: -32602,
            message: 'Invalid params.',
            data: 'Not authorized.',
        });
    });

    it('tells a wrong API token from a dead session, as Zabbix does', async () => {
        const session = await error(call(), {
            authorization: 'Bearer 0424bd59b807674191e7d77572075f33',
        });
        expect(session.data).toBe('Session terminated, re-login, please.');
        const apiToken = await error(call(), {
            authorization: `Bearer ${'ab'.repeat(32)}`,
        });
        expect(apiToken.data).toBe('Not authorized.');
    });

    it('refuses an empty auth field as an invalid request', async () => {
        const e = await error({ ...call(), auth: '' }, {});
        expect(e).toMatchObject({
            code: -32600,
            message: 'Invalid request.',
            data: 'Invalid parameter "/auth": cannot be empty.',
        });
    });

    it('says an expired API token has expired (-32500)', async () => {
        const e = await error(call(), {
            authorization: 'Bearer plants-demo-zabbix-token-expired',
        });
        expect(e).toMatchObject({
            code: -32500,
            message: 'Application error.',
            data: 'API token expired.',
        });
    });
});

describe('item.get', () => {
    it('describes the seeded sensors’ items with their kind and unit', async () => {
        const items = await result<Row[]>('item.get', {
            itemids: ['10001', '10002', '10008', '10021', '10041', '10060'],
        });
        const byId = new Map(items.map(i => [i.itemid, i]));
        expect(items).toHaveLength(6);
        expect(byId.get('10001')).toMatchObject({
            units: 'm',
            value_type: '0',
        });
        expect(byId.get('10002')).toMatchObject({ units: 'm³/s' });
        // Each plant (host of twenty items) restarts the kinds at "level".
        expect(byId.get('10021')).toMatchObject({
            units: 'm',
            hostid: '10502',
        });
        expect(byId.get('10041')).toMatchObject({
            units: 'm',
            hostid: '10503',
        });
        // Generator current is an unsigned-integer item.
        expect(byId.get('10008')).toMatchObject({
            units: 'A',
            value_type: '3',
        });
        for (const item of items) {
            expect(Object.keys(item)).toEqual(
                expect.arrayContaining([
                    'itemid',
                    'hostid',
                    'name',
                    'key_',
                    'value_type',
                    'units',
                    'lastvalue',
                    'lastclock',
                ])
            );
            const lastclock = Number(item.lastclock);
            // The item's newest sample: irregular clocks, a slot may be empty.
            expect(lastclock).toBe(
                clocksOf(
                    Number(item.itemid),
                    nowSeconds() - 3000,
                    nowSeconds()
                )[0]
            );
            expect(typeof item.lastvalue).toBe('string');
            expect(Number.isFinite(Number(item.lastvalue))).toBe(true);
        }
    });

    it('answers the select* parameters a client sends with item.get', async () => {
        const [item] = await result<Row[]>('item.get', {
            itemids: ['10001'],
            output: ['itemid', 'value_type'],
            selectHosts: ['hostid', 'name'],
            selectPreprocessing: 'extend',
            selectTriggers: 'count',
            selectTags: 'extend',
            selectValueMap: 'extend',
            selectInterfaces: 'extend',
            limitSelects: 5,
        });
        expect(item).toMatchObject({
            itemid: '10001',
            hosts: [{ hostid: '10501', name: expect.any(String) }],
            preprocessing: [
                {
                    type: '1',
                    params: '0.001',
                    error_handler: '0',
                    error_handler_params: '',
                },
            ],
            triggers: '0',
            tags: [],
            valuemap: [],
            interfaces: [],
        });
        expect(
            (await error(rpc('item.get', { selectHosts: ['nope'] }))).data
        ).toBe(
            'Invalid parameter "/selectHosts/1": value must be one of "hostid", "host", "name", "status".'
        );
    });

    it('returns only the requested fields, nothing for unknown items, and counts', async () => {
        const items = await result<Row[]>('item.get', {
            itemids: ['10003', '20000', '10999'],
            output: ['itemid', 'units'],
        });
        expect(items).toEqual([
            { itemid: '10003', units: 'mm/h' },
            { itemid: '10999', units: expect.any(String) },
        ]);
        const count = await result<string>('item.get', {
            filter: { value_type: 3 },
            countOutput: true,
        });
        // Every ninth slot of every host of twenty is "current".
        expect(Number(count)).toBeGreaterThan(90);
        const unsigned = await result<Row[]>('item.get', {
            itemids: ['10001', '10008', '10017'],
            filter: { value_type: '3' },
            output: ['itemid'],
        });
        expect(unsigned).toEqual([{ itemid: '10008' }, { itemid: '10017' }]);
    });
});

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
        const op = await clientFor(inject('baseUrl'), 'operator');
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
