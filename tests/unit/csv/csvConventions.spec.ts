/**
 * CSV files in the user's conventions (issue #30, point 5): Excel in
 * Portuguese opened the old file in one column. pt-BR: `;`, decimal
 * commas; en-US: `,`, decimal points; both: instants on the plant's clock
 * with its offset, a byte-order mark, RFC 4180 quoting.
 */
import { describe, expect, it } from 'vitest';
import { csvConventions, instantText, offsetText } from '@/csv/csvConventions';
import { BOM, csvDocument } from '@/csv/csvDocument';
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
                // A comma is no separator in pt-BR: not quoted.
                'a,b;0,25\r\n'
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
                'a;b,0.25\r\n'
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
        expect(text).toBe("\uFEFFA,B\r\n'=1+2,-5\r\n'@SUM(A1),2\r\n");
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
