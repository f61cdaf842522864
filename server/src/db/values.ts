/** Text -> JS value parsers shared by both drivers, so they return the same shapes. */

/** PostgreSQL type oids. */
export const OID = {
    int8: 20,
    numeric: 1700,
    date: 1082,
    timestamptz: 1184,
} as const;

/** A UTC timestamp as the server prints it in the session's UTC: `2026-03-01 12:00:00[.123456]+00`. */
const UTC_TEXT =
    /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/** `2026-03-01 12:00:00.123+00` (or `-03:30`) -> `2026-03-01T12:00:00.123Z`. */
export const parseTimestamptz = (v: string): string => {
    // The common case (the sessions are in UTC), without a Date: the
    // milliseconds are the fraction's first three digits, as Date.parse.
    const utc = UTC_TEXT.exec(v);
    if (utc)
        return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').slice(0, 3).padEnd(3, '0')}Z`;
    return parseOther(v);
};

const parseOther = (v: string): string => {
    const iso = v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
    const t = Date.parse(iso);
    return Number.isNaN(t) ? v : new Date(t).toISOString();
};

export const parseNumber = (v: string): number => Number(v);
export const keepText = (v: string): string => v;
