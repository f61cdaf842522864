import { describe, expect, it } from 'vitest';
import {
    answerFailures,
    checkAnswer,
    checkJustification,
    parseLocation,
} from '@shared/domain/inspectionAnswers';
import { photoTypeOf } from '@shared/domain/photos';

const rule = (f: Parameters<typeof checkAnswer>[0], v: unknown) =>
    checkAnswer(f, v)?.rule;

describe('checkAnswer', () => {
    it('checks each type as its answer travels (text)', () => {
        expect(rule({ fieldType: 1, isRequired: true }, ' ')).toBe('required');
        expect(rule({ fieldType: 1 }, '')).toBeUndefined();
        expect(rule({ fieldType: 2 }, '1e3')).toBe('number');
        expect(rule({ fieldType: 2 }, '1.5')).toBe('integer');
        expect(rule({ fieldType: 2, minValue: 2 }, '1')).toBe('numberMin');
        expect(rule({ fieldType: 3, decimalPlaces: 2 }, '1.234')).toBe(
            'decimals'
        );
        expect(rule({ fieldType: 3, maxValue: 5 }, '5.01')).toBe('numberMax');
        expect(rule({ fieldType: 4 }, 'yes')).toBe('boolean');
        expect(rule({ fieldType: 5 }, '2026-02-30')).toBe('date');
        expect(rule({ fieldType: 5 }, '2026-02-28')).toBeUndefined();
        const options = [{ label: 'A', value: 'a' }];
        expect(rule({ fieldType: 6, options }, 'b')).toBe('option');
        expect(rule({ fieldType: 6, options }, 'a')).toBeUndefined();
        expect(rule({ fieldType: 7 }, 'x.jpg')).toBe('photo');
        expect(rule({ fieldType: 7 }, '12')).toBeUndefined();
        expect(rule({ fieldType: 8 }, '91,0')).toBe('location');
        expect(rule({ fieldType: 8 }, '-18.9,-49.4')).toBeUndefined();
        expect(rule({ fieldType: 1 }, 3)).toBe('text');
    });

    it('asks for a justification of an answered field that wants one', () => {
        const f = { fieldType: 1, justify: 'photo' as const };
        expect(checkJustification(f, { value: '' })).toBeUndefined();
        expect(checkJustification(f, { value: 'x' })?.rule).toBe('required');
        expect(
            checkJustification(f, { value: 'x', justification: 'txt' })?.rule
        ).toBe('photo');
    });

    it('reports answers at their paths, unknown and repeated fields, and missing required ones once', () => {
        const fields = [
            { fieldType: 2, isRequired: true },
            { fieldType: 1, isRequired: true },
        ];
        expect(
            answerFailures(fields, [
                { fieldIndex: 0, value: 'x' },
                { fieldIndex: 0, value: '1' },
                { fieldIndex: 5, value: '1' },
            ]).map(f => `${f.field}:${f.code}`)
        ).toEqual([
            'answers.0.value:04',
            'answers.1.fieldIndex:03',
            'answers.2.fieldIndex:03',
            'answers:01',
        ]);
    });

    it('parses locations and recognises photos by their bytes', () => {
        expect(parseLocation(' -18.5, -49 ')).toEqual({ lat: -18.5, lng: -49 });
        expect(parseLocation('0,181')).toBeUndefined();
        expect(photoTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(
            'image/jpeg'
        );
        const webp = new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 ');
        expect(photoTypeOf(webp)).toBe('image/webp');
        expect(photoTypeOf(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    });
});
