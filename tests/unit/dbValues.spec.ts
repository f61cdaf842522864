/**
 * The timestamp parser both database drivers use (server/src/db/values.ts):
 * its quick path for the UTC text the sessions print gives what reading the
 * text through a Date gives, and the other texts still go through a Date.
 */
import { describe, expect, it } from 'vitest';
import { parseTimestamptz } from '../../server/src/db/values.ts';

const throughDate = (v: string): string => {
    const iso = v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
    const t = Date.parse(iso);
    return Number.isNaN(t) ? v : new Date(t).toISOString();
};

describe('parseTimestamptz', () => {
    it('reads the UTC text as ISO with milliseconds', () => {
        expect(parseTimestamptz('2026-03-01 12:00:00+00')).toBe(
            '2026-03-01T12:00:00.000Z'
        );
        expect(parseTimestamptz('2026-03-01 12:00:00.1+00')).toBe(
            '2026-03-01T12:00:00.100Z'
        );
        expect(parseTimestamptz('2026-03-01 23:59:59.999999+00')).toBe(
            '2026-03-01T23:59:59.999Z'
        );
        expect(parseTimestamptz('2026-03-01 09:00:00-03')).toBe(
            '2026-03-01T12:00:00.000Z'
        );
        expect(parseTimestamptz('2026-03-01 09:00:00+05:30')).toBe(
            '2026-03-01T03:30:00.000Z'
        );
        expect(parseTimestamptz('infinity')).toBe('infinity');
    });

    it('gives what a Date gives, for any instant and fraction', () => {
        for (let i = 0; i < 20_000; i++) {
            const iso = new Date(
                Math.floor(Math.random() * 4_102_444_800_000)
            ).toISOString();
            const micros = String(Math.floor(Math.random() * 1e6))
                .padStart(6, '0')
                .replace(/0+$/, '');
            const text = `${iso.slice(0, 10)} ${iso.slice(11, 19)}${micros ? `.${micros}` : ''}+00`;
            expect(parseTimestamptz(text)).toBe(throughDate(text));
        }
    });
});
