/**
 * Rows to CSV text (RFC 4180): a field holding either language's
 * separator, a quote or a line break is quoted, its quotes doubled, and
 * no text is ever read as a formula (`csvCell`); lines end in CRLF. The text
 * starts with a UTF-8 byte-order mark, without which Excel reads the file
 * as its legacy code page and "Piezômetro" arrives as "PiezÃ´metro".
 */
import type { CsvConventions } from './csvConventions';

/**
 * A cell: text as it is, a number in the file's conventions (with the
 * places it is written at, when declared), nothing as empty.
 */
export type CsvValue =
    string | number | { number: number; decimals?: number } | null | undefined;

export const BOM = '\uFEFF';

/**
 * The characters that make a spreadsheet run a cell as a formula (OWASP,
 * "CSV injection"), their full-width forms included: a record's name must
 * not become a formula in the operator's spreadsheet.
 */
const TRIGGER = '=+\\-@\\uFF1D\\uFF0B\\uFF0D\\uFF20';
/** A cell that starts as a formula, or with a tab or a line break before one. */
const FORMULA_START = new RegExp(`^(?:[\\t\\r\\n]|[ ]*[${TRIGGER}])`);
/**
 * A separator inside a text, then a formula. The file separates with `;`
 * or `,` by the user's language (csvConventions.ts), but a spreadsheet
 * set to the other language, or asked to split on tabs, cuts the line
 * there: what follows would be a cell of its own, and a quote opened
 * mid-cell protects nothing in a reader that splits on another character.
 * A line break inside a cell is a new row to a reader that ignores quotes.
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(
    `([,;\\t\\r\\n])(?=[ ]*[${TRIGGER}])`,
    'g'
);
/** Either separator, a quote or a line break: quoted whatever the file's separator. */
const NEEDS_QUOTES = /[,;\t"\r\n]/;
/**
 * A text that is only a number (`-18.9`, `1,5`): a value, never a formula,
 * written as it is so that a spreadsheet reads it as a number.
 */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?$/;

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * A cell's text in the file. Numbers are written in the file's
 * conventions, unquoted: a negative number stays a number. A text that
 * would start a formula, at its start or after any separator a
 * spreadsheet may split on, gets an apostrophe there (read as text), and
 * any text holding a separator of either language, a quote or a line
 * break is quoted (RFC 4180, quotes doubled).
 */
export const csvCell = (
    value: CsvValue,
    conventions: Pick<CsvConventions, 'number' | 'separator'>
): string => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'number') return conventions.number(value);
    if (typeof value === 'object')
        return conventions.number(value.number, value.decimals);
    if (NUMBER_TEXT.test(value))
        return value.includes(conventions.separator) ? quote(value) : value;
    const safe = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    const text = FORMULA_START.test(safe) ? `'${safe}` : safe;
    return text !== value || NEEDS_QUOTES.test(text) ? quote(text) : text;
};

export const csvDocument = (
    conventions: CsvConventions,
    header: readonly string[],
    rows: readonly (readonly CsvValue[])[]
): string =>
    BOM +
    [header, ...rows]
        .map(row =>
            row.map(v => csvCell(v, conventions)).join(conventions.separator)
        )
        .join('\r\n') +
    '\r\n';
