/**
 * Rows to CSV text (RFC 4180): a field holding the separator, a quote or
 * a line break is quoted, its quotes doubled; lines end in CRLF. The text
 * starts with a UTF-8 byte-order mark, without which Excel reads the file
 * as its legacy code page and "Piezômetro" arrives as "PiezÃ´metro".
 */
import type { CsvConventions } from './csvConventions';

/** A cell: text as it is, a number in the file's conventions, nothing as empty. */
export type CsvValue = string | number | null | undefined;

export const BOM = '\uFEFF';

/**
 * Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab
 * or carriage return before one) is kept as text by a leading apostrophe
 * (OWASP, "CSV injection"): a record's name must not become a formula in
 * the operator's spreadsheet. Numbers are written by the file and are not
 * text, so a negative number stays a number.
 */
const FORMULA = /^[=+\-@\t\r]/;

const cellText = (value: CsvValue, conventions: CsvConventions) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return conventions.number(value);
    return FORMULA.test(value) ? `'${value}` : value;
};

export const quoteCsv = (text: string, separator: string): string =>
    text.includes(separator) || /["\r\n]/.test(text)
        ? `"${text.replace(/"/g, '""')}"`
        : text;

export const csvDocument = (
    conventions: CsvConventions,
    header: readonly string[],
    rows: readonly (readonly CsvValue[])[]
): string =>
    BOM +
    [header, ...rows]
        .map(row =>
            row
                .map(v =>
                    quoteCsv(cellText(v, conventions), conventions.separator)
                )
                .join(conventions.separator)
        )
        .join('\r\n') +
    '\r\n';
