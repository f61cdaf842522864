/**
 * A list's search term that is a day as the lists show it (`17/11/2026`
 * in pt-BR, `11/17/2026` or `11/17/26` in en-US, `2026-11-17` in any
 * language) finds the records of that day: their date fields searched
 * (docs/numbers.md, "Searching by a date"). The order of day and month is
 * the user's language's, which the SPA sends as `Accept-Language`.
 */
import {
    dateOrderOf,
    instantOf,
    isCalendarDay,
    type DateOrder,
} from './dateTime';

export interface SearchDay {
    /** The calendar day, `2026-11-17`. */
    day: string;
    /** Its first instant on the zone's clock, and the next day's (ISO). */
    from: string;
    to: string;
}

/** The date order of a request's `Accept-Language` (its first language; pt-BR by default). */
export const dateOrderOfLanguage = (header: string | undefined): DateOrder =>
    dateOrderOf(/^\s*en\b/i.test(header ?? '') ? 'en-US' : 'pt-BR');

const pad = (n: number) => String(n).padStart(2, '0');

/** The day a term names, or null when it is no (whole) date. */
export function readSearchDay(
    term: string,
    order: DateOrder
): { year: number; month: number; day: number } | null {
    const t = term.trim();
    let parts: [number, number, number] | null = null;
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
    if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    const shown = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
    if (shown && order !== 'ymd') {
        const [a, b] = [Number(shown[1]), Number(shown[2])];
        const y = Number(shown[3]);
        const year = (shown[3] ?? '').length === 2 ? 2000 + y : y;
        parts = order === 'mdy' ? [year, a, b] : [year, b, a];
    }
    if (!parts) return null;
    const [year, month, day] = parts;
    return isCalendarDay(year, month, day) ? { year, month, day } : null;
}

/** The day a term names, with its instants on `timeZone`'s clock; null when it names none. */
export function searchDayOf(
    term: string,
    order: DateOrder,
    timeZone: string
): SearchDay | null {
    const d = readSearchDay(term, order);
    if (!d) return null;
    const start = instantOf({ ...d, hour: 0, minute: 0 }, timeZone);
    const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
    const end = instantOf(
        {
            year: next.getUTCFullYear(),
            month: next.getUTCMonth() + 1,
            day: next.getUTCDate(),
            hour: 0,
            minute: 0,
        },
        timeZone
    );
    return {
        day: `${d.year}-${pad(d.month)}-${pad(d.day)}`,
        from: new Date(start).toISOString(),
        to: new Date(end).toISOString(),
    };
}
