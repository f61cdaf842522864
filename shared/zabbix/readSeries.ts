/**
 * A sensor's points over a range, the way both the API's proxy and the
 * browser in direct mode read them: the range plan (rangePlan.ts) picks
 * history or trends, and a history answer that fills the whole budget is
 * read again from trends so that the whole range is drawn, never only its
 * newest part.
 */
import type { SeriesKind, SeriesPoint } from '../domain/series';
import {
    DEFAULT_HISTORY_DAYS,
    parseZabbixPeriod,
    planRange,
    SERIES_POINT_BUDGET,
} from '../domain/rangePlan';
import type { ZabbixClient, ZabbixItem } from './zabbixClient';

export interface SeriesRead {
    kind: SeriesKind;
    /** Still more values than one answer carries (only history can be). */
    truncated: boolean;
    /** Oldest first. */
    points: SeriesPoint[];
}

export async function readSeriesPoints(
    client: Pick<ZabbixClient, 'getHistory' | 'getTrends'>,
    item: Pick<ZabbixItem, 'itemid' | 'valueType' | 'history' | 'delay'>,
    range: { from: number; to: number },
    options: { now?: number; signal?: AbortSignal } = {}
): Promise<SeriesRead> {
    const { now = Date.now(), signal } = options;
    const numeric = item.valueType === 0 || item.valueType === 3;
    const plan = planRange({
        ...range,
        now,
        historySeconds:
            parseZabbixPeriod(item.history) ?? DEFAULT_HISTORY_DAYS * 86400,
        intervalSeconds: parseZabbixPeriod(item.delay),
    });
    if (plan.kind === 'history' || !numeric) {
        const history = await client.getHistory({
            itemids: item.itemid,
            valueType: item.valueType,
            timeFrom: new Date(range.from),
            timeTill: new Date(range.to),
            limit: SERIES_POINT_BUDGET,
            signal,
        });
        const full = history.length >= SERIES_POINT_BUDGET;
        if (!full || !numeric)
            return {
                kind: 'history',
                truncated: full,
                points: history
                    .filter(
                        p =>
                            typeof p.value === 'number' &&
                            Number.isFinite(p.value)
                    )
                    .map(p => ({ time: p.time, value: p.value as number }))
                    .reverse(),
            };
    }
    const trends = await client.getTrends({
        itemids: item.itemid,
        timeFrom: new Date(range.from),
        timeTill: new Date(range.to),
        signal,
    });
    return {
        kind: 'trends',
        truncated: false,
        points: trends
            .filter(t => Number.isFinite(t.avg))
            .map(t => ({ time: t.time, value: t.avg, min: t.min, max: t.max })),
    };
}
