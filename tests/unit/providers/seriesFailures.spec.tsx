/**
 * What a chart says when Zabbix fails, with a fake
 * Zabbix behind `fetch`: one deadline across the whole request, a header
 * mode the version ignores, a role that may not call a method, an item
 * Zabbix does not return, and a CORS refusal in direct mode.
 */
import { createZabbixClient } from '@shared/zabbix/zabbixClient';
import { ZabbixError } from '@shared/zabbix/zabbixError';
import {
    createSeriesSource,
    failureOf,
    SeriesError,
} from '@/providers/monitoring/series';

type Handler = (method: string, body: Record<string, unknown>) => unknown;

/** A fake api_jsonrpc.php: `answer` gives each method's result or error, after `delayMs`. */
const fakeZabbix =
    (answer: Handler, delayMs: Record<string, number> = {}): typeof fetch =>
    async (_url, init) => {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        const method = String(body.method);
        const wait = delayMs[method] ?? 0;
        // As fetch does: an aborted signal rejects at once.
        if (init?.signal?.aborted)
            throw new DOMException('aborted', 'AbortError');
        if (wait > 0)
            await new Promise<void>((resolve, reject) => {
                const timer = setTimeout(resolve, wait);
                init?.signal?.addEventListener('abort', () => {
                    clearTimeout(timer);
                    reject(new DOMException('aborted', 'AbortError'));
                });
            });
        const out = answer(method, body);
        const reply =
            out instanceof Error
                ? {
                      jsonrpc: '2.0',
                      error: JSON.parse(out.message) as unknown,
                      id: body.id,
                  }
                : { jsonrpc: '2.0', result: out, id: body.id };
        return new Response(JSON.stringify(reply), { status: 200 });
    };

const rpcError = (code: number, message: string, data: string) =>
    new Error(JSON.stringify({ code, message, data }));

const ITEM = {
    itemid: '10001',
    hostid: '10501',
    name: 'Nível',
    key_: 'level',
    value_type: '0',
    units: 'm',
    lastvalue: '1',
    lastclock: '1',
};

describe('one deadline for the whole request', () => {
    it('cuts the request when the calls together pass it, as a timeout', async () => {
        // Each call answers in 60 ms, well within the per-call 10 s.
        const client = createZabbixClient({
            url: 'http://zabbix/api_jsonrpc.php',
            token: 't',
            authMode: 'auto',
            fetch: fakeZabbix(
                method =>
                    method === 'apiinfo.version'
                        ? '7.0.0'
                        : method === 'item.get'
                          ? [ITEM]
                          : [],
                { 'apiinfo.version': 600, 'item.get': 600, 'history.get': 600 }
            ),
        });
        // Each call is within the deadline, the three are not; the margins
        // are wide so that a busy machine's late timers do not decide.
        const deadline = AbortSignal.timeout(1000);
        const started = Date.now();
        const error = await client
            .getHistory({ itemids: '10001', signal: deadline })
            .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(ZabbixError);
        expect((error as ZabbixError).kind).toBe('timeout');
        expect(Date.now() - started).toBeLessThan(1500);
    });

    it('passes a cancel on as the caller reason, not a timeout', async () => {
        const client = createZabbixClient({
            url: 'http://zabbix/api_jsonrpc.php',
            token: 't',
            authMode: 'field',
            fetch: fakeZabbix(() => [ITEM], { 'item.get': 50 }),
        });
        const cancel = new AbortController();
        const pending = client.getItems('10001', cancel.signal);
        cancel.abort(new Error('left the page'));
        await expect(pending).rejects.toThrow('left the page');
    });
});

describe('refusals named for what they are', () => {
    const notAuthorized = rpcError(
        -32602,
        'Invalid params.',
        'Not authorized.'
    );

    it('says a version before 6.4 ignores the header mode', async () => {
        const client = createZabbixClient({
            url: 'http://zabbix/api_jsonrpc.php',
            token: 't',
            authMode: 'header',
            fetch: fakeZabbix(method =>
                method === 'apiinfo.version' ? '6.0.14' : notAuthorized
            ),
        });
        const error = (await client
            .getItems('10001')
            .catch((e: unknown) => e)) as ZabbixError;
        expect(error.kind).toBe('authMode');
        expect(error.version).toBe('6.0.14');
        expect(failureOf(error)).toEqual({
            failure: 'headerMode',
            params: { version: '6.0.14' },
        });
    });

    it('still says the token was refused by a version that reads the header', async () => {
        const client = createZabbixClient({
            url: 'http://zabbix/api_jsonrpc.php',
            token: 't',
            authMode: 'header',
            fetch: fakeZabbix(method =>
                method === 'apiinfo.version' ? '7.0.0' : notAuthorized
            ),
        });
        const error = (await client
            .getItems('10001')
            .catch((e: unknown) => e)) as ZabbixError;
        expect(error.kind).toBe('rpc');
        expect(failureOf(error).failure).toBe('refused');
    });

    it('says the token role may not call the method', async () => {
        const client = createZabbixClient({
            url: 'http://zabbix/api_jsonrpc.php',
            token: 't',
            authMode: 'field',
            fetch: fakeZabbix(method =>
                method === 'history.get'
                    ? rpcError(
                          -32602,
                          'Invalid params.',
                          'No permissions to call "history.get".'
                      )
                    : [ITEM]
            ),
        });
        const error = (await client
            .getHistory({ itemids: '10001', valueType: 0 })
            .catch((e: unknown) => e)) as ZabbixError;
        expect(failureOf(error)).toEqual({
            failure: 'denied',
            params: { method: 'history.get' },
        });
    });

    it('names the proxy answers the same way', () => {
        expect(failureOf({ kind: 'timeout', timeoutMs: 10_000 })).toEqual({
            failure: 'timeout',
            params: { seconds: 10 },
        });
        expect(failureOf({ kind: 'item', itemId: '99' })).toEqual({
            failure: 'missingItem',
            params: { item: '99' },
        });
        expect(failureOf({ kind: 'config', data: 'acme' }).failure).toBe(
            'config'
        );
        expect(failureOf({ kind: 'network' }).failure).toBe('unreachable');
        expect(failureOf({ kind: 'network' }, true).failure).toBe('blocked');
        expect(failureOf({ kind: 'http' }, true).failure).toBe('unreachable');
        expect(failureOf({ kind: 'binding', data: 'acme' }).failure).toBe(
            'binding'
        );
        expect(failureOf({ kind: 'tooLarge' }).failure).toBe('tooLarge');
        // A series call Zabbix took and could not answer (the simulator's
        // trend budget at 5 s sampling over a year): its words, not
        // "could not be read"; a parameter error stays a plain failure.
        const tooMany =
            'Too many trend values to read (8784, at most 2773): narrow "time_from"/"time_till" or "itemids", or set "limit".';
        expect(
            failureOf({
                kind: 'rpc',
                code: -32500,
                method: 'trend.get',
                data: tooMany,
            })
        ).toEqual({ failure: 'rangeRefused', params: { reason: tooMany } });
        expect(
            failureOf({
                kind: 'rpc',
                code: -32602,
                method: 'trend.get',
                data: 'Invalid parameter "/time_from".',
            }).failure
        ).toBe('failed');
        expect(
            failureOf({
                kind: 'rpc',
                code: -32500,
                method: 'item.get',
                data: 'No details',
            }).failure
        ).toBe('failed');
        // The refused host is named only when the API names it (to
        // administrators).
        expect(failureOf({ kind: 'address' })).toEqual({
            failure: 'address',
            params: {},
        });
        expect(failureOf({ kind: 'address', host: '10.0.0.5' })).toEqual({
            failure: 'addressOf',
            params: { host: '10.0.0.5' },
        });
    });

    it('says a result that is not a list is a malformed answer, not a crash', async () => {
        const client = createZabbixClient({
            url: 'http://zabbix/api_jsonrpc.php',
            token: 't',
            authMode: 'field',
            fetch: fakeZabbix(method =>
                method === 'item.get' ? { 10001: ITEM } : [null]
            ),
        });
        const items = await client.getItems('10001').catch((e: unknown) => e);
        expect(items).toBeInstanceOf(ZabbixError);
        expect(items).toMatchObject({
            kind: 'protocol',
            message:
                'Zabbix answered item.get with a result that is not a list',
        });
        const rows = await client
            .getHistory({ itemids: '10001', valueType: 0 })
            .catch((e: unknown) => e);
        expect(rows).toMatchObject({
            kind: 'protocol',
            message:
                'Zabbix answered history.get with a row that is not an object',
        });
    });
});

describe('direct mode', () => {
    const noApi = (() => {
        throw new Error('direct mode called the API');
    }) as never;
    const realFetch = globalThis.fetch;
    afterEach(() => {
        globalThis.fetch = realFetch;
    });

    const direct = (url: string) =>
        createSeriesSource(
            { mode: 'direct', url, token: 't', authMode: 'field' },
            noApi
        );
    const sensor = { id: 1, zabbixItemId: '10001', unit: 'kV' };
    // An hour ago to now: inside Zabbix's history window, so history is read
    // (an older range is read from trends: shared/domain/rangePlan.ts).
    const now = Date.now();
    const range = { from: now - 3_600_000, to: now };
    const clock = Math.floor(now / 1000) - 60;

    it('says a cross-origin Zabbix is down or refuses this origin (CORS)', async () => {
        globalThis.fetch = () =>
            Promise.reject(new TypeError('Failed to fetch'));
        const error = (await direct(
            'https://zabbix.example.com/api_jsonrpc.php'
        )(sensor, range).catch((e: unknown) => e)) as SeriesError;
        expect(error).toBeInstanceOf(SeriesError);
        expect(error.failure).toBe('blocked');
        // Same origin: no CORS involved, just out of reach.
        const same = (await direct('/zabbix/api_jsonrpc.php')(
            sensor,
            range
        ).catch((e: unknown) => e)) as SeriesError;
        expect(same.failure).toBe('unreachable');
    });

    it('says Zabbix returned no item, not that the sensor has none', async () => {
        globalThis.fetch = fakeZabbix(() => []);
        const error = (await direct('/zabbix/api_jsonrpc.php')(
            sensor,
            range
        ).catch((e: unknown) => e)) as SeriesError;
        expect(error.failure).toBe('missingItem');
        expect(error.params).toEqual({ item: '10001' });
    });

    it('converts a known scale into the sensor unit', async () => {
        globalThis.fetch = fakeZabbix(method =>
            method === 'item.get'
                ? [{ ...ITEM, units: 'V' }]
                : [
                      {
                          itemid: '10001',
                          clock: String(clock),
                          ns: '0',
                          value: '13800',
                      },
                  ]
        );
        const series = await direct('/zabbix/api_jsonrpc.php')(sensor, range);
        expect(series.unit).toBe('kV');
        expect(series.zabbixUnit).toBe('V');
        expect(series.unitMismatch).toBeUndefined();
        expect(series.points).toEqual([{ time: clock * 1000, value: 13.8 }]);
    });

    it('says when the units disagree, keeping Zabbix values', async () => {
        globalThis.fetch = fakeZabbix(method =>
            method === 'item.get'
                ? [{ ...ITEM, units: 'A' }]
                : [
                      {
                          itemid: '10001',
                          clock: String(clock),
                          ns: '0',
                          value: '420',
                      },
                  ]
        );
        const series = await direct('/zabbix/api_jsonrpc.php')(sensor, range);
        expect(series).toMatchObject({ unit: 'A', unitMismatch: true });
        expect(series.points).toEqual([{ time: clock * 1000, value: 420 }]);
    });
});
