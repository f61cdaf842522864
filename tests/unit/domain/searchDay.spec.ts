import { describe, expect, it } from 'vitest';
import {
    dateOrderOfLanguage,
    readSearchDay,
    searchDayOf,
} from '@shared/domain/searchDay';

describe('a search term as a day', () => {
    it('reads the order of the request’s first language, pt-BR by default', () => {
        expect(dateOrderOfLanguage('pt-BR')).toBe('dmy');
        expect(dateOrderOfLanguage('en-US,en;q=0.9')).toBe('mdy');
        expect(dateOrderOfLanguage(undefined)).toBe('dmy');
        expect(dateOrderOfLanguage('fr-FR')).toBe('dmy');
    });

    it('reads a day as the lists show it, in the language’s order', () => {
        const nov17 = { year: 2026, month: 11, day: 17 };
        expect(readSearchDay('17/11/2026', 'dmy')).toEqual(nov17);
        expect(readSearchDay(' 17.11.2026 ', 'dmy')).toEqual(nov17);
        expect(readSearchDay('11/17/2026', 'mdy')).toEqual(nov17);
        expect(readSearchDay('11/17/26', 'mdy')).toEqual(nov17);
        expect(readSearchDay('2026-11-17', 'mdy')).toEqual(nov17);
    });

    it('reads no day in what is none', () => {
        expect(readSearchDay('11/17/2026', 'dmy')).toBeNull();
        expect(readSearchDay('31/02/2026', 'dmy')).toBeNull();
        expect(readSearchDay('17/11/2026 10:30', 'dmy')).toBeNull();
        expect(readSearchDay('régua 17', 'dmy')).toBeNull();
    });

    it('spans the day on the company’s clock', () => {
        expect(searchDayOf('17/11/2026', 'dmy', 'America/Sao_Paulo')).toEqual({
            day: '2026-11-17',
            from: '2026-11-17T03:00:00.000Z',
            to: '2026-11-18T03:00:00.000Z',
        });
        expect(searchDayOf('31/12/2026', 'dmy', 'America/Manaus')).toEqual({
            day: '2026-12-31',
            from: '2026-12-31T04:00:00.000Z',
            to: '2027-01-01T04:00:00.000Z',
        });
    });
});
