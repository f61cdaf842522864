/**
 * Numbers as people type them, in the user's language (docs/numbers.md),
 * whatever the browser's language: pt-BR writes `412,5` and `1.234,5`,
 * en-US `412.5` and `1,234.5`. Pure, no React: the number boxes of the
 * SPA read with it, and its tests say what each form means.
 *
 * The rules, for a language whose decimal separator is D and group
 * separator G:
 * - an optional sign (`-`, `+` or `−`), digits, at most one D followed by
 *   digits only; `,5` and `412,` (pt-BR) are read as 0.5 and 412;
 * - G may appear only in the integer part, grouping it by thousands from
 *   the first group of 1 to 3 digits (not starting with 0): `1.234` in
 *   pt-BR is one thousand two hundred thirty-four, `1,234` in en-US too;
 * - any other use of `.` or `,` is ambiguous and refused, never guessed:
 *   `412.5` in pt-BR (a point where the language writes a comma), `412,5`
 *   in en-US, `1,2.3`, `1.23,4.5`, `0.500` in pt-BR;
 * - anything else (letters, spaces inside, exponents) is not a number.
 */

export interface NumberSymbols {
    decimal: string;
    group: string;
}

const symbolsCache = new Map<string, NumberSymbols>();

/** The decimal and group separators of a language, as Intl writes them. */
export const numberSymbols = (locale: string): NumberSymbols => {
    let symbols = symbolsCache.get(locale);
    if (!symbols) {
        const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
        const decimal = parts.find(p => p.type === 'decimal')?.value ?? '.';
        const group =
            parts.find(p => p.type === 'group')?.value ??
            (decimal === ',' ? '.' : ',');
        // Languages grouping with a (narrow) space are read with their
        // decimal separator alone: the boxes accept no spaces.
        symbols = {
            decimal,
            group: group === '.' || group === ',' ? group : '',
        };
        symbolsCache.set(locale, symbols);
    }
    return symbols;
};

export type NumberEntryFailure = 'ambiguous' | 'number';

export type NumberEntry =
    | { kind: 'empty' }
    | {
          kind: 'number';
          value: number;
          /** The number in plain decimal notation (`-1234.5`), exactly as typed. */
          canonical: string;
      }
    | { kind: 'invalid'; failure: NumberEntryFailure };

const AMBIGUOUS: NumberEntry = { kind: 'invalid', failure: 'ambiguous' };
const NOT_A_NUMBER: NumberEntry = { kind: 'invalid', failure: 'number' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads what was typed in a number box by the rules above. */
export function readNumber(text: string, locale: string): NumberEntry {
    const trimmed = text.trim().replace(/\u2212/g, '-');
    if (trimmed === '') return { kind: 'empty' };
    const m = /^([+-]?)([\d.,]*)$/.exec(trimmed);
    if (!m || !/\d/.test(m[2] ?? '')) return NOT_A_NUMBER;
    const sign = m[1] === '-' ? '-' : '';
    const body = m[2] ?? '';
    const { decimal, group } = numberSymbols(locale);
    const parts = body.split(decimal);
    if (parts.length > 2) return AMBIGUOUS;
    const [whole = '', fraction] = parts;
    if (fraction !== undefined && !/^\d*$/.test(fraction)) return AMBIGUOUS;
    let digits = whole;
    if (/\D/.test(whole)) {
        const grouped =
            group !== '' &&
            new RegExp(`^[1-9]\\d{0,2}(${escape(group)}\\d{3})+$`).test(whole);
        if (!grouped) return AMBIGUOUS;
        digits = whole.split(group).join('');
    }
    const canonicalWhole = digits.replace(/^0+(?=\d)/, '') || '0';
    const canonicalFraction = fraction?.replace(/0+$/, '') ?? '';
    const canonical =
        canonicalWhole === '0' && canonicalFraction === ''
            ? '0'
            : `${sign}${canonicalWhole}${canonicalFraction ? `.${canonicalFraction}` : ''}`;
    const value = Number(canonical);
    if (!Number.isFinite(value)) return NOT_A_NUMBER;
    return { kind: 'number', value, canonical };
}

/**
 * A number in plain decimal notation, never with an exponent: `1e-7` is
 * `0.0000001`. Its shortest round-trip digits, so nothing is added.
 */
export const plainDecimal = (value: number): string => {
    const s = String(value);
    if (!/e/i.test(s)) return s;
    if (Math.abs(value) >= 1e21) return BigInt(Math.round(value)).toString();
    return value.toFixed(20).replace(/\.?0+$/, '');
};

/**
 * A number as a box shows it for editing, in the language's separators:
 * `1.234,5` (pt-BR) with `grouping`, `1234,5` without. With `decimals`
 * the value is first rounded to them (a stored binary float's tail is
 * never shown); without, its shortest digits are shown.
 */
export const numberEntryText = (
    value: number,
    locale: string,
    {
        decimals,
        grouping = true,
        minimumDecimals = 0,
    }: {
        decimals?: number;
        grouping?: boolean;
        /** Places always shown, padded with zeros (a placeholder's 7). */
        minimumDecimals?: number;
    } = {}
): string => {
    if (!Number.isFinite(value)) return '';
    const { decimal, group } = numberSymbols(locale);
    const plain = plainDecimal(
        decimals === undefined ? value : roundTo(value, decimals)
    );
    const negative = plain.startsWith('-');
    const [whole = '', digits = ''] = (negative ? plain.slice(1) : plain).split(
        '.'
    );
    const fraction = digits.padEnd(minimumDecimals, '0');
    const grouped =
        grouping && group
            ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
            : whole;
    return `${negative ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
};

/**
 * `value` rounded to `decimals` places (half away from zero), on its
 * decimal digits rather than on the binary float: 1.005 is 1.01 at 2.
 * Without `decimals`, the value kept to 15 significant digits, which drops
 * a binary float's tail (184.17000000000002 is 184.17).
 */
export const roundTo = (value: number, decimals?: number): number => {
    if (!Number.isFinite(value)) return value;
    const clean = Number(value.toPrecision(15));
    if (decimals === undefined) return clean;
    const places = Math.max(0, Math.min(20, Math.trunc(decimals)));
    const [mantissa = '0', exponent = '0'] = Math.abs(clean)
        .toExponential()
        .split('e');
    // Shift the decimal point by exponent arithmetic, not multiplication.
    const shifted = Number(`${mantissa}e${Number(exponent) + places}`);
    if (!(shifted < 1e21)) return clean;
    const rounded = Math.round(shifted);
    const result = Number(`${rounded}e-${places}`);
    return clean < 0 && result !== 0 ? -result : result;
};
