/**
 * Number formatters, one per language and precision: a list or a table
 * formats row after row, and constructing an `Intl.NumberFormat` costs far
 * more than using one (docs/performance.md).
 */
const formats = new Map<string, Intl.NumberFormat>();

export const numberFormat = (
    locale: string,
    maximumFractionDigits: number
): Intl.NumberFormat => {
    const key = `${locale}\u0000${maximumFractionDigits}`;
    let format = formats.get(key);
    if (!format) {
        format = new Intl.NumberFormat(locale, { maximumFractionDigits });
        formats.set(key, format);
    }
    return format;
};
