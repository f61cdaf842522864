/**
 * How much one heavy request delays the others (docs/robustness.md):
 * a cheap `GET /api/user/session` is sent again and again, one at a time,
 * while the heavy request runs; its extra latency is the median of those
 * answers minus the median at rest. Used by tests/api/latency.spec.ts and
 * `npm run bench:latency` (scripts/benchLatency.ts), so the test and the
 * figures in the docs measure the same thing.
 */
import { performance } from 'node:perf_hooks';
import { MAX_PHOTO_BYTES } from '@shared/domain/photos.ts';

/** The idle machine's target: 100 ms of extra latency. */
export const IDLE_LATENCY_BUDGET_MS = 100;

/**
 * The budget the test enforces: `LATENCY_BUDGET_MS`, else 100 ms plus the
 * headroom a shared CI machine needs (docs/robustness.md, "Headroom on
 * CI").
 */
export const latencyBudgetMs = (): number => {
    const set = Number(process.env.LATENCY_BUDGET_MS);
    return Number.isFinite(set) && set > 0 ? set : 400;
};

export const median = (values: number[]): number => {
    if (values.length === 0) return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2
        ? (sorted[mid] as number)
        : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export interface Probe {
    baseUrl: string;
    token: string;
    plant: number;
}

/** One cheap request; its time in ms. */
export async function cheap(probe: Probe): Promise<number> {
    const t0 = performance.now();
    const res = await fetch(`${probe.baseUrl}/api/user/session`, {
        headers: { authorization: `Bearer ${probe.token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200)
        throw new Error(`GET /api/user/session answered ${res.status}`);
    return performance.now() - t0;
}

export interface Beside {
    /** Median of the cheap request at rest (ms). */
    restMs: number;
    /** Median of the cheap requests sent while the heavy one ran (ms). */
    loadedMs: number;
    /** loadedMs − restMs. */
    extraMs: number;
    /** The slowest cheap request during the heavy one (ms). */
    worstMs: number;
    /** How many cheap requests ran beside it. */
    samples: number;
    /** How long the heavy request took (ms). */
    heavyMs: number;
    /** What the heavy request resolved to. */
    outcome: unknown;
}

/** Median of `count` cheap requests in a row. */
export async function atRest(probe: Probe, count = 15): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < count; i++) times.push(await cheap(probe));
    return median(times);
}

/** Runs `heavy` with cheap requests beside it, one after the other, until it ends. */
export async function beside(
    probe: Probe,
    heavy: () => Promise<unknown>,
    restMs?: number
): Promise<Beside> {
    const rest = restMs ?? (await atRest(probe));
    let done = false;
    const t0 = performance.now();
    const running = heavy().finally(() => {
        done = true;
    });
    const heavyEnd = running.then(
        () => performance.now() - t0,
        () => performance.now() - t0
    );
    const times: number[] = [];
    // Let the heavy request reach the server first.
    await new Promise(r => setTimeout(r, 5));
    while (!done || times.length === 0) times.push(await cheap(probe));
    const outcome = await running;
    const heavyMs = await heavyEnd;
    const loaded = median(times);
    return {
        restMs: rest,
        loadedMs: loaded,
        extraMs: loaded - rest,
        worstMs: Math.max(...times),
        samples: times.length,
        heavyMs,
        outcome,
    };
}

const rpcBody = (method: string, params: unknown, id: number) => ({
    jsonrpc: '2.0',
    method,
    params,
    id,
});

/** A JSON-RPC call to the simulator; answers its body's text (`decoded` reads it). */
export async function zabbix(
    probe: Probe,
    body: unknown,
    token = process.env.ZABBIX_TOKEN ?? 'plants-demo-zabbix-token'
): Promise<unknown> {
    const res = await fetch(`${probe.baseUrl}/zabbix/api_jsonrpc.php`, {
        method: 'POST',
        headers: {
            'content-type': 'application/json-rpc',
            authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
    });
    // Decoded later (`decoded`): parsing 100,000 rows here would hold this
    // process while a cheap request is timed, and count against the server.
    return { text: await res.text() };
}

/** What a `zabbix()` call answered, decoded once the timing is over. */
export const decoded = (outcome: unknown): unknown => {
    const text = (outcome as { text?: string } | null)?.text;
    return text ? (JSON.parse(text) as unknown) : outcome;
};

/** A 5 MB photo: a PNG signature, then zeros. */
export const bigPhoto = (size = MAX_PHOTO_BYTES): Buffer => {
    const bytes = Buffer.alloc(size);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
    return bytes;
};

export interface HeavyRequest {
    name: string;
    run: (probe: Probe, ctx: { sensorId: number }) => Promise<unknown>;
}

const DAY = 86_400;

/** 24 items: a week of each is 48,384 samples, within one call's scan (50,000). */
export const FILTER_ITEMS = Array.from({ length: 24 }, (_, i) =>
    String(10001 + i)
);
/**
 * `count` values no sample holds, so that every sample is compared with
 * all of them; short, so that 60,000 of them fit in the 1 MB body.
 */
export const unmatchedValues = (count: number): string[] =>
    Array.from({ length: count }, (_, i) => String(9_000_000 + i));
/** A history.get that reads every sample of FILTER_ITEMS through a filter of `count` values. */
const filtered = (count: number, id = 1) =>
    rpcBody(
        'history.get',
        {
            history: 0,
            itemids: FILTER_ITEMS,
            filter: { value: unmatchedValues(count) },
        },
        id
    );
/** The most values one request's lists may hold, less the 24 item ids. */
const FILTER_CAP = 10_000 - FILTER_ITEMS.length;

/** The heavy requests: every bound of docs/robustness.md and the simulator's. */
export const HEAVY: HeavyRequest[] = [
    {
        name: 'history.get, limit 2147483647 (every item)',
        run: p =>
            zabbix(
                p,
                rpcBody('history.get', { history: 0, limit: 2147483647 }, 1)
            ),
    },
    {
        name: 'history.get, limit 400000',
        run: p =>
            zabbix(p, rpcBody('history.get', { history: 0, limit: 400000 }, 1)),
    },
    {
        name: 'history.get, limit 100000 (the most one answer holds)',
        run: p =>
            zabbix(
                p,
                rpcBody(
                    'history.get',
                    {
                        history: 0,
                        sortfield: 'clock',
                        sortorder: 'DESC',
                        limit: 100000,
                    },
                    1
                )
            ),
    },
    {
        name: 'batch of 200 countOutput calls',
        run: p =>
            zabbix(
                p,
                Array.from({ length: 200 }, (_, i) =>
                    rpcBody('history.get', { history: 0, countOutput: true }, i)
                )
            ),
    },
    {
        name: 'batch of 100 countOutput calls (the cap)',
        run: p =>
            zabbix(
                p,
                Array.from({ length: 100 }, (_, i) =>
                    rpcBody('history.get', { history: 0, countOutput: true }, i)
                )
            ),
    },
    {
        name: 'batch of 2,000 calls with limit 100',
        run: p =>
            zabbix(
                p,
                Array.from({ length: 2000 }, (_, i) =>
                    rpcBody('history.get', { history: 0, limit: 100 }, i)
                )
            ),
    },
    {
        name: 'batch of 100 calls with limit 1000 (the cap)',
        run: p =>
            zabbix(
                p,
                Array.from({ length: 100 }, (_, i) =>
                    rpcBody('history.get', { history: 0, limit: 1000 }, i)
                )
            ),
    },
    {
        name: 'history.get, a filter of 60,000 values on 24 items',
        run: p => zabbix(p, filtered(60_000)),
    },
    {
        name: 'history.get, a filter of 9,976 values on 24 items (the cap)',
        run: p => zabbix(p, filtered(FILTER_CAP)),
    },
    {
        name: 'four history.get at once, each a filter of 9,976 values on 24 items',
        run: p =>
            Promise.all(
                [1, 2, 3, 4].map(() => zabbix(p, filtered(FILTER_CAP)))
            ),
    },
    {
        name: 'batch of 100 history.get, each a filter on 24 items (the scan budget)',
        run: p =>
            zabbix(
                p,
                Array.from({ length: 100 }, (_, i) => filtered(76, i))
            ),
    },
    {
        name: 'item.get, 9,000 item ids and a search of 100 values',
        run: p =>
            zabbix(
                p,
                rpcBody(
                    'item.get',
                    {
                        itemids: Array.from({ length: 9000 }, (_, i) =>
                            String(10001 + i)
                        ),
                        search: { name: unmatchedValues(100) },
                    },
                    1
                )
            ),
    },
    {
        name: 'trend.get, every item, limit 2147483647',
        run: p => zabbix(p, rpcBody('trend.get', { limit: 2147483647 }, 1)),
    },
    {
        name: 'inspection photo upload, 5 MB',
        run: async p => {
            const res = await fetch(`${p.baseUrl}/api/inspection-photo`, {
                method: 'POST',
                headers: {
                    authorization: `Bearer ${p.token}`,
                    'subsidiary-id': String(p.plant),
                    'content-type': 'image/png',
                },
                body: bigPhoto(),
            });
            await res.arrayBuffer();
            return res.status;
        },
    },
    {
        name: 'series over 366 days',
        run: async (p, { sensorId }) => {
            const to = new Date();
            const from = new Date(to.getTime() - 366 * DAY * 1000 + 60_000);
            const res = await fetch(
                `${p.baseUrl}/api/sensor/${sensorId}/series?from=${from.toISOString()}&to=${to.toISOString()}`,
                {
                    headers: {
                        authorization: `Bearer ${p.token}`,
                        'subsidiary-id': String(p.plant),
                    },
                }
            );
            await res.arrayBuffer();
            return res.status;
        },
    },
    {
        name: 'readings list, largest page (100, the cap)',
        run: async p => {
            const res = await fetch(
                `${p.baseUrl}/api/measure/search?limit=100&page=1`,
                {
                    headers: {
                        authorization: `Bearer ${p.token}`,
                        'subsidiary-id': String(p.plant),
                    },
                }
            );
            await res.arrayBuffer();
            return res.status;
        },
    },
];
