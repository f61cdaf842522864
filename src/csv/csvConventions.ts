/**
 * How a CSV file is written for the user's spreadsheet (docs/structure.md,
 * "Numbers and files in the user's language"): Excel and LibreOffice read a CSV
 * with the separators of the language they run in. Where the decimal
 * separator is a comma (pt-BR) the fields are separated by `;` and
 * numbers carry a decimal comma; elsewhere (en-US) `,` and a decimal
 * point. Instants are on the plant's clock with its offset, one format in
 * every language (`2026-11-25 14:03:00 -03:00`): readable, sortable as
 * text, and unambiguous for any tool that reads the file later.
 */
import { wallClockOf, zoneOffsetMinutes } from '@shared/domain/dateTime';
import { formatNumber } from '@shared/domain/numberFormat';

export interface CsvConventions {
    separator: ';' | ',';
    /**
     * A number without grouping, with the language's decimal separator, at
     * most `decimals` places (the field's declared ones, or the series'
     * precision); without them, to 15 significant digits: never a binary
     * float's tail (`1,8880000000000001`).
     */
    number: (value: number, decimals?: number) => string;
    /** An instant (epoch ms or ISO text) on the zone's clock with its offset. */
    instant: (value: number | string) => string;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `-03:00` for −180 minutes. */
export const offsetText = (minutes: number): string =>
    `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;

/** `2026-11-25 14:03:00 -03:00`: the instant on `timeZone`'s clock. */
export const instantText = (instant: number, timeZone: string): string => {
    const w = wallClockOf(instant, timeZone);
    const seconds = new Date(instant).getUTCSeconds();
    return (
        `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ` +
        `${pad(w.hour)}:${pad(w.minute)}:${pad(seconds)} ` +
        offsetText(zoneOffsetMinutes(instant, timeZone))
    );
};

export const csvConventions = (
    locale: string,
    timeZone: string
): CsvConventions => {
    const decimal =
        new Intl.NumberFormat(locale)
            .formatToParts(1.5)
            .find(p => p.type === 'decimal')?.value ?? '.';
    return {
        separator: decimal === ',' ? ';' : ',',
        number: (value, decimals) =>
            formatNumber(value, locale, decimals, { grouping: false }),
        instant: value => {
            const t = typeof value === 'number' ? value : Date.parse(value);
            return Number.isNaN(t) ? String(value) : instantText(t, timeZone);
        },
    };
};
