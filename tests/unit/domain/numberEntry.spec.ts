/**
 * Numbers typed as people write them, in the user's language, and
 * numbers rounded where they leave (docs/numbers.md).
 */
import { describe, expect, it } from 'vitest';
import {
    numberEntryText,
    plainDecimal,
    readNumber,
    roundTo,
} from '@shared/domain/numberEntry';
import { formatNumber } from '@shared/domain/numberFormat';

const value = (text: string, locale: string) => {
    const entry = readNumber(text, locale);
    return entry.kind === 'number' ? entry.value : entry.kind;
};
const failure = (text: string, locale: string) => {
    const entry = readNumber(text, locale);
    return entry.kind === 'invalid' ? entry.failure : entry.kind;
};

describe('readNumber', () => {
    it.each([
        ['412,5', 'pt-BR', 412.5],
        ['1.234,5', 'pt-BR', 1234.5],
        ['1.234.567,89', 'pt-BR', 1234567.89],
        ['-18,9662563', 'pt-BR', -18.9662563],
        ['−3,2', 'pt-BR', -3.2],
        ['+7', 'pt-BR', 7],
        [',5', 'pt-BR', 0.5],
        ['412,', 'pt-BR', 412],
        ['  412,5  ', 'pt-BR', 412.5],
        ['0,10', 'pt-BR', 0.1],
        ['412.5', 'en-US', 412.5],
        ['1,234.5', 'en-US', 1234.5],
        ['-18.9662563', 'en-US', -18.9662563],
        ['.5', 'en-US', 0.5],
        ['007', 'en-US', 7],
    ])('"%s" in %s is %s', (text, locale, expected) => {
        expect(value(text, locale)).toBe(expected);
    });

    it('reads a separator as thousands only where the grouping is valid', () => {
        // One thousand two hundred thirty-four in pt-BR, one point two
        // three four in en-US, and the other way round with a comma.
        expect(value('1.234', 'pt-BR')).toBe(1234);
        expect(value('1.234', 'en-US')).toBe(1.234);
        expect(value('1,234', 'en-US')).toBe(1234);
        expect(value('1,234', 'pt-BR')).toBe(1.234);
    });

    it.each([
        // The other language's decimal separator, where grouping cannot be.
        ['412.5', 'pt-BR'],
        ['-18.9662563', 'pt-BR'],
        ['412,5', 'en-US'],
        // Separators mixed wrongly.
        ['1,2.3', 'en-US'],
        ['1,2.3', 'pt-BR'],
        ['1.23,4.5', 'pt-BR'],
        ['1.23,4.5', 'en-US'],
        ['1,2,3', 'pt-BR'],
        // A group after a leading zero, or of the wrong size.
        ['0.500', 'pt-BR'],
        ['12.34.567', 'pt-BR'],
        ['1.2345', 'pt-BR'],
        ['1,234,5', 'en-US'],
    ])('"%s" in %s is ambiguous, never guessed', (text, locale) => {
        expect(failure(text, locale)).toBe('ambiguous');
    });

    it.each(['abc', '12abc', '1e3', '1 234', '--1', '-', ',', '0x10', '∞'])(
        '"%s" is not a number',
        text => {
            expect(failure(text, 'pt-BR')).toBe('number');
            expect(failure(text, 'en-US')).toBe('number');
        }
    );

    it('reads blank as empty', () => {
        expect(readNumber('   ', 'pt-BR')).toEqual({ kind: 'empty' });
    });

    it('gives the plain decimal text of what was typed', () => {
        expect(readNumber('-1.234,50', 'pt-BR')).toEqual({
            kind: 'number',
            value: -1234.5,
            canonical: '-1234.5',
        });
        expect(readNumber('-0', 'en-US')).toMatchObject({ canonical: '0' });
    });
});

describe('numberEntryText', () => {
    it('writes a number for editing in the language, exactly', () => {
        expect(numberEntryText(1234.5, 'pt-BR')).toBe('1.234,5');
        expect(numberEntryText(1234.5, 'en-US')).toBe('1,234.5');
        expect(numberEntryText(-18.9662563, 'pt-BR')).toBe('-18,9662563');
        expect(numberEntryText(1234.5, 'pt-BR', { grouping: false })).toBe(
            '1234,5'
        );
        expect(numberEntryText(1e-7, 'pt-BR')).toBe('0,0000001');
        expect(
            numberEntryText(-23.55052, 'pt-BR', {
                decimals: 7,
                minimumDecimals: 7,
            })
        ).toBe('-23,5505200');
    });

    it('reads back as the number it writes', () => {
        for (const n of [0, 1, -1, 0.1, 1234.5, -18.9662563, 1e6, 123456.789])
            for (const locale of ['pt-BR', 'en-US'])
                expect(value(numberEntryText(n, locale), locale)).toBe(n);
    });
});

describe('roundTo', () => {
    it('drops a binary float tail', () => {
        expect(roundTo(1.8880000000000001)).toBe(1.888);
        expect(roundTo(184.17000000000002)).toBe(184.17);
        expect(roundTo(0.1 + 0.2)).toBe(0.3);
    });

    it('rounds half away from zero on the decimal digits', () => {
        expect(roundTo(1.005, 2)).toBe(1.01);
        expect(roundTo(-2.5, 0)).toBe(-3);
        expect(roundTo(184.17333333, 4)).toBe(184.1733);
        expect(roundTo(1e-7, 4)).toBe(0);
    });

    it('writes plain decimals, never an exponent', () => {
        expect(plainDecimal(1e-7)).toBe('0.0000001');
        expect(plainDecimal(12.5)).toBe('12.5');
    });
});

describe('formatNumber', () => {
    it('writes a value at its places in the language', () => {
        expect(formatNumber(1.8880000000000001, 'pt-BR', 4)).toBe('1,888');
        expect(formatNumber(184.17000000000002, 'pt-BR')).toBe('184,17');
        expect(formatNumber(4125.123456, 'en-US', 4)).toBe('4,125.1235');
        expect(
            formatNumber(4125.5, 'pt-BR', undefined, { grouping: false })
        ).toBe('4125,5');
    });
});
