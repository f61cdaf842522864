/**
 * A sensor's points over a range, the way both the API's proxy and the
 * browser in direct mode read them (docs/zabbix.md, "Whole ranges"): the
 * range plan (rangePlan.ts) picks history or trends, in one step after
 * item.get, so that a chart is never more than two calls in a row:
 *
 * - history alone when the item's interval says the range fits the
 *   budget with room to spare;
 * - history and trends side by side when it may not (no fixed interval,
 *   or close to the budget) and the range spans six hours or more: a full
 *   history answer is replaced by the trends already there, never asked
 *   for after it;
 * - trends from the hour holding the range's start (a trend row is
 *   clocked at its hour's start), beside the newest hours' history:
 *   Zabbix writes an hour's trend only after the hour ends, so those
 *   hours are made from history, as trends would be.
 */
import type { SeriesKind, SeriesPoint } from '../domain/series';
import {
    DEFAULT_HISTORY_DAYS,
    parseZabbixPeriod,
    planRange,
    SERIES_POINT_BUDGET,
    TREND_PERIOD_MS,
} from '../domain/rangePlan';
import type {
    ZabbixClient,
    ZabbixHistoryPoint,
    ZabbixItem,
} from './zabbixClient';

export interface SeriesRead {
    kind: SeriesKind;
    /** Still more values than one answer carries (only history can be). */
    truncated: boolean;
    /** Oldest first. */
    points: SeriesPoint[];
}

type Client = Pick<ZabbixClient, 'getHistory' | 'getTrends'>;
type Item = Pick<ZabbixItem, 'itemid' | 'valueType' | 'history' | 'delay'>;
type Range = { from: number; to: number };

/** Zabbix's value type of unsigned integers (history_uint, trends_uint). */
const VALUE_TYPE_UNSIGNED = 3;

/** Hours whose trend Zabbix may not have written yet: this one and the last. */
const UNWRITTEN_TREND_HOURS = 2;

/** Shorter ranges are not drawn from trends: too few hours. */
const MIN_TRENDS_RANGE_MS = 6 * TREND_PERIOD_MS;

const hourOf = (ms: number) =>
    Math.floor(ms / TREND_PERIOD_MS) * TREND_PERIOD_MS;

const averageOf = (values: number[], valueType: number) => {
    const average = values.reduce((s, v) => s + v, 0) / values.length;
    return valueType === VALUE_TYPE_UNSIGNED ? Math.floor(average) : average;
};

const numbers = (history: ZabbixHistoryPoint[]) =>
    history.filter(
        (p): p is ZabbixHistoryPoint & { value: number } =>
            typeof p.value === 'number' && Number.isFinite(p.value)
    );

/**
 * Values as trends are made: per hour, clocked at its start, min/avg/max;
 * an unsigned item's average whole, as Zabbix's `trends_uint` keeps it.
 */
export const hourlyOf = (
    history: ZabbixHistoryPoint[],
    valueType: number
): Required<SeriesPoint>[] => {
    const hours = new Map<number, number[]>();
    for (const p of numbers(history)) {
        const hour = hourOf(p.time);
        hours.set(hour, [...(hours.get(hour) ?? []), p.value]);
    }
    return [...hours]
        .sort(([a], [b]) => a - b)
        .map(([time, values]) => ({
            time,
            value: averageOf(values, valueType),
            min: Math.min(...values),
            max: Math.max(...values),
        }));
};

async function readTrends(
    client: Client,
    item: Item,
    range: Range,
    now: number,
    signal?: AbortSignal
): Promise<SeriesRead> {
    const from = hourOf(range.from);
    const recentFrom = Math.max(
        from,
        hourOf(now) - (UNWRITTEN_TREND_HOURS - 1) * TREND_PERIOD_MS
    );
    const [trends, recent] = await Promise.all([
        client.getTrends({
            itemids: item.itemid,
            timeFrom: new Date(from),
            timeTill: new Date(range.to),
            signal,
        }),
        range.to >= recentFrom
            ? client
                  .getHistory({
                      itemids: item.itemid,
                      valueType: item.valueType,
                      timeFrom: new Date(recentFrom),
                      timeTill: new Date(range.to),
                      limit: SERIES_POINT_BUDGET,
                      signal,
                  })
                  // Without history (a role that denies history.get) the
                  // trends are still drawn, to their last written hour.
                  .catch(() => [])
            : Promise.resolve([]),
    ]);
    const points: SeriesPoint[] = trends
        .filter(t => Number.isFinite(t.avg))
        .map(t => ({ time: t.time, value: t.avg, min: t.min, max: t.max }));
    const lastTrend = points.at(-1)?.time ?? -Infinity;
    // The newest history answer may stop short of its first hour (it
    // holds the newest values): that hour counts only when it has no
    // trend either.
    const filled = hourlyOf(recent, item.valueType).filter(
        h => h.time > lastTrend
    );
    return { kind: 'trends', truncated: false, points: [...points, ...filled] };
}

const historyRead = (
    history: ZabbixHistoryPoint[],
    truncated: boolean
): SeriesRead => ({
    kind: 'history',
    truncated,
    points: numbers(history)
        .map(p => ({ time: p.time, value: p.value }))
        .reverse(),
});

export async function readSeriesPoints(
    client: Client,
    item: Item,
    range: Range,
    options: { now?: number; signal?: AbortSignal } = {}
): Promise<SeriesRead> {
    const { now = Date.now(), signal } = options;
    const numeric =
        item.valueType === 0 || item.valueType === VALUE_TYPE_UNSIGNED;
    const intervalSeconds = parseZabbixPeriod(item.delay);
    const plan = planRange({
        ...range,
        now,
        historySeconds:
            parseZabbixPeriod(item.history) ?? DEFAULT_HISTORY_DAYS * 86400,
        intervalSeconds,
    });
    if (numeric && plan.kind === 'trends')
        return readTrends(client, item, range, now, signal);
    const history = client.getHistory({
        itemids: item.itemid,
        valueType: item.valueType,
        timeFrom: new Date(range.from),
        timeTill: new Date(range.to),
        limit: SERIES_POINT_BUDGET,
        signal,
    });
    // Sure to fit: a fixed interval and at most half the budget (values
    // sent between polls, flexible intervals). Otherwise trends go beside,
    // when the range holds enough hours to draw (a shorter one keeps its
    // newest values, said truncated).
    const sure =
        !numeric ||
        range.to - range.from < MIN_TRENDS_RANGE_MS ||
        (!!intervalSeconds &&
            (range.to - range.from) / 1000 / intervalSeconds <=
                SERIES_POINT_BUDGET / 2);
    const trends = sure
        ? undefined
        : readTrends(client, item, range, now, signal);
    // Read either way, so a refusal of one is not left unhandled.
    trends?.catch(() => undefined);
    const values = await history;
    const full = values.length >= SERIES_POINT_BUDGET;
    if (!full || !trends) return historyRead(values, full);
    return trends;
}
