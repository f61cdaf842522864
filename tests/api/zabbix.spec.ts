/**
 * The Zabbix simulator over HTTP on the running server (default version):
 * the version, the JSON-RPC envelope, authentication and item.get.
 * history.get is in zabbix-history.spec.ts, the version-bound rules,
 * retention and users' rights in zabbix-access.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { postRpc, ZABBIX_TOKEN, ZABBIX_VERSION } from './helpers/zabbix.ts';
import {
    bearer,
    clocksOf,
    error,
    nowSeconds,
    result,
    rpc,
    url,
    type Row,
    type RpcError,
} from './helpers/zabbixRpc.ts';

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
