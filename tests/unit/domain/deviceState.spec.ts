import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    DEFAULT_NO_DATA_TIMEOUT_MIN,
    gatewayState,
    noDataTimeoutFor,
    sensorState,
} from '@shared/domain/deviceState';
import { CRITICALITIES } from '@shared/domain/fields';
import { worseOf } from '@shared/domain/overview';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('device state', () => {
    it('a gateway is offline after two silent stats intervals', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 1, max: 3600 }),
                fc.integer({ min: 0, max: 10_000_000 }),
                (interval, silentMs) => {
                    expect(gatewayState(ago(silentMs), interval, NOW)).toBe(
                        silentMs > 2 * interval * 1000 ? 'offline' : 'online'
                    );
                }
            )
        );
        expect(gatewayState(ago(61_000), null, NOW)).toBe('offline');
        expect(gatewayState(ago(59_000), null, NOW)).toBe('online');
        expect(gatewayState(null, 30, NOW)).toBe('never-seen');
    });

    it('a sensor is offline when silent past its type’s timeout, 60 min by default', () => {
        const config = [
            { sensorType: 'level', noDataTimeoutMin: 15 },
            { sensorType: 'flow' },
        ];
        expect(noDataTimeoutFor(config, 'level')).toBe(15);
        expect(noDataTimeoutFor(config, 'flow')).toBe(
            DEFAULT_NO_DATA_TIMEOUT_MIN
        );
        expect(noDataTimeoutFor([], 'rainfall')).toBe(60);
        expect(sensorState(ago(16 * 60_000), 15, NOW)).toBe('offline');
        expect(sensorState(ago(14 * 60_000), 15, NOW)).toBe('online');
        expect(sensorState(undefined, 15, NOW)).toBe('never-seen');
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
