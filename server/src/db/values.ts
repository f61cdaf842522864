/** Text -> JS value parsers shared by both drivers, so they return the same shapes. */

/** PostgreSQL type oids. */
export const OID = {
    int8: 20,
    numeric: 1700,
    date: 1082,
    timestamptz: 1184,
} as const;

/** `2026-03-01 12:00:00.123+00` (or `-03:30`) -> `2026-03-01T12:00:00.123Z`. */
export const parseTimestamptz = (v: string): string => {
    const iso = v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00');
    const t = Date.parse(iso);
    return Number.isNaN(t) ? v : new Date(t).toISOString();
};

export const parseNumber = (v: string): number => Number(v);
export const keepText = (v: string): string => v;
