import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    DEFAULT_NO_DATA_TIMEOUT_MIN,
    deviceState,
    gatewayTimeoutFor,
    noDataTimeoutFor,
    offlineAfterMin,
} from '@shared/domain/deviceState';
import { CRITICALITIES } from '@shared/domain/fields';
import { worseOf } from '@shared/domain/overview';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('device state', () => {
    it('one rule for every device: offline past its timeout and the margin, never before', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 1, max: 10_080 }),
                fc.integer({ min: 0, max: 1_000_000_000 }),
                (timeoutMin, silentMs) => {
                    const margin = timeoutMin / 10;
                    expect(deviceState(ago(silentMs), timeoutMin, NOW)).toBe(
                        silentMs > (timeoutMin + margin) * 60_000
                            ? 'offline'
                            : 'online'
                    );
                }
            )
        );
        // A sensor reporting every 15 minutes, a little late, stays online.
        expect(deviceState(ago(15.5 * 60_000), 15, NOW)).toBe('online');
        expect(deviceState(ago(16.6 * 60_000), 15, NOW)).toBe('offline');
        expect(deviceState(undefined, 15, NOW)).toBe('never-seen');
        expect(offlineAfterMin(60)).toBe(66);
    });

    it('a sensor’s timeout is its type’s, 60 min by default', () => {
        const config = [
            { sensorType: 'level', noDataTimeoutMin: 15 },
            { sensorType: 'flow' },
        ];
        expect(noDataTimeoutFor(config, 'level')).toBe(15);
        expect(noDataTimeoutFor(config, 'flow')).toBe(
            DEFAULT_NO_DATA_TIMEOUT_MIN
        );
        expect(noDataTimeoutFor([], 'rainfall')).toBe(60);
    });

    it('a gateway’s is the plant’s longest, never under the default: it is heard through its sensors', () => {
        expect(gatewayTimeoutFor([])).toBe(60);
        expect(
            gatewayTimeoutFor([
                { noDataTimeoutMin: 15 },
                { noDataTimeoutMin: 240 },
                {},
            ])
        ).toBe(240);
        expect(gatewayTimeoutFor([{ noDataTimeoutMin: 15 }])).toBe(60);
        // A gateway whose sensors report every 5 minutes is not offline a
        // minute after the last one, as two 30 s stats intervals made it.
        expect(deviceState(ago(4 * 60_000), gatewayTimeoutFor([]), NOW)).toBe(
            'online'
        );
    });

    it('the worse of two criticalities, none counting as no reading', () => {
        const level = fc.constantFrom(null, ...CRITICALITIES);
        fc.assert(
            fc.property(level, level, (a, b) => {
                const w = worseOf(a, b);
                expect(worseOf(b, a)).toBe(w);
                const rank = (c: typeof a) =>
                    c === null ? -1 : CRITICALITIES.indexOf(c);
                expect(rank(w)).toBe(Math.max(rank(a), rank(b)));
            })
        );
    });
});
