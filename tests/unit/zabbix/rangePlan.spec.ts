import { describe, expect, it } from 'vitest';
import {
    MAX_RANGE_DAYS,
    parseZabbixPeriod,
    planRange,
    rangeProblem,
    SERIES_POINT_BUDGET,
} from '@shared/domain/rangePlan';

const DAY = 86_400_000;
const now = Date.parse('2026-11-25T12:00:00Z');
const week = 7 * 86400;

describe('parseZabbixPeriod', () => {
    it('reads Zabbix periods in seconds, and null for macros', () => {
        expect(parseZabbixPeriod('90d')).toBe(90 * 86400);
        expect(parseZabbixPeriod('1w')).toBe(week);
        expect(parseZabbixPeriod('3600')).toBe(3600);
        expect(parseZabbixPeriod('5m')).toBe(300);
        expect(parseZabbixPeriod('1h')).toBe(3600);
        expect(parseZabbixPeriod('0')).toBe(0);
        expect(parseZabbixPeriod('1m;wd1-5,9-18')).toBe(60);
        expect(parseZabbixPeriod('{$HISTORY}')).toBeNull();
        expect(parseZabbixPeriod(undefined)).toBeNull();
    });
});

describe('planRange', () => {
    const plan = (days: number, extra: object = {}) =>
        planRange({
            from: now - days * DAY,
            to: now,
            now,
            historySeconds: week,
            ...extra,
        });

    it('draws a range inside history from history', () => {
        expect(plan(1)).toEqual({ kind: 'history', reason: 'fits' });
        expect(plan(7)).toEqual({ kind: 'history', reason: 'fits' });
    });

    it('switches to trends once the range starts before history’s oldest value', () => {
        expect(plan(7.01)).toEqual({
            kind: 'trends',
            reason: 'olderThanHistory',
        });
        expect(plan(30).kind).toBe('trends');
        // An old day, short as it is, exists only in trends.
        expect(
            planRange({
                from: now - 40 * DAY,
                to: now - 39 * DAY,
                now,
                historySeconds: week,
            }).kind
        ).toBe('trends');
        // An item keeping no history ("0") is always read from trends.
        expect(plan(1, { historySeconds: 0 }).kind).toBe('trends');
    });

    it('switches to trends past the point budget when the item’s interval says so', () => {
        // One value a minute: 1000 values are 16.7 hours.
        expect(plan(0.5, { intervalSeconds: 60 }).kind).toBe('history');
        expect(plan(1, { intervalSeconds: 60 })).toEqual({
            kind: 'trends',
            reason: 'overBudget',
        });
        // Every five minutes: 3 days fit (864 values), 4 do not (1152).
        expect(plan(3, { intervalSeconds: 300 }).kind).toBe('history');
        expect(plan(4, { intervalSeconds: 300 }).kind).toBe('trends');
        expect(plan(4, { intervalSeconds: 300, budget: 2000 }).kind).toBe(
            'history'
        );
        // No interval (trapper items): history is tried, and a full answer reads trends.
        expect(plan(4, { intervalSeconds: 0 }).kind).toBe('history');
        expect(SERIES_POINT_BUDGET).toBe(1000);
    });
});

describe('rangeProblem', () => {
    it('accepts any range within the trends’ retention and the longest span', () => {
        expect(rangeProblem({ from: now - 30 * DAY, to: now, now })).toBeNull();
        expect(
            rangeProblem({ from: now - 300 * DAY, to: now, now })
        ).toBeNull();
        expect(
            rangeProblem({ from: now - 364 * DAY, to: now - 363 * DAY, now })
        ).toBeNull();
    });

    it('accepts a year picked to the minute, a few seconds after its edge was computed', () => {
        const at = Date.UTC(2026, 10, 27, 14, 37, 42);
        const picked = Math.floor((at - 365 * DAY) / 60_000) * 60_000;
        expect(
            rangeProblem({ from: picked, to: at, now: at + 5_000 })
        ).toBeNull();
        // An hour before the oldest hour kept is older than the trends.
        expect(
            rangeProblem({ from: picked - 3_600_000, to: at, now: at })
        ).toBe('beyondRetention');
    });

    it('names what is wrong: order, span, retention', () => {
        expect(rangeProblem({ from: now, to: now, now })).toBe('order');
        expect(rangeProblem({ from: now, to: now - DAY, now })).toBe('order');
        expect(
            rangeProblem({
                from: now - (MAX_RANGE_DAYS + 1) * DAY,
                to: now,
                now,
            })
        ).toBe('tooLong');
        expect(
            rangeProblem({ from: now - 400 * DAY, to: now - 390 * DAY, now })
        ).toBe('beyondRetention');
        expect(
            rangeProblem({
                from: now - 40 * DAY,
                to: now,
                now,
                trendsDays: 30,
            })
        ).toBe('beyondRetention');
    });
});
