/**
 * The charts' series source in `direct` mode (the browser calls Zabbix
 * itself) against simulators of Zabbix 6.0, 6.4, 7.0 and 7.2 over real
 * HTTP: the same series in every version, whichever way the token travels,
 * and a refused token named as such whatever the version's wording.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    createSeriesSource,
    SeriesError,
} from '../../src/providers/monitoring/series.ts';
import {
    NO_HISTORY_TOKEN,
    NO_RIGHTS_TOKEN,
    startSimulator,
    ZABBIX_TOKEN,
    type Simulator,
} from './helpers/zabbix.ts';

const VERSIONS = ['6.0.0', '6.4.0', '7.0.0', '7.2.0'] as const;
const HOUR = 3_600_000;

// Direct mode never calls the API: any call is a mistake.
const noApi = (() => {
    throw new Error('direct mode called the API');
}) as never;

const sims: Partial<Record<(typeof VERSIONS)[number], Simulator>> = {};
beforeAll(async () => {
    for (const v of VERSIONS) sims[v] = await startSimulator(v);
});
afterAll(async () => {
    await Promise.all(Object.values(sims).map(s => s?.close()));
});

const source = (v: (typeof VERSIONS)[number], token = ZABBIX_TOKEN) =>
    createSeriesSource(
        { mode: 'direct', url: sims[v]!.url, token, authMode: 'auto' },
        noApi
    );

describe('direct series source by Zabbix version', () => {
    it.each(VERSIONS)(
        '%s: the last 6 h of an item, oldest first, as numbers',
        async v => {
            const to = Date.now();
            const from = to - 6 * HOUR;
            const series = await source(v)(
                { id: 1, zabbixItemId: '10001', unit: 'm' },
                { from, to }
            );
            expect(series.itemId).toBe('10001');
            expect(series.points.length).toBeGreaterThan(10);
            const times = series.points.map(p => p.time);
            expect(times).toEqual([...times].sort((a, b) => a - b));
            expect(times[0]!).toBeGreaterThanOrEqual(from - 1000);
            // Zabbix's time_till is a whole second, inclusive: a sample of
            // `to`'s own second may come after its milliseconds.
            expect(times.at(-1)!).toBeLessThan(
                Math.floor(to / 1000) * 1000 + 1000
            );
            expect(series.points.every(p => Number.isFinite(p.value))).toBe(
                true
            );
        }
    );

    it('answers the same points in every version', async () => {
        const to = Math.floor(Date.now() / 300_000) * 300_000;
        const range = { from: to - 2 * HOUR, to };
        const all = await Promise.all(
            VERSIONS.map(v =>
                source(v)({ id: 1, zabbixItemId: '10002' }, range)
            )
        );
        for (const s of all.slice(1)) expect(s.points).toEqual(all[0]!.points);
    });

    it.each(VERSIONS)('%s: a token Zabbix refuses is "refused"', async v => {
        const err = await source(v, 'not-the-token')(
            { id: 1, zabbixItemId: '10001' },
            { from: Date.now() - HOUR, to: Date.now() }
        ).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(SeriesError);
        expect((err as SeriesError).failure).toBe('refused');
    });

    it('an item Zabbix does not return is "missingItem" (not "this sensor has no item"); a sensor without one has no points', async () => {
        const err = await source('7.0.0')(
            { id: 1, zabbixItemId: '99999999' },
            { from: Date.now() - HOUR, to: Date.now() }
        ).catch((e: unknown) => e);
        expect((err as SeriesError).failure).toBe('missingItem');
        expect((err as SeriesError).params).toEqual({ item: '99999999' });
        const none = await source('7.0.0')(
            { id: 1, zabbixItemId: null },
            { from: Date.now() - HOUR, to: Date.now() }
        );
        expect(none.points).toEqual([]);
    });

    it.each(VERSIONS)(
        '%s: 30 days come whole from hourly trends, the same as the proxy would read',
        async v => {
            const to = Date.now();
            const from = to - 30 * 24 * HOUR;
            const series = await source(v)(
                { id: 1, zabbixItemId: '10008' },
                { from, to }
            );
            expect(series.kind).toBe('trends');
            expect(series.points.length).toBeGreaterThan(30 * 24 - 3);
            expect(series.points[0]!.time - from).toBeLessThanOrEqual(HOUR);
            expect(to - series.points.at(-1)!.time).toBeLessThanOrEqual(
                2 * HOUR
            );
            // 10008 is an unsigned item: its trends' averages are integers.
            expect(series.points.every(p => Number.isInteger(p.value))).toBe(
                true
            );
        }
    );

    it('a token without rights on the host reads no item, as the real server answers []', async () => {
        const err = await source('6.0.0', NO_RIGHTS_TOKEN)(
            { id: 1, zabbixItemId: '10001' },
            { from: Date.now() - HOUR, to: Date.now() }
        ).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(SeriesError);
        expect((err as SeriesError).failure).not.toBe('refused');
    });

    it('a role that may not call history.get fails the history, and still draws trends', async () => {
        const read = source('6.0.0', NO_HISTORY_TOKEN);
        const err = await read(
            { id: 1, zabbixItemId: '10001' },
            { from: Date.now() - HOUR, to: Date.now() }
        ).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(SeriesError);
        const cause = (err as SeriesError).cause as {
            code?: number;
            data?: string;
        };
        expect(cause).toMatchObject({
            code: -32602,
            data: 'No permissions to call "history.get".',
        });
        const month = await read(
            { id: 1, zabbixItemId: '10001' },
            { from: Date.now() - 30 * 24 * HOUR, to: Date.now() }
        );
        expect(month.kind).toBe('trends');
        expect(month.points.length).toBeGreaterThan(700);
    });
});
