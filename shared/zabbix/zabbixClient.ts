/**
 * Browser client for Zabbix's JSON-RPC API (docs/zabbix.md). It talks to a
 * real Zabbix or to the embedded simulator the same way: Zabbix's content
 * type, the token in the `Authorization: Bearer` header (6.4+) or in the
 * request's `auth` member (before 7.2), a 10 s timeout, and values turned
 * from Zabbix's strings into numbers.
 */
import { ZabbixError, type ZabbixRpcErrorBody } from './zabbixError';

export type ZabbixAuthMode = 'header' | 'field' | 'auto';

export interface ZabbixClientOptions {
    /** Full URL of api_jsonrpc.php. */
    url: string;
    /** API token (Zabbix: Users → API tokens). */
    token: string;
    /** `auto` asks apiinfo.version once and picks header for 6.4+. */
    authMode?: ZabbixAuthMode;
    timeoutMs?: number;
    fetch?: typeof fetch;
}

/** Zabbix value types (item `value_type`, history.get `history`). */
export const ZABBIX_VALUE_TYPE = {
    float: 0,
    character: 1,
    log: 2,
    unsigned: 3,
    text: 4,
    binary: 5,
} as const;

const NUMERIC_TYPES: number[] = [
    ZABBIX_VALUE_TYPE.float,
    ZABBIX_VALUE_TYPE.unsigned,
];

export interface ZabbixItem {
    itemid: string;
    hostid: string;
    name: string;
    key: string;
    valueType: number;
    units: string;
    /** Number for numeric items, text otherwise; null before any value. */
    lastValue: number | string | null;
    /** Seconds since the epoch; null before any value. */
    lastClock: number | null;
    /** Storage periods and update interval as Zabbix prints them ("7d", "365d", "5m"; "0" for trapper items). */
    history?: string;
    trends?: string;
    delay?: string;
}

/** One hour of a numeric item, from trend.get. */
export interface ZabbixTrendPoint {
    itemid: string;
    /** The hour's start, seconds since the epoch. */
    clock: number;
    /** Milliseconds since the epoch, for charts. */
    time: number;
    /** How many values the hour held. */
    num: number;
    min: number;
    avg: number;
    max: number;
}

export interface ZabbixTrendQuery {
    itemids: string | string[];
    /** Inclusive bounds on the hour's clock: a Date or seconds since the epoch. */
    timeFrom?: Date | number;
    timeTill?: Date | number;
    limit?: number;
    signal?: AbortSignal;
}

export interface ZabbixHistoryPoint {
    itemid: string;
    /** Seconds since the epoch, as Zabbix counts. */
    clock: number;
    ns: number;
    /** Milliseconds since the epoch, for charts. */
    time: number;
    value: number | string;
}

export interface ZabbixHistoryQuery {
    itemids: string | string[];
    /** The items' value type; looked up with item.get when absent. */
    valueType?: number;
    /** Inclusive bounds: a Date or seconds since the epoch. */
    timeFrom?: Date | number;
    timeTill?: Date | number;
    limit?: number;
    signal?: AbortSignal;
}

export interface ZabbixClient {
    version(signal?: AbortSignal): Promise<string>;
    /** The authentication the client uses (asks the server in auto mode). */
    authMode(signal?: AbortSignal): Promise<'header' | 'field'>;
    getItems(
        itemids: string | string[],
        signal?: AbortSignal
    ): Promise<ZabbixItem[]>;
    /** Newest first: sortfield clock, sortorder DESC, limit 1000. */
    getHistory(query: ZabbixHistoryQuery): Promise<ZabbixHistoryPoint[]>;
    /** Hourly min/avg/max of numeric items (trend.get), oldest first. */
    getTrends(query: ZabbixTrendQuery): Promise<ZabbixTrendPoint[]>;
}

export const ZABBIX_TIMEOUT_MS = 10_000;
export const ZABBIX_HISTORY_LIMIT = 1000;

/** True for versions that read `Authorization: Bearer` (6.4 and later). */
export function supportsBearer(version: string): boolean {
    const m = /^(\d+)\.(\d+)/.exec(version);
    if (!m) return false;
    const major = Number(m[1]);
    const minor = Number(m[2]);
    return major > 6 || (major === 6 && minor >= 4);
}

const toSeconds = (t: Date | number) =>
    t instanceof Date ? Math.floor(t.getTime() / 1000) : Math.floor(t);

const toList = (ids: string | string[]) =>
    (Array.isArray(ids) ? ids : [ids]).map(String);

function parseValue(raw: unknown, valueType: number): number | string {
    const text = String(raw ?? '');
    return NUMERIC_TYPES.includes(valueType) ? Number(text) : text;
}

interface RpcResponse {
    jsonrpc?: string;
    result?: unknown;
    error?: ZabbixRpcErrorBody;
    id?: unknown;
}

export function createZabbixClient(options: ZabbixClientOptions): ZabbixClient {
    const {
        url,
        token,
        authMode = 'auto',
        timeoutMs = ZABBIX_TIMEOUT_MS,
    } = options;
    // Calling an unbound window.fetch throws "Illegal invocation".
    const doFetch: typeof fetch =
        options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    let nextId = 1;
    let resolvedMode: Promise<'header' | 'field'> | undefined;

    async function call<T>(
        method: string,
        params: unknown,
        auth: 'header' | 'field' | null,
        signal?: AbortSignal
    ): Promise<T> {
        const id = nextId++;
        const body: Record<string, unknown> = {
            jsonrpc: '2.0',
            method,
            params,
            id,
        };
        const headers: Record<string, string> = {
            'Content-Type': 'application/json-rpc',
        };
        if (auth === 'header') headers.Authorization = `Bearer ${token}`;
        if (auth === 'field') body.auth = token;

        const controller = new AbortController();
        let timedOut = false;
        const timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
        }, timeoutMs);
        const onAbort = () => controller.abort();
        signal?.addEventListener('abort', onAbort, { once: true });
        let status: number;
        let text: string;
        try {
            if (signal?.aborted) controller.abort();
            const res = await doFetch(url, {
                method: 'POST',
                headers,
                body: JSON.stringify(body),
                signal: controller.signal,
            });
            status = res.status;
            text = await res.text();
        } catch (err) {
            if (timedOut) {
                throw new ZabbixError(
                    'timeout',
                    method,
                    `Zabbix did not answer ${method} within ${timeoutMs} ms`,
                    {},
                    { cause: err }
                );
            }
            // The caller cancelled (e.g. react-query): pass its reason on.
            if (signal?.aborted) throw signal.reason ?? err;
            throw new ZabbixError(
                'network',
                method,
                `Zabbix could not be reached for ${method}`,
                {},
                { cause: err }
            );
        } finally {
            clearTimeout(timer);
            signal?.removeEventListener('abort', onAbort);
        }

        if (status !== 200) {
            throw new ZabbixError(
                'http',
                method,
                `Zabbix answered ${method} with HTTP ${status}`,
                { status }
            );
        }
        let json: RpcResponse;
        try {
            json = JSON.parse(text) as RpcResponse;
        } catch (err) {
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} with something other than JSON`,
                {},
                { cause: err }
            );
        }
        if (typeof json !== 'object' || json === null) {
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} with an unexpected body`
            );
        }
        if (json.error) {
            const { code, message, data } = json.error;
            throw new ZabbixError(
                'rpc',
                method,
                data ? `${message} ${data}` : message,
                { code, data }
            );
        }
        if (!('result' in json) || json.id !== id) {
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} without a matching result`
            );
        }
        return json.result as T;
    }

    // apiinfo.version must go without any token: Zabbix refuses it otherwise.
    const version = (signal?: AbortSignal) =>
        call<string>('apiinfo.version', [], null, signal);

    function resolveMode(signal?: AbortSignal): Promise<'header' | 'field'> {
        if (authMode !== 'auto') return Promise.resolve(authMode);
        if (!resolvedMode) {
            resolvedMode = version(signal).then(
                v => (supportsBearer(v) ? 'header' : 'field'),
                err => {
                    resolvedMode = undefined;
                    throw err;
                }
            );
        }
        return resolvedMode;
    }

    async function authed<T>(
        method: string,
        params: unknown,
        signal?: AbortSignal
    ): Promise<T> {
        return call<T>(method, params, await resolveMode(signal), signal);
    }

    async function getItems(
        itemids: string | string[],
        signal?: AbortSignal
    ): Promise<ZabbixItem[]> {
        const ids = toList(itemids);
        if (ids.length === 0) return [];
        const rows = await authed<Record<string, string>[]>(
            'item.get',
            {
                output: [
                    'itemid',
                    'hostid',
                    'name',
                    'key_',
                    'value_type',
                    'units',
                    'lastvalue',
                    'lastclock',
                    'history',
                    'trends',
                    'delay',
                ],
                itemids: ids,
            },
            signal
        );
        return rows.map(row => {
            const valueType = Number(row.value_type);
            const lastClock = Number(row.lastclock);
            const hasValue = Number.isFinite(lastClock) && lastClock > 0;
            return {
                itemid: String(row.itemid),
                hostid: String(row.hostid),
                name: String(row.name ?? ''),
                key: String(row.key_ ?? ''),
                valueType,
                units: String(row.units ?? ''),
                lastValue: hasValue
                    ? parseValue(row.lastvalue, valueType)
                    : null,
                lastClock: hasValue ? lastClock : null,
                history: row.history,
                trends: row.trends,
                delay: row.delay,
            };
        });
    }

    async function historyOfType(
        ids: string[],
        valueType: number,
        query: ZabbixHistoryQuery,
        limit: number
    ): Promise<ZabbixHistoryPoint[]> {
        const params: Record<string, unknown> = {
            output: 'extend',
            history: valueType,
            itemids: ids,
            sortfield: 'clock',
            sortorder: 'DESC',
            limit,
        };
        if (query.timeFrom !== undefined) {
            params.time_from = toSeconds(query.timeFrom);
        }
        if (query.timeTill !== undefined) {
            params.time_till = toSeconds(query.timeTill);
        }
        const rows = await authed<Record<string, string>[]>(
            'history.get',
            params,
            query.signal
        );
        return rows.map(row => {
            const clock = Number(row.clock);
            const ns = Number(row.ns ?? 0);
            return {
                itemid: String(row.itemid),
                clock,
                ns,
                time: clock * 1000 + Math.floor(ns / 1e6),
                value: parseValue(row.value, valueType),
            };
        });
    }

    async function getHistory(
        query: ZabbixHistoryQuery
    ): Promise<ZabbixHistoryPoint[]> {
        const ids = toList(query.itemids);
        const limit = query.limit ?? ZABBIX_HISTORY_LIMIT;
        if (ids.length === 0) return [];
        if (query.valueType !== undefined) {
            return historyOfType(ids, query.valueType, query, limit);
        }
        // history.get reads one value-type table per call, so items of
        // different types need one call each.
        const items = await getItems(ids, query.signal);
        const byType = new Map<number, string[]>();
        for (const item of items) {
            byType.set(item.valueType, [
                ...(byType.get(item.valueType) ?? []),
                item.itemid,
            ]);
        }
        const parts = await Promise.all(
            [...byType].map(([type, typeIds]) =>
                historyOfType(typeIds, type, query, limit)
            )
        );
        return parts
            .flat()
            .sort((a, b) => b.clock - a.clock || b.ns - a.ns)
            .slice(0, limit);
    }

    /**
     * trend.get (6.0: itemids, time_from, time_till, output, limit). Zabbix
     * answers in storage order without sorting, so the client sorts.
     */
    async function getTrends(
        query: ZabbixTrendQuery
    ): Promise<ZabbixTrendPoint[]> {
        const ids = toList(query.itemids);
        if (ids.length === 0) return [];
        const params: Record<string, unknown> = {
            output: [
                'itemid',
                'clock',
                'num',
                'value_min',
                'value_avg',
                'value_max',
            ],
            itemids: ids,
        };
        if (query.timeFrom !== undefined)
            params.time_from = toSeconds(query.timeFrom);
        if (query.timeTill !== undefined)
            params.time_till = toSeconds(query.timeTill);
        if (query.limit !== undefined) params.limit = query.limit;
        const rows = await authed<Record<string, string>[]>(
            'trend.get',
            params,
            query.signal
        );
        return rows
            .map(row => {
                const clock = Number(row.clock);
                return {
                    itemid: String(row.itemid),
                    clock,
                    time: clock * 1000,
                    num: Number(row.num),
                    min: Number(row.value_min),
                    avg: Number(row.value_avg),
                    max: Number(row.value_max),
                };
            })
            .sort(
                (a, b) => a.clock - b.clock || a.itemid.localeCompare(b.itemid)
            );
    }

    return {
        version,
        authMode: resolveMode,
        getItems,
        getHistory,
        getTrends,
    };
}
