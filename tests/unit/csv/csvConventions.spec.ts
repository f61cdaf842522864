/**
 * CSV files in the user's conventions: Excel in
 * Portuguese opened the old file in one column. pt-BR: `;`, decimal
 * commas; en-US: `,`, decimal points; both: instants on the plant's clock
 * with its offset, a byte-order mark, RFC 4180 quoting.
 */
import { describe, expect, it } from 'vitest';
import { csvConventions, instantText, offsetText } from '@/csv/csvConventions';
import { BOM, csvCell, csvDocument } from '@/csv/csvDocument';
import { fileDate, fileNamePart } from '@/csv/downloadCsv';

const AT = Date.UTC(2026, 10, 25, 17, 3, 9);
const PT = csvConventions('pt-BR', 'America/Sao_Paulo');
const EN = csvConventions('en-US', 'America/Sao_Paulo');

describe('csvConventions', () => {
    it('separates with ";" and writes decimal commas in pt-BR', () => {
        expect(PT.separator).toBe(';');
        expect(PT.number(1344.77)).toBe('1344,77');
        expect(PT.number(-19.9234567)).toBe('-19,9234567');
        expect(PT.number(1e-7)).toBe('0,0000001');
        expect(PT.number(1234567)).toBe('1234567');
    });

    it('separates with "," and writes decimal points in en-US', () => {
        expect(EN.separator).toBe(',');
        expect(EN.number(1344.77)).toBe('1344.77');
        expect(EN.number(1234567.5)).toBe('1234567.5');
    });

    it('writes no binary float’s tail, and a declared number of places', () => {
        expect(PT.number(1.8880000000000001)).toBe('1,888');
        expect(EN.number(184.17000000000002)).toBe('184.17');
        expect(PT.number(0.1 + 0.2)).toBe('0,3');
        expect(PT.number(184.173333, 4)).toBe('184,1733');
        expect(EN.number(2.5, 0)).toBe('3');
    });

    it('writes no number for what is not one', () => {
        expect(PT.number(Number.NaN)).toBe('');
        expect(EN.number(Number.POSITIVE_INFINITY)).toBe('');
    });

    it('writes instants on the zone’s clock with its offset, alike in both languages', () => {
        expect(PT.instant(AT)).toBe('2026-11-25 14:03:09 -03:00');
        expect(EN.instant('2026-11-25T17:03:09.000Z')).toBe(
            '2026-11-25 14:03:09 -03:00'
        );
        expect(instantText(AT, 'America/Manaus')).toBe(
            '2026-11-25 13:03:09 -04:00'
        );
        expect(instantText(AT, 'UTC')).toBe('2026-11-25 17:03:09 +00:00');
        // Summer time before 2019: the offset of that day.
        expect(
            instantText(Date.UTC(2018, 0, 15, 12), 'America/Sao_Paulo')
        ).toBe('2018-01-15 10:00:00 -02:00');
        expect(offsetText(330)).toBe('+05:30');
    });

    it('leaves a text that is no instant as it is', () => {
        expect(PT.instant('not a date')).toBe('not a date');
    });
});

describe('csvDocument', () => {
    it('starts with a byte-order mark, so accents survive Excel, and ends lines in CRLF', () => {
        const text = csvDocument(PT, ['Nome'], [['Piezômetro']]);
        expect(text.startsWith(BOM)).toBe(true);
        expect(text).toBe('\uFEFFNome\r\nPiezômetro\r\n');
        const bytes = new TextEncoder().encode(text);
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    });

    it('quotes separators, quotes and line breaks in pt-BR', () => {
        const text = csvDocument(
            PT,
            ['Nome', 'Valor'],
            [
                ['a;b', 412.5],
                ['diz "oi"', null],
                ['linha 1\nlinha 2', undefined],
                ['a,b', 0.25],
            ]
        );
        expect(text).toBe(
            '\uFEFFNome;Valor\r\n' +
                '"a;b";412,5\r\n' +
                '"diz ""oi""";\r\n' +
                '"linha 1\nlinha 2";\r\n' +
                // A comma is no separator in pt-BR, but a spreadsheet in
                // English splits on it: quoted too.
                '"a,b";0,25\r\n'
        );
    });

    it('quotes separators, quotes and line breaks in en-US', () => {
        const text = csvDocument(
            EN,
            ['Name', 'Value'],
            [
                ['a,b', 412.5],
                ['says "hi"', -3],
                ['carriage\rreturn', 1],
                ['a;b', 0.25],
            ]
        );
        expect(text).toBe(
            '\uFEFFName,Value\r\n' +
                '"a,b",412.5\r\n' +
                '"says ""hi""",-3\r\n' +
                '"carriage\rreturn",1\r\n' +
                '"a;b",0.25\r\n'
        );
    });

    it('keeps a text that a spreadsheet would run as a formula as text; numbers stay numbers', () => {
        const text = csvDocument(
            EN,
            ['A', 'B'],
            [
                ['=1+2', -5],
                ['@SUM(A1)', 2],
            ]
        );
        expect(text).toBe('\uFEFFA,B\r\n"\'=1+2",-5\r\n"\'@SUM(A1)",2\r\n');
    });
});

/**
 * How a reader that splits on `separator` sees a line: a quote counts only
 * at the start of a cell (opened mid-cell, it is just a character), as
 * spreadsheets read it.
 */
const splitAs = (line: string, separator: string): string[] => {
    const cells: string[] = [];
    let i = 0;
    for (;;) {
        let text = '';
        if (line[i] === '"') {
            i++;
            while (i < line.length) {
                if (line.startsWith('""', i)) {
                    text += '"';
                    i += 2;
                } else if (line[i] === '"') {
                    i++;
                    break;
                } else text += line[i++];
            }
        }
        const next = line.indexOf(separator, i);
        cells.push(text + line.slice(i, next < 0 ? line.length : next));
        if (next < 0) return cells;
        i = next + 1;
    }
};

/** The cells a spreadsheet would run: those that start as a formula (a number is a value). */
const formulas = (cells: string[]) =>
    cells.filter(
        c =>
            /^[\t\r\n]|^ *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(c) &&
            !/^[+-]?\d+([.,]\d+)?$/.test(c)
    );

const NASTY = [
    'a;=1+1',
    ',=1+1',
    'a,=HYPERLINK("http://x")',
    '=1+2";=1+2',
    "x;+cmd|' /C calc'!A0",
    'tab\t@SUM(A1)',
    'a; -1+1',
    '\uFF1D1+1',
    ' =1+1',
    '-2+3',
    '@user',
];

describe.each([
    ['pt-BR', PT],
    ['en-US', EN],
] as const)('formulas in %s', (_locale, conventions) => {
    it.each(NASTY)(
        'are run by no spreadsheet, whether it splits on ",", ";" or a tab: %j',
        nasty => {
            // Between two other cells: a reader that splits on another
            // character sees the quote mid-cell.
            const line = csvDocument(
                conventions,
                ['a', 'b', 'c'],
                [['x', nasty, -18.9]]
            ).split('\r\n')[1] as string;
            for (const separator of [',', ';', '\t'])
                expect(formulas(splitAs(line, separator)), separator).toEqual(
                    []
                );
            // The file's own reader gets the text back, with an apostrophe
            // before what would have been a formula.
            const own = splitAs(line, conventions.separator);
            expect(own).toHaveLength(3);
            expect(own[1]?.replace(/'/g, '')).toBe(nasty.replace(/'/g, ''));
        }
    );

    it('keeps numbers numbers: negative, decimal, and a text that is only a number', () => {
        expect(csvCell(-18.9, conventions)).toBe(
            conventions.separator === ';' ? '-18,9' : '-18.9'
        );
        expect(csvCell('-18.9', conventions)).toBe('-18.9');
        expect(csvCell('+5', conventions)).toBe('+5');
        expect(csvCell(0, conventions)).toBe('0');
        expect(csvDocument(conventions, ['v'], [[-0.5]]).split('\r\n')[1]).toBe(
            conventions.separator === ';' ? '-0,5' : '-0.5'
        );
    });

    it('quotes a text holding either separator, a tab, a quote or a line break', () => {
        expect(csvCell('a,b', conventions)).toBe('"a,b"');
        expect(csvCell('a;b', conventions)).toBe('"a;b"');
        expect(csvCell('a\tb', conventions)).toBe('"a\tb"');
        expect(csvCell('diz "oi"', conventions)).toBe('"diz ""oi"""');
        expect(csvCell('linha 1\nlinha 2', conventions)).toBe(
            '"linha 1\nlinha 2"'
        );
        expect(csvCell('Piezômetro PZ-01', conventions)).toBe(
            'Piezômetro PZ-01'
        );
    });

    it('makes a formula text with an apostrophe where it starts, and quotes it', () => {
        expect(csvCell('=1+2', conventions)).toBe(`"'=1+2"`);
        expect(csvCell('a;=1+1', conventions)).toBe(`"a;'=1+1"`);
        expect(csvCell(',=1+1', conventions)).toBe(`",'=1+1"`);
        expect(csvCell('-x', conventions)).toBe(`"'-x"`);
        expect(csvCell('linha\n@x', conventions)).toBe(`"linha\n'@x"`);
    });
});

describe('file names', () => {
    it('dates a file on the zone’s calendar', () => {
        // 01:30 UTC is still the 25th in São Paulo.
        expect(
            fileDate(Date.UTC(2026, 10, 26, 1, 30), 'America/Sao_Paulo')
        ).toBe('2026-11-25');
    });

    it('replaces what no file system accepts', () => {
        expect(fileNamePart('Sensores/Gateways: "x"')).toBe(
            'Sensores-Gateways- -x-'
        );
    });
});
