/**
 * Strict ISO dates, as PostgreSQL stores them. `Date.parse` accepts far
 * more than a `date` or `timestamptz` column does ("1" is 2001-01-01,
 * 31 February rolls into March, year 0 exists): each of those reached the
 * database and came back as a 500, or was stored as another day. The API
 * and the forms accept only what these accept.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:?\d{2})$/;

const daysIn = (year: number, month: number) =>
    new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Year 1 to 9999, a real month and a day that month has. */
const isCalendarDay = (y: string, m: string, d: string): boolean => {
    const year = Number(y);
    const month = Number(m);
    const day = Number(d);
    return (
        year >= 1 &&
        month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= daysIn(year, month)
    );
};

/** `YYYY-MM-DD`, a day of the calendar. */
export const isIsoDate = (value: string): boolean => {
    const m = DATE.exec(value);
    return m !== null && isCalendarDay(m[1]!, m[2]!, m[3]!);
};

/**
 * The instant of `YYYY-MM-DDThh:mm[:ss[.ffffff]]` with `Z` or an offset
 * (required: a local time would be read in the server's zone, not the
 * user's), or null for anything else.
 */
export const parseIsoDateTime = (value: string): number | null => {
    const m = DATE_TIME.exec(value);
    if (!m || !isCalendarDay(m[1]!, m[2]!, m[3]!)) return null;
    const [hour, minute, second] = [m[4], m[5], m[6] ?? '0'].map(Number);
    if (hour! > 23 || minute! > 59 || second! > 59) return null;
    const offset = m[8]!;
    if (offset !== 'Z') {
        const oh = Number(offset.slice(1, 3));
        const om = Number(offset.slice(-2));
        if (oh > 23 || om > 59) return null;
    }
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : t;
};

/** U+0000 cannot be stored in a PostgreSQL text value. */
export const hasNul = (value: string): boolean => value.includes('\u0000');
