/**
 * Browser client for Zabbix's JSON-RPC API (docs/zabbix.md). It talks to a
 * real Zabbix or to the embedded simulator the same way: the token in the
 * `Authorization: Bearer` header (6.4+) or in the request's `auth` member
 * (before 7.2), chosen from the version in `auto` mode, and the reads the
 * charts and the poll need (item.get, history.get, trend.get). One call's
 * transport is rpcCall.ts; Zabbix's rows become values in zabbixRows.ts.
 */
import { createRpcCall, untilAborted } from './rpcCall';
import { isZabbixAuthError, ZabbixError } from './zabbixError';
import {
    historyPointFromRow,
    ITEM_OUTPUT,
    itemFromRow,
    timeBounds,
    toList,
    TREND_OUTPUT,
    trendPointFromRow,
} from './zabbixRows';
import {
    ZABBIX_HISTORY_LIMIT,
    ZABBIX_TIMEOUT_MS,
    type ZabbixClient,
    type ZabbixClientOptions,
    type ZabbixHistoryPoint,
    type ZabbixHistoryQuery,
    type ZabbixItem,
    type ZabbixTrendPoint,
    type ZabbixTrendQuery,
} from './zabbixTypes';

// Its importers see one module: the client and what it takes and answers.
export * from './zabbixTypes';

/** True for versions that read `Authorization: Bearer` (6.4 and later). */
export function supportsBearer(version: string): boolean {
    const m = /^(\d+)\.(\d+)/.exec(version);
    if (!m) return false;
    const major = Number(m[1]);
    const minor = Number(m[2]);
    return major > 6 || (major === 6 && minor >= 4);
}

/**
 * A get method's result as rows: a list of objects, or a `protocol`
 * failure that says so (a 502 with a sentence, never a crash on it).
 */
export function rowsOf(
    method: string,
    result: unknown
): Record<string, string>[] {
    if (!Array.isArray(result))
        throw new ZabbixError(
            'protocol',
            method,
            `Zabbix answered ${method} with a result that is not a list`
        );
    for (const row of result)
        if (typeof row !== 'object' || row === null || Array.isArray(row))
            throw new ZabbixError(
                'protocol',
                method,
                `Zabbix answered ${method} with a row that is not an object`
            );
    return result as Record<string, string>[];
}

export function createZabbixClient(options: ZabbixClientOptions): ZabbixClient {
    const {
        url,
        token,
        authMode = 'auto',
        timeoutMs = ZABBIX_TIMEOUT_MS,
    } = options;
    const call = createRpcCall({
        url,
        token,
        timeoutMs,
        // Calling an unbound window.fetch throws "Illegal invocation".
        fetch:
            options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    });
    let resolvedMode: Promise<'header' | 'field'> | undefined;

    // apiinfo.version must go without any token: Zabbix refuses it otherwise.
    const version = async (signal?: AbortSignal) => {
        const found = await call<unknown>('apiinfo.version', [], null, signal);
        if (typeof found !== 'string')
            throw new ZabbixError(
                'protocol',
                'apiinfo.version',
                'Zabbix answered apiinfo.version with something other than a version'
            );
        return found;
    };

    function resolveMode(signal?: AbortSignal): Promise<'header' | 'field'> {
        if (authMode !== 'auto') return Promise.resolve(authMode);
        // Not bound to one caller's signal: requests share the check, and
        // each waits for it only within its own deadline.
        resolvedMode ??= version().then(
            v => (supportsBearer(v) ? 'header' : 'field'),
            err => {
                resolvedMode = undefined;
                throw err;
            }
        );
        return untilAborted(resolvedMode, 'apiinfo.version', signal);
    }

    async function authed<T>(
        method: string,
        params: unknown,
        signal?: AbortSignal
    ): Promise<T> {
        const mode = await resolveMode(signal);
        try {
            return await call<T>(method, params, mode, signal);
        } catch (err) {
            throw await explainRefusal(err, mode, signal);
        }
    }

    /**
     * Zabbix before 6.4 ignores the Authorization header and answers "Not
     * authorised.": with `authMode: 'header'` set by hand, that is the
     * version's doing, not the token's, and the error says so.
     */
    async function explainRefusal(
        err: unknown,
        mode: 'header' | 'field',
        signal?: AbortSignal
    ): Promise<unknown> {
        if (
            mode !== 'header' ||
            authMode !== 'header' ||
            !isZabbixAuthError(err)
        )
            return err;
        let found: string;
        try {
            found = await version(signal);
        } catch {
            return err;
        }
        if (supportsBearer(found)) return err;
        const refusal = err as ZabbixError;
        return new ZabbixError(
            'authMode',
            refusal.method,
            `Zabbix ${found} ignores the Authorization header (read from 6.4 on): use authMode "field" or "auto"`,
            { code: refusal.code, data: refusal.data, version: found },
            { cause: err }
        );
    }

    async function getItems(
        itemids: string | string[],
        signal?: AbortSignal
    ): Promise<ZabbixItem[]> {
        const ids = toList(itemids);
        if (ids.length === 0) return [];
        const rows = await authed<unknown>(
            'item.get',
            { output: ITEM_OUTPUT, itemids: ids },
            signal
        );
        return rowsOf('item.get', rows).map(itemFromRow);
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
            ...timeBounds(query),
        };
        const rows = await authed<unknown>('history.get', params, query.signal);
        return rowsOf('history.get', rows).map(row =>
            historyPointFromRow(row, valueType)
        );
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
            output: TREND_OUTPUT,
            itemids: ids,
            ...timeBounds(query),
        };
        if (query.limit !== undefined) params.limit = query.limit;
        const rows = await authed<unknown>('trend.get', params, query.signal);
        return rowsOf('trend.get', rows)
            .map(trendPointFromRow)
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
