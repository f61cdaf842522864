/**
 * Which of Zabbix's two stores draws a time range (docs/zabbix.md, "Whole
 * ranges"), as Grafana's Zabbix data source decides it: every value
 * (`history.get`) while the range is young enough to be in history and
 * small enough for one answer, hourly min/avg/max (`trend.get`) otherwise.
 * Pure: the same inputs always give the same plan.
 */

const DAY_MS = 86_400_000;

/**
 * The most history values one chart asks for: spec §7's `history.get`
 * limit. A range expected to hold more is drawn from trends; a range that
 * turns out to hold more (an item without a fixed interval) is read again
 * from trends (`SERIES_POINT_BUDGET` rows back means "truncated").
 */
export const SERIES_POINT_BUDGET = 1000;
/** Longest range one chart may ask for (a year and a day: a leap year's whole year). */
export const MAX_RANGE_DAYS = 366;
/**
 * How far back trends reach when Zabbix does not say (an item's `trends`
 * is a macro): Zabbix's default, 365 days. The range picker refuses older
 * ranges before asking.
 */
export const DEFAULT_TRENDS_DAYS = 365;
/** History kept when an item's `history` is a macro: the demo's week, the shorter of the usual settings. */
export const DEFAULT_HISTORY_DAYS = 7;
export const TREND_PERIOD_MS = 3_600_000;

export type SeriesKind = 'history' | 'trends';

/**
 * A Zabbix time period in seconds ("90d", "1w", "3600", "1h", "0"), or
 * null when it cannot be read here (a user macro such as `{$HISTORY}`).
 * Flexible intervals ("1m;wd1-5,9-18") count by their first part.
 */
export function parseZabbixPeriod(raw: unknown): number | null {
    const text = String(raw ?? '')
        .split(';')[0]!
        .trim();
    const m = /^(\d+)([smhdw]?)$/.exec(text);
    if (!m) return null;
    const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400, w: 604800 }[
        m[2] as '' | 's' | 'm' | 'h' | 'd' | 'w'
    ];
    return Number(m[1]) * unit;
}

export interface RangePlanInput {
    /** Milliseconds since the epoch. */
    from: number;
    to: number;
    now: number;
    /** How long the item's history is kept, in seconds (item.get `history`). */
    historySeconds: number;
    /** The item's update interval in seconds, or null/0 when it has none (trapper items). */
    intervalSeconds?: number | null;
    budget?: number;
}

export interface RangePlan {
    kind: SeriesKind;
    /** Why trends: the range starts before history's oldest value, or holds more than the budget. */
    reason: 'fits' | 'olderThanHistory' | 'overBudget';
}

/** History when the whole range is still in history and fits the budget; trends otherwise. */
export function planRange({
    from,
    now,
    to,
    historySeconds,
    intervalSeconds,
    budget = SERIES_POINT_BUDGET,
}: RangePlanInput): RangePlan {
    if (from < now - historySeconds * 1000)
        return { kind: 'trends', reason: 'olderThanHistory' };
    if (intervalSeconds && (to - from) / 1000 / intervalSeconds > budget)
        return { kind: 'trends', reason: 'overBudget' };
    return { kind: 'history', reason: 'fits' };
}

export type RangeProblem = 'order' | 'tooLong' | 'beyondRetention';

/**
 * What is wrong with a range before it is asked for, or null: it must
 * end after it starts, span at most `maxDays`, and start within the
 * trends' retention, counted in whole hours (nothing older exists
 * anywhere).
 */
export function rangeProblem({
    from,
    to,
    now,
    trendsDays = DEFAULT_TRENDS_DAYS,
    maxDays = MAX_RANGE_DAYS,
}: {
    from: number;
    to: number;
    now: number;
    trendsDays?: number;
    maxDays?: number;
}): RangeProblem | null {
    if (!(from < to)) return 'order';
    if (to - from > maxDays * DAY_MS) return 'tooLong';
    // Trends are kept by the hour: a range picked to the minute at the
    // edge ("365 days ago") starts within the oldest hour kept.
    const oldestHour =
        Math.floor(now / TREND_PERIOD_MS) * TREND_PERIOD_MS -
        trendsDays * DAY_MS;
    if (from < oldestHour) return 'beyondRetention';
    return null;
}
