/**
 * trend.get as Zabbix 6.0 answers it (ui/include/classes/api/services/
 * CTrend.php): `itemids`, `time_from`, `time_till` (inclusive, on the
 * hour's clock), `output` (`"extend"` or a list), `countOutput`, `limit`.
 * Only numeric items have trends (float in `trends`, unsigned in
 * `trends_uint`), and only items the user may read (CTrend asks item.get
 * first). Rows are `itemid`, `clock` (the hour), `num`, `value_min`,
 * `value_avg`, `value_max`, all strings, in storage order (item, then
 * clock); CTrend sends no ORDER BY, so clients should sort. 6.0 does not
 * validate the other members: unknown ones and unknown output fields are
 * ignored, as there.
 */
import {
    allCatalogItems,
    catalogItem,
    firstTrendClock,
    formatValue,
    lastTrendClock,
    trendOf,
    TREND_PERIOD,
    VALUE_TYPE_FLOAT,
    VALUE_TYPE_UNSIGNED,
    type CatalogItem,
    type Retention,
    type TrendRow,
} from './catalog.ts';
import { RpcError } from './errors.ts';
import { readFlag, readIds, readInt } from './params.ts';
import { canSeeHost, type ZabbixUser } from './users.ts';

const FIELDS = [
    'itemid',
    'clock',
    'num',
    'value_min',
    'value_avg',
    'value_max',
] as const;

/**
 * At most this many hours read by one request without a `limit` (the
 * simulator computes each hour from its samples): every item's year is
 * 8.7 million hours. Past it: the application error history.get gives.
 */
export const MAX_SCANNED_TRENDS = 100_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

export function trendGet(
    raw: unknown,
    user: ZabbixUser,
    retention: Retention,
    now: number
): Record<string, string>[] | string {
    const p = isObject(raw) ? raw : {};
    const itemids = readIds(p.itemids, '/itemids');
    const timeFrom = readInt(p.time_from, '/time_from');
    const timeTill = readInt(p.time_till, '/time_till');
    const countOutput = readFlag(p.countOutput, '/countOutput');
    const limit = readInt(p.limit, '/limit', { min: 0, max: 2147483647 });
    const output =
        p.output === undefined || p.output === 'extend'
            ? FIELDS
            : Array.isArray(p.output)
              ? FIELDS.filter(f => (p.output as unknown[]).includes(f))
              : [];
    // An empty or string output other than "extend": itemid only.
    const fields = output.length > 0 ? output : (['itemid'] as const);

    if (itemids !== null && itemids.length === 0) return countOutput ? '0' : [];
    const items = (
        itemids
            ? [...new Set(itemids)]
                  .map(id => catalogItem(Number(id)))
                  .filter((i): i is CatalogItem => i !== undefined)
            : allCatalogItems()
    )
        .filter(
            i =>
                (i.valueType === VALUE_TYPE_FLOAT ||
                    i.valueType === VALUE_TYPE_UNSIGNED) &&
                canSeeHost(user, i.hostid)
        )
        // trends first, then trends_uint, each in its primary key order.
        .sort((a, b) => a.valueType - b.valueType || a.itemid - b.itemid);

    const first = Math.max(
        firstTrendClock(now, retention),
        timeFrom === null
            ? -Infinity
            : Math.ceil(timeFrom / TREND_PERIOD) * TREND_PERIOD
    );
    const last = Math.min(
        lastTrendClock(now),
        timeTill === null
            ? Infinity
            : Math.floor(timeTill / TREND_PERIOD) * TREND_PERIOD
    );
    const hours = Math.max(0, Math.floor((last - first) / TREND_PERIOD) + 1);
    const bounded = limit !== null && limit > 0 && !countOutput;
    if (!bounded && hours * items.length > MAX_SCANNED_TRENDS) {
        throw new RpcError(
            'application',
            `Too many trend values to read (${hours * items.length}, at most ${MAX_SCANNED_TRENDS}): narrow "time_from"/"time_till" or "itemids", or set "limit".`
        );
    }
    let count = 0;
    const rows: Record<string, string>[] = [];
    outer: for (const item of items) {
        for (let clock = first; clock <= last; clock += TREND_PERIOD) {
            if (bounded && rows.length >= (limit as number)) break outer;
            const trend = trendOf(item, clock);
            if (!trend) continue;
            count++;
            if (!countOutput) rows.push(outputRow(item, trend, fields));
        }
    }
    return countOutput ? String(count) : rows;
}

function outputRow(
    item: CatalogItem,
    t: TrendRow,
    fields: readonly string[]
): Record<string, string> {
    const all: Record<(typeof FIELDS)[number], string> = {
        itemid: String(item.itemid),
        clock: String(t.clock),
        num: String(t.num),
        value_min: formatValue(item, t.min),
        value_avg: formatValue(item, t.avg),
        value_max: formatValue(item, t.max),
    };
    const out: Record<string, string> = {};
    for (const f of fields) out[f] = all[f as keyof typeof all];
    return out;
}
