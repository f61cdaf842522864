import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    dateOrderOf,
    dateTimeFormats,
    displayDate,
    displayDateTime,
    instantOf,
    storeDate,
    storeDateTime,
    wallClockOf,
    zoneOffsetMinutes,
} from '@shared/domain/dateTime';

const SP = 'America/Sao_Paulo';
const NY = 'America/New_York';

describe('the company clock', () => {
    it('reads São Paulo at UTC−3 and Manaus at UTC−4', () => {
        const t = Date.parse('2026-11-20T13:30:00Z');
        expect(zoneOffsetMinutes(t, SP)).toBe(-180);
        expect(zoneOffsetMinutes(t, 'America/Manaus')).toBe(-240);
        expect(wallClockOf(t, SP)).toEqual({
            year: 2026,
            month: 11,
            day: 20,
            hour: 10,
            minute: 30,
        });
    });

    it('10:30 in São Paulo is 13:30 UTC, whatever zone the machine is in', () => {
        const wall = { year: 2026, month: 11, day: 20, hour: 10, minute: 30 };
        expect(new Date(instantOf(wall, SP)).toISOString()).toBe(
            '2026-11-20T13:30:00.000Z'
        );
    });

    it('reads old São Paulo summer time (2018) with its own offset', () => {
        const wall = { year: 2018, month: 12, day: 1, hour: 10, minute: 0 };
        expect(new Date(instantOf(wall, SP)).toISOString()).toBe(
            '2018-12-01T12:00:00.000Z'
        );
    });

    it('takes the first of a repeated hour and moves a skipped one forward', () => {
        const repeated = { year: 2026, month: 11, day: 1, hour: 1, minute: 30 };
        expect(new Date(instantOf(repeated, NY)).toISOString()).toBe(
            '2026-11-01T05:30:00.000Z'
        );
        const skipped = { year: 2026, month: 3, day: 8, hour: 2, minute: 30 };
        expect(new Date(instantOf(skipped, NY)).toISOString()).toBe(
            '2026-03-08T07:30:00.000Z'
        );
    });

    it('the instant of an instant’s wall clock is the instant (property, several zones)', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 0, max: 2_000_000_000 }),
                fc.constantFrom(SP, NY, 'America/Noronha', 'UTC', 'Asia/Tokyo'),
                (seconds, zone) => {
                    const t = Math.floor(seconds / 60) * 60_000;
                    const back = instantOf(wallClockOf(t, zone), zone);
                    // In a repeated hour the earlier instant is chosen.
                    expect(back === t || back === t - 3_600_000).toBe(true);
                    expect(wallClockOf(back, zone)).toEqual(
                        wallClockOf(t, zone)
                    );
                }
            )
        );
    });
});

describe('typing dates in the user’s language', () => {
    it('knows each language’s order', () => {
        expect(dateOrderOf('pt-BR')).toBe('dmy');
        expect(dateOrderOf('en-US')).toBe('mdy');
    });

    it('shows and stores a date-time on the company clock', () => {
        const stored = '2026-11-20T13:30:00.000Z';
        expect(displayDateTime('dmy', SP, stored)).toBe('20/11/2026 10:30');
        expect(displayDateTime('mdy', SP, stored)).toBe('11/20/2026 10:30');
        expect(storeDateTime('dmy', SP, '20/11/2026 10:30')).toBe(stored);
        expect(storeDateTime('mdy', SP, '11/20/2026 10:30')).toBe(stored);
    });

    it('keeps incomplete or impossible text as typed, so validation names it', () => {
        for (const text of [
            '20/11/2026 10:3',
            '31/02/2026 10:30',
            '20/11/2026 24:00',
            '20/11/26 10:30',
        ])
            expect(storeDateTime('dmy', SP, text)).toBe(text);
        expect(displayDateTime('dmy', SP, '20/11/2026 10:3')).toBe(
            '20/11/2026 10:3'
        );
    });

    it('shows and stores a date without any zone', () => {
        expect(displayDate('dmy', '2026-11-20')).toBe('20/11/2026');
        expect(displayDate('mdy', '2026-11-20')).toBe('11/20/2026');
        expect(storeDate('dmy', '20/11/2026')).toBe('2026-11-20');
        expect(storeDate('mdy', '11/20/2026')).toBe('2026-11-20');
        expect(storeDate('dmy', '30/02/2026')).toBe('30/02/2026');
    });

    it('round-trips every minute it shows (property)', () => {
        fc.assert(
            fc.property(
                fc.integer({ min: 0, max: 4_000_000_000 }),
                fc.constantFrom<'dmy' | 'mdy'>('dmy', 'mdy'),
                (seconds, order) => {
                    const iso = new Date(
                        Math.floor(seconds / 60) * 60_000
                    ).toISOString();
                    const shown = displayDateTime(order, SP, iso);
                    const back = storeDateTime(order, SP, shown);
                    expect(displayDateTime(order, SP, back)).toBe(shown);
                }
            )
        );
    });
});

describe('formatted for reading', () => {
    it('writes the instant on the company clock and names the zone when asked', () => {
        const f = dateTimeFormats('pt-BR', SP);
        const t = '2026-11-20T13:30:00.000Z';
        expect(f.dateTime(t)).toBe('20/11/2026, 10:30');
        expect(f.dateTime(t, { zone: true })).toBe('20/11/2026, 10:30 GMT-3');
        const en = dateTimeFormats('en-US', 'America/Manaus');
        expect(en.dateTime(t)).toBe('11/20/26, 9:30 AM');
        expect(en.zoneName(Date.parse(t))).toBe('GMT-4');
    });

    it('writes a date-only value as the same day everywhere', () => {
        expect(dateTimeFormats('pt-BR', 'Asia/Tokyo').date('2026-11-20')).toBe(
            '20/11/2026'
        );
        expect(dateTimeFormats('en-US', SP).date('2026-11-20')).toBe(
            '11/20/26'
        );
    });

    it('builds the formatters once per language and zone (list cells ask row after row)', () => {
        const Original = Intl.DateTimeFormat;
        let made = 0;
        Intl.DateTimeFormat = new Proxy(Original, {
            construct: (
                target,
                args: ConstructorParameters<typeof Original>
            ) => {
                made += 1;
                return new target(...args);
            },
        });
        const first = dateTimeFormats('pt-BR', 'America/Belem');
        const before = made;
        expect(dateTimeFormats('pt-BR', 'America/Belem')).toBe(first);
        first.dateTime('2026-11-20T13:30:00.000Z', { seconds: true });
        first.dateTime('2026-11-21T13:30:00.000Z', { seconds: true });
        // The seconds formatter was built at its first use, once.
        expect(made).toBe(before + 1);
        expect(dateTimeFormats('en-US', 'America/Belem')).not.toBe(first);
        Intl.DateTimeFormat = Original;
    });

    it('still refuses an unknown zone when asked for its formatters', () => {
        expect(() => dateTimeFormats('pt-BR', 'Mars/Olympus')).toThrow();
    });
});
