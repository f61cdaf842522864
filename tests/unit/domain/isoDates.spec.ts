import { describe, expect, it } from 'vitest';
import { hasNul, isIsoDate, parseIsoDateTime } from '@shared/domain/isoDates';
import { validateRecord } from '@shared/domain/validate';
import { getResource } from '@shared/declarations';

describe('strict ISO dates (what PostgreSQL stores)', () => {
    it('a date is a day of the calendar, years 1 to 9999', () => {
        for (const ok of [
            '2026-02-28',
            '2024-02-29',
            '0001-01-01',
            '9999-12-31',
        ])
            expect(isIsoDate(ok), ok).toBe(true);
        for (const bad of [
            '2026-02-29',
            '2026-02-31',
            '2026-04-31',
            '2026-13-01',
            '2026-00-10',
            '0000-01-01',
            '1',
            '2026-1-1',
            '2026-01-01T00:00:00Z',
            ' 2026-01-01',
        ])
            expect(isIsoDate(bad), bad).toBe(false);
    });

    it('a date-time has an offset, a real day and a real time', () => {
        expect(parseIsoDateTime('2026-11-20T13:30:00Z')).toBe(
            Date.UTC(2026, 10, 20, 13, 30)
        );
        expect(parseIsoDateTime('2026-11-20T10:30-03:00')).toBe(
            Date.UTC(2026, 10, 20, 13, 30)
        );
        expect(parseIsoDateTime('2026-11-20T13:30:00.123456+00:00')).toBe(
            Date.UTC(2026, 10, 20, 13, 30, 0, 123)
        );
        for (const bad of [
            '2026-02-31T00:00:00Z',
            '0000-01-01T00:00:00Z',
            '2026-11-20T24:00:00Z',
            '2026-11-20T23:60:00Z',
            '2026-11-20T23:59:60Z',
            '2026-11-20T13:30:00',
            '2026-11-20T13:30:00+25:00',
            '2026-11-20',
            '1',
            '',
        ])
            expect(parseIsoDateTime(bad), bad).toBeNull();
    });

    it('the forms refuse what the server refuses: a NUL byte, 31 February', () => {
        expect(hasNul('a\u0000b')).toBe(true);
        const measure = getResource('measure');
        const res = validateRecord(
            measure,
            {
                sensorId: 1,
                value: 1,
                date: '2026-02-31T00:00:00Z',
                note: 'a\u0000',
            },
            { partial: false }
        );
        expect(res.errors).toEqual(
            expect.arrayContaining([
                expect.objectContaining({ field: 'date', rule: 'datetime' }),
                expect.objectContaining({ field: 'note', rule: 'characters' }),
            ])
        );
    });
});
