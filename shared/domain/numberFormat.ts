/**
 * Number formatters, one per language and precision: a list or a table
 * formats row after row, and constructing an `Intl.NumberFormat` costs far
 * more than using one (docs/performance.md, "Drawing a list").
 */
import { roundTo } from './numberEntry';

const formats = new Map<string, Intl.NumberFormat>();

export const numberFormat = (
    locale: string,
    maximumFractionDigits: number,
    useGrouping = true
): Intl.NumberFormat => {
    const key = `${locale}\u0000${maximumFractionDigits}\u0000${useGrouping}`;
    let format = formats.get(key);
    if (!format) {
        format = new Intl.NumberFormat(locale, {
            maximumFractionDigits,
            useGrouping,
        });
        formats.set(key, format);
    }
    return format;
};

/**
 * A number as text wherever it leaves the product (screens, CSV files,
 * messages; docs/numbers.md): in the language's separators, rounded to
 * `decimals` (the field's declared places, or the series' precision), and
 * without declared places kept to 15 significant digits, so a binary
 * float's tail (`1.8880000000000001`) never shows.
 */
export const formatNumber = (
    value: number,
    locale: string,
    decimals?: number,
    { grouping = true }: { grouping?: boolean } = {}
): string =>
    Number.isFinite(value)
        ? numberFormat(locale, decimals ?? 20, grouping).format(
              roundTo(value, decimals)
          )
        : '';
