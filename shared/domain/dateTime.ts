/**
 * Dates and times as the company reads them: instants are stored in UTC
 * (ISO with `Z`), shown and typed on the company's clock (its settings'
 * time zone), whatever zone the browser is in. Plain Intl, no library:
 * the zone rules come from the browser's own time-zone database.
 */

/** The zone a company without settings uses (spec: the default company settings). */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export interface WallClock {
    year: number;
    /** 1–12 */
    month: number;
    day: number;
    hour: number;
    minute: number;
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
const partsIn = (timeZone: string) => {
    let f = partsFormat.get(timeZone);
    if (!f) {
        f = new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            hour: 'numeric',
            minute: 'numeric',
            second: 'numeric',
        });
        partsFormat.set(timeZone, f);
    }
    return f;
};

/** A zone's clock at an instant. */
export const wallClockOf = (instant: number, timeZone: string): WallClock => {
    const parts = partsIn(timeZone).formatToParts(instant);
    const get = (type: Intl.DateTimeFormatPartTypes) =>
        Number(parts.find(p => p.type === type)?.value ?? NaN);
    return {
        year: get('year'),
        month: get('month'),
        day: get('day'),
        hour: get('hour'),
        minute: get('minute'),
    };
};

/** The zone's offset from UTC at an instant, in minutes (São Paulo: −180). */
export const zoneOffsetMinutes = (
    instant: number,
    timeZone: string
): number => {
    const w = wallClockOf(instant, timeZone);
    const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
    const minute = Math.floor(instant / 60_000) * 60_000;
    return Math.round((asUtc - minute) / 60_000);
};

/**
 * The instant at which the zone's clocks read `wall`. A time that happens
 * twice (clocks set back) is the first one; a time that never happens
 * (clocks set forward) is read with the offset before the change, as
 * Temporal's `disambiguation: 'compatible'` does.
 */
export const instantOf = (wall: WallClock, timeZone: string): number => {
    const asUtc = Date.UTC(
        wall.year,
        wall.month - 1,
        wall.day,
        wall.hour,
        wall.minute
    );
    const before = zoneOffsetMinutes(asUtc - 86_400_000, timeZone);
    const after = zoneOffsetMinutes(asUtc + 86_400_000, timeZone);
    const candidates = [...new Set([before, after])]
        .map(offset => asUtc - offset * 60_000)
        .filter(t => {
            const w = wallClockOf(t, timeZone);
            return w.hour === wall.hour && w.minute === wall.minute;
        })
        .sort((a, b) => a - b);
    return candidates[0] ?? asUtc - before * 60_000;
};

/** A real calendar day (no 31 February). */
export const isCalendarDay = (year: number, month: number, day: number) => {
    const d = new Date(Date.UTC(year, month - 1, day));
    return (
        year >= 1000 &&
        d.getUTCFullYear() === year &&
        d.getUTCMonth() === month - 1 &&
        d.getUTCDate() === day
    );
};

/** Order of day, month and year as a language writes them. */
export type DateOrder = 'dmy' | 'mdy' | 'ymd';

export const dateOrderOf = (locale: string): DateOrder => {
    const order = new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: 'UTC',
    })
        .formatToParts(0)
        .map(p => p.type)
        .filter(t => t === 'day' || t === 'month' || t === 'year')
        .map(t => t.charAt(0))
        .join('');
    return order === 'mdy' || order === 'ymd' ? order : 'dmy';
};

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `20/11/2026` (pt-BR) or `11/20/2026` (en-US): what a date input shows. */
export const formatDateParts = (
    order: DateOrder,
    { year, month, day }: Pick<WallClock, 'year' | 'month' | 'day'>
): string =>
    order === 'ymd'
        ? `${year}/${pad(month)}/${pad(day)}`
        : order === 'mdy'
          ? `${pad(month)}/${pad(day)}/${year}`
          : `${pad(day)}/${pad(month)}/${year}`;

/** The day, month and year of a typed date (`20/11/2026`), or null when incomplete or not a day. */
export const readDateParts = (
    order: DateOrder,
    text: string
): Pick<WallClock, 'year' | 'month' | 'day'> | null => {
    const m = /^\s*(\d{1,4})\D(\d{1,2})\D(\d{1,4})/.exec(text);
    if (!m) return null;
    const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const [year, month, day] =
        order === 'ymd' ? [a, b, c] : order === 'mdy' ? [c, a, b] : [c, b, a];
    if ((order === 'ymd' ? m[1] : m[3])?.length !== 4) return null;
    return isCalendarDay(year, month, day) ? { year, month, day } : null;
};

/** A stored date-only value (`2026-11-20`) in the user's order; anything else unchanged. */
export const displayDate = (order: DateOrder, value: string): string => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    return m
        ? formatDateParts(order, {
              year: Number(m[1]),
              month: Number(m[2]),
              day: Number(m[3]),
          })
        : value;
};

/** A typed date as stored (`2026-11-20`), or the text itself when it is not a full day yet. */
export const storeDate = (order: DateOrder, text: string): string => {
    const d = readDateParts(order, text);
    if (!d || text.replace(/\D/g, '').length < 8) return text;
    return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
};

/** A stored instant on the zone's clock, in the user's order (`20/11/2026 10:30`); anything else unchanged. */
export const displayDateTime = (
    order: DateOrder,
    timeZone: string,
    value: string
): string => {
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return value;
    const t = Date.parse(value);
    if (Number.isNaN(t)) return value;
    const w = wallClockOf(t, timeZone);
    return `${formatDateParts(order, w)} ${pad(w.hour)}:${pad(w.minute)}`;
};

/**
 * A date and time typed on the zone's clock, as the instant it names
 * (ISO with `Z`), or the text itself while it is incomplete or not a real
 * time, so that validation names the problem and nothing typed is lost.
 */
export const storeDateTime = (
    order: DateOrder,
    timeZone: string,
    text: string
): string => {
    const d = readDateParts(order, text);
    const time = /\D(\d{2}):(\d{2})\s*$/.exec(text);
    if (!d || !time || text.replace(/\D/g, '').length < 12) return text;
    const hour = Number(time[1]);
    const minute = Number(time[2]);
    if (hour > 23 || minute > 59) return text;
    return new Date(instantOf({ ...d, hour, minute }, timeZone)).toISOString();
};

export interface DateTimeFormats {
    locale: string;
    timeZone: string;
    order: DateOrder;
    /** `20/11/2026 10:30`, with seconds or the zone's short name (`GMT-3`) when asked. */
    dateTime: (
        at: number | string,
        opts?: { seconds?: boolean; zone?: boolean }
    ) => string;
    /** `10:30:15` on the zone's clock. */
    time: (at: number | string) => string;
    /** A date-only value (`2026-11-20`) as the language writes it; no zone applies. */
    date: (value: string) => string;
    /** The zone's name at an instant, short (its offset, `GMT-3`, in every language) or long (`Brasilia Standard Time`). */
    zoneName: (at: number, style?: 'short' | 'long') => string;
}

const toTime = (at: number | string) =>
    typeof at === 'number' ? at : Date.parse(at);

/** Formatters by language and zone: building an Intl.DateTimeFormat is slow. */
const formatsCache = new Map<string, DateTimeFormats>();

/** A value built at its first use, then kept. */
const once = <T>(make: () => T): (() => T) => {
    let value: T | undefined;
    return () => (value ??= make());
};

/**
 * Formatters for a language and a company's zone: the one place screens
 * get their dates from, so that every date in the product is on the same
 * clock and written the same way. Built once per language and zone, each
 * formatter at its first use: a list's date cells ask for them row after
 * row, and constructing an Intl.DateTimeFormat costs about a millisecond
 * (docs/performance.md, "Drawing a list").
 */
export const dateTimeFormats = (
    locale: string,
    timeZone: string
): DateTimeFormats => {
    const key = `${locale}\u0000${timeZone}`;
    const cached = formatsCache.get(key);
    if (cached) return cached;
    const make = (opts: Intl.DateTimeFormatOptions) =>
        once(() => new Intl.DateTimeFormat(locale, { timeZone, ...opts }));
    // Built now: an unknown zone or language fails here, not at a cell.
    const minutes = new Intl.DateTimeFormat(locale, {
        timeZone,
        dateStyle: 'short',
        timeStyle: 'short',
    });
    const seconds = make({ dateStyle: 'short', timeStyle: 'medium' });
    const clock = make({ timeStyle: 'medium' });
    const day = once(
        () =>
            new Intl.DateTimeFormat(locale, {
                dateStyle: 'short',
                timeZone: 'UTC',
            })
    );
    // The short name is the offset in every language: CLDR abbreviates
    // Brasília time in Portuguese (BRT) but not in English (GMT-3), and a
    // column heading should not change its zone's name with the language.
    const zones = {
        short: make({ timeZoneName: 'shortOffset' }),
        long: make({ timeZoneName: 'long' }),
    };
    const zoneName = (at: number, style: 'short' | 'long' = 'short') =>
        zones[style]()
            .formatToParts(at)
            .find(p => p.type === 'timeZoneName')?.value ?? timeZone;
    const valid = (t: number) => !Number.isNaN(t);
    const formats: DateTimeFormats = {
        locale,
        timeZone,
        order: dateOrderOf(locale),
        dateTime: (at, opts = {}) => {
            const t = toTime(at);
            if (!valid(t)) return String(at);
            const text = (opts.seconds ? seconds() : minutes).format(t);
            return opts.zone ? `${text} ${zoneName(t)}` : text;
        },
        time: at => {
            const t = toTime(at);
            return valid(t) ? clock().format(t) : String(at);
        },
        date: value => {
            const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
            return m
                ? day().format(
                      Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
                  )
                : value;
        },
        zoneName,
    };
    formatsCache.set(key, formats);
    return formats;
};
