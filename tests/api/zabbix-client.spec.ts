/**
 * The SPA's Zabbix client against real HTTP: the running simulator,
 * simulators of other versions, and tiny servers that misbehave (never
 * answer, answer 503, answer HTML, refuse connections).
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
    createZabbixClient,
    type ZabbixClientOptions,
} from '../../shared/zabbix/zabbixClient.ts';
import {
    isZabbixAuthError,
    ZabbixError,
} from '../../shared/zabbix/zabbixError.ts';
import { sampleClocks } from '../../server/src/zabbix/catalog.ts';
import {
    startSimulator,
    ZABBIX_TOKEN,
    ZABBIX_VERSION,
    type Simulator,
} from './helpers/zabbix.ts';
import { sharedBaseUrl } from './helpers/shared.ts';

const url = () => `${sharedBaseUrl()}/zabbix/api_jsonrpc.php`;

interface Sent {
    headers: Record<string, string>;
    body: Record<string, unknown>;
}

/** fetch that records what the client sends. */
function recordingFetch(sent: Sent[]): typeof fetch {
    return async (input, init) => {
        sent.push({
            headers: { ...(init?.headers as Record<string, string>) },
            body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        });
        return fetch(input, init);
    };
}

const client = (opts: Partial<ZabbixClientOptions> = {}) =>
    createZabbixClient({ url: url(), token: ZABBIX_TOKEN, ...opts });

async function failure(promise: Promise<unknown>): Promise<ZabbixError> {
    const err = await promise.then(
        () => undefined,
        (e: unknown) => e
    );
    expect(err).toBeInstanceOf(ZabbixError);
    return err as ZabbixError;
}

/** An aligned clock a day ago, inside the simulator's history. */
const T = Math.floor((Date.now() / 1000 - 86400) / 300) * 300;

/** The simulator's own sample clocks of an item (irregular, with gaps), newest first. */
const clocksOf = (itemid: number, from: number, till: number) => [
    ...sampleClocks(itemid, from, till, true),
];

describe('against the running simulator', () => {
    it('reads the version without sending any token', async () => {
        const sent: Sent[] = [];
        const zabbix = client({ fetch: recordingFetch(sent) });
        expect(await zabbix.version()).toBe(ZABBIX_VERSION);
        expect(sent).toHaveLength(1);
        expect(sent[0]?.body).not.toHaveProperty('auth');
        expect(sent[0]?.headers).not.toHaveProperty('Authorization');
        expect(sent[0]?.headers['Content-Type']).toBe('application/json-rpc');
    });

    it('reads items with numbers parsed', async () => {
        const items = await client().getItems(['10001', '10008']);
        expect(items).toHaveLength(2);
        const [level, current] = items;
        expect(level).toMatchObject({
            itemid: '10001',
            units: 'm',
            valueType: 0,
        });
        expect(typeof level?.lastValue).toBe('number');
        expect(typeof level?.lastClock).toBe('number');
        expect(current).toMatchObject({ units: 'A', valueType: 3 });
        expect(Number.isInteger(current?.lastValue)).toBe(true);
    });

    it('asks history.get for clock DESC, limit 1000 and parses the rows', async () => {
        const sent: Sent[] = [];
        const zabbix = client({ fetch: recordingFetch(sent) });
        const points = await zabbix.getHistory({
            itemids: ['10001', '10002'],
            valueType: 0,
        });
        const call = sent.find(s => s.body.method === 'history.get');
        expect(call?.body.params).toMatchObject({
            itemids: ['10001', '10002'],
            history: 0,
            sortfield: 'clock',
            sortorder: 'DESC',
            limit: 1000,
        });
        expect(points).toHaveLength(1000);
        const clocks = points.map(p => p.clock);
        expect(clocks).toEqual([...clocks].sort((a, b) => b - a));
        for (const p of points.slice(0, 20)) {
            expect(typeof p.value).toBe('number');
            expect(p.time).toBe(p.clock * 1000 + Math.floor(p.ns / 1e6));
        }
    });

    it('passes inclusive time bounds from Dates or seconds', async () => {
        const [newest, middle, oldest] = clocksOf(10001, T - 3600, T);
        const points = await client().getHistory({
            itemids: '10001',
            valueType: 0,
            timeFrom: new Date(oldest! * 1000),
            timeTill: newest,
        });
        expect(points.map(p => p.clock)).toEqual([newest, middle, oldest]);
    });

    it('looks value types up when not given and merges the tables', async () => {
        const sent: Sent[] = [];
        const points = await client({ fetch: recordingFetch(sent) }).getHistory(
            {
                itemids: ['10001', '10008'],
                timeFrom: T - 1800,
                timeTill: T,
            }
        );
        const types = sent
            .filter(s => s.body.method === 'history.get')
            .map(s => (s.body.params as { history: number }).history)
            .sort();
        expect(types).toEqual([0, 3]);
        const expected = [
            ...clocksOf(10001, T - 1800, T),
            ...clocksOf(10008, T - 1800, T),
        ].sort((a, b) => b - a);
        expect(expected.length).toBeGreaterThan(6);
        expect(points.map(p => p.clock)).toEqual(expected);
        const current = points.filter(p => p.itemid === '10008');
        expect(current.every(p => Number.isInteger(p.value))).toBe(true);
    });

    it('asks trend.get for the hours of a range, sorted oldest first, numbers parsed', async () => {
        const sent: Sent[] = [];
        const zabbix = client({ fetch: recordingFetch(sent) });
        const hour = Math.floor(T / 3600) * 3600;
        const trends = await zabbix.getTrends({
            itemids: '10001',
            timeFrom: new Date(hour * 1000),
            timeTill: hour + 5 * 3600,
        });
        const call = sent.find(s => s.body.method === 'trend.get');
        expect(call?.body.params).toEqual({
            output: [
                'itemid',
                'clock',
                'num',
                'value_min',
                'value_avg',
                'value_max',
            ],
            itemids: ['10001'],
            time_from: hour,
            time_till: hour + 5 * 3600,
        });
        expect(trends.map(t => t.clock)).toEqual(
            [0, 1, 2, 3, 4, 5].map(i => hour + i * 3600)
        );
        for (const t of trends) {
            expect(t.time).toBe(t.clock * 1000);
            expect(t.num).toBeGreaterThan(8);
            expect(t.min).toBeLessThanOrEqual(t.avg);
            expect(t.avg).toBeLessThanOrEqual(t.max);
        }
        // The items' storage periods come with item.get, for the range plan.
        const [item] = await zabbix.getItems('10001');
        expect(item).toMatchObject({ history: '7d', trends: '365d' });
    });

    it('reports a method the role denies as an rpc error that is not about the token', async () => {
        const err = await failure(
            client({ token: 'plants-demo-zabbix-token-no-history' }).getHistory(
                { itemids: '10001', valueType: 0 }
            )
        );
        expect(err).toMatchObject({
            kind: 'rpc',
            code: -32602,
            data: 'No permissions to call "history.get".',
        });
        expect(isZabbixAuthError(err)).toBe(false);
        // A user without rights on the host: no error, no items.
        expect(
            await client({
                token: 'plants-demo-zabbix-token-no-rights',
            }).getItems('10001')
        ).toEqual([]);
    });

    it('reports a wrong token as an rpc error Zabbix sends for it', async () => {
        const err = await failure(
            client({ token: 'wrong', authMode: 'header' }).getItems('10001')
        );
        expect(err.kind).toBe('rpc');
        expect(err.code).toBe(-32602);
        expect(err.data).toBe('Session terminated, re-login, please.');
        expect(isZabbixAuthError(err)).toBe(true);
    });

    it('reports bad params as an rpc error that is not about the token', async () => {
        const err = await failure(
            client().getHistory({ itemids: ['x'], valueType: 0 })
        );
        expect(err.kind).toBe('rpc');
        expect(err.data).toMatch(/itemids/);
        expect(isZabbixAuthError(err)).toBe(false);
    });
});

describe('authentication by version', () => {
    const sims: Record<string, Simulator> = {};
    beforeAll(async () => {
        for (const v of ['6.0.0', '6.4.0', '7.2.0']) {
            sims[v] = await startSimulator(v);
        }
    });
    afterAll(async () => {
        await Promise.all(Object.values(sims).map(s => s.close()));
    });
    const at = (v: string, opts: Partial<ZabbixClientOptions> = {}) =>
        createZabbixClient({
            url: (sims[v] as Simulator).url,
            token: ZABBIX_TOKEN,
            ...opts,
        });

    it.each([
        ['6.0.0', 'field'],
        ['6.4.0', 'header'],
        ['7.2.0', 'header'],
    ] as const)(
        'auto picks %s → %s and asks the version once',
        async (v, mode) => {
            const sent: Sent[] = [];
            const zabbix = at(v, { fetch: recordingFetch(sent) });
            await zabbix.getHistory({
                itemids: '10001',
                valueType: 0,
                limit: 3,
            });
            await zabbix.getItems('10001');
            expect(await zabbix.authMode()).toBe(mode);
            const versionCalls = sent.filter(
                s => s.body.method === 'apiinfo.version'
            );
            expect(versionCalls).toHaveLength(1);
            const authed = sent.filter(
                s => s.body.method !== 'apiinfo.version'
            );
            for (const s of authed) {
                if (mode === 'header') {
                    expect(s.headers.Authorization).toBe(
                        `Bearer ${ZABBIX_TOKEN}`
                    );
                    expect(s.body).not.toHaveProperty('auth');
                } else {
                    expect(s.body.auth).toBe(ZABBIX_TOKEN);
                    expect(s.headers).not.toHaveProperty('Authorization');
                }
            }
        }
    );

    it('a forced mode the server does not support fails as Zabbix answers', async () => {
        const field = await failure(
            at('7.2.0', { authMode: 'field' }).getItems('10001')
        );
        expect(field).toMatchObject({ kind: 'rpc', code: -32600 });
        // 6.0 ignores the header and answers "Not authorized.": the
        // client asks the version and says the mode is the cause.
        const header = await failure(
            at('6.0.0', { authMode: 'header' }).getItems('10001')
        );
        expect(header).toMatchObject({
            kind: 'authMode',
            code: -32602,
            version: '6.0.0',
        });
        expect(isZabbixAuthError(header)).toBe(false);
    });
});

describe('transport failures', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
        server = createServer((req, res) => {
            if (req.url === '/hang') return; // never answers
            if (req.url === '/busy') {
                res.writeHead(503).end('busy');
                return;
            }
            res.writeHead(200, { 'content-type': 'text/html' });
            res.end('<!doctype html><title>login</title>');
        });
        await new Promise<void>(resolve =>
            server.listen(0, '127.0.0.1', resolve)
        );
        const address = server.address();
        base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(async () => {
        server.closeAllConnections();
        await new Promise(resolve => server.close(resolve));
    });
    const to = (path: string, opts: Partial<ZabbixClientOptions> = {}) =>
        createZabbixClient({
            url: `${base}${path}`,
            token: ZABBIX_TOKEN,
            authMode: 'header',
            ...opts,
        });

    it('gives up after timeoutMs with a timeout error', async () => {
        const started = Date.now();
        const err = await failure(
            to('/hang', { timeoutMs: 200 }).getHistory({
                itemids: '10001',
                valueType: 0,
            })
        );
        expect(err.kind).toBe('timeout');
        expect(err.method).toBe('history.get');
        expect(Date.now() - started).toBeLessThan(3000);
    });

    it('defaults to the spec’s 10 s timeout', async () => {
        vi.useFakeTimers();
        try {
            // A fetch that only ever ends when its signal aborts.
            const stuck: typeof fetch = (_input, init) =>
                new Promise((_resolve, reject) => {
                    init?.signal?.addEventListener('abort', () =>
                        reject(new DOMException('aborted', 'AbortError'))
                    );
                });
            const settled = vi.fn();
            const pending = createZabbixClient({
                url: `${base}/hang`,
                token: ZABBIX_TOKEN,
                authMode: 'header',
                fetch: stuck,
            })
                .getItems('10001')
                .finally(settled);
            pending.catch(() => undefined);
            await vi.advanceTimersByTimeAsync(9_999);
            expect(settled).not.toHaveBeenCalled();
            await vi.advanceTimersByTimeAsync(1);
            const err = await failure(pending);
            expect(err.kind).toBe('timeout');
        } finally {
            vi.useRealTimers();
        }
    });

    it('reports HTTP statuses, non-JSON bodies and refused connections', async () => {
        const http = await failure(to('/busy').getItems('10001'));
        expect(http).toMatchObject({ kind: 'http', status: 503 });
        const html = await failure(to('/login').getItems('10001'));
        expect(html.kind).toBe('protocol');
        const closed = createZabbixClient({
            url: 'http://127.0.0.1:9/zabbix/api_jsonrpc.php',
            token: ZABBIX_TOKEN,
            authMode: 'header',
        });
        const network = await failure(closed.getItems('10001'));
        expect(network.kind).toBe('network');
    });

    it('lets the caller cancel without calling it a Zabbix failure', async () => {
        const controller = new AbortController();
        const pending = to('/hang').getHistory({
            itemids: '10001',
            valueType: 0,
            signal: controller.signal,
        });
        controller.abort(new Error('cancelled by the page'));
        await expect(pending).rejects.toThrow('cancelled by the page');
    });
});
