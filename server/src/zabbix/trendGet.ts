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
    countSamples,
    SAMPLE_PERIOD,
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
import { MAX_TREND_SAMPLES, type RpcBudget } from './budget.ts';
import { pacer } from './pace.ts';

const FIELDS = [
    'itemid',
    'clock',
    'num',
    'value_min',
    'value_avg',
    'value_max',
] as const;

/**
 * At most this many hours read by one request without a `limit`: every
 * item's year is 8.7 million hours. Past it: the application error
 * history.get gives.
 */
export const MAX_SCANNED_TRENDS = 100_000;

const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

/** Samples one hour can hold (the work of making its trend). */
const SAMPLES_PER_HOUR = Math.ceil(TREND_PERIOD / SAMPLE_PERIOD) + 1;

/**
 * Whether every hour holds a sample whatever the gaps: three slots or
 * more in each, and no two missing slots in a row but at a block's edge.
 */
const EVERY_HOUR_HAS_SAMPLES = TREND_PERIOD >= 4 * SAMPLE_PERIOD;

export async function trendGet(
    raw: unknown,
    user: ZabbixUser,
    retention: Retention,
    now: number,
    budget?: RpcBudget
): Promise<Record<string, string>[] | string> {
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
    const pace = pacer();
    const hasSamples = (item: CatalogItem, clock: number) =>
        countSamples(item.itemid, clock, clock + TREND_PERIOD - 1) > 0;

    if (countOutput) {
        // Counted, not made: an hour has a trend when it has a sample.
        if (EVERY_HOUR_HAS_SAMPLES) return String(hours * items.length);
        if (hours * items.length > MAX_SCANNED_TRENDS)
            throw tooManyTrends(hours * items.length, MAX_SCANNED_TRENDS);
        let count = 0;
        for (const item of items)
            for (let clock = first; clock <= last; clock += TREND_PERIOD) {
                if (hasSamples(item, clock)) count++;
                await pace.step();
            }
        return String(count);
    }
    const bounded = limit !== null && limit > 0;
    if (!bounded && hours * items.length > MAX_SCANNED_TRENDS)
        throw tooManyTrends(hours * items.length, MAX_SCANNED_TRENDS);
    // At most this many rows: an hour without samples only makes fewer.
    const answered = Math.min(hours * items.length, bounded ? limit : Infinity);
    if (answered * SAMPLES_PER_HOUR > MAX_TREND_SAMPLES)
        throw tooManyTrends(
            answered,
            Math.floor(MAX_TREND_SAMPLES / SAMPLES_PER_HOUR)
        );
    if (budget) {
        if (answered > budget.rows) throw tooManyTrends(answered, budget.rows);
        budget.rows -= answered;
    }
    const rows: Record<string, string>[] = [];
    outer: for (const item of items) {
        for (let clock = first; clock <= last; clock += TREND_PERIOD) {
            if (rows.length >= answered) break outer;
            const trend = trendOf(item, clock);
            await pace.step(SAMPLES_PER_HOUR);
            if (trend) rows.push(outputRow(item, trend, fields));
        }
    }
    return rows;
}

const tooManyTrends = (n: number, max: number) =>
    new RpcError(
        'application',
        `Too many trend values to read (${n}, at most ${max}): narrow "time_from"/"time_till" or "itemids", or set "limit".`
    );

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
