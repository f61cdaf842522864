/**
 * Numbers in a list's cells: written in the user's language, with one
 * formatter per language however many cells and reference names are drawn.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTextOf } from '@/builders/useFieldText';
import { dateTimeFormats } from '@shared/domain/dateTime';
import type { FieldDefinition } from '@shared/domain/fields';

const decimal = { source: 'value', type: 'decimal' } as FieldDefinition;
const translate = (key: string) => key;
const textIn = (locale: string) =>
    fieldTextOf(
        'measure',
        translate,
        locale,
        dateTimeFormats(locale, 'America/Sao_Paulo')
    );

describe('fieldTextOf numbers', () => {
    afterEach(() => vi.restoreAllMocks());

    it('writes a decimal in the user’s language', () => {
        expect(textIn('pt-BR')(decimal, 1234.5)).toBe('1.234,5');
        expect(textIn('en-US')(decimal, 1234.5)).toBe('1,234.5');
        expect(textIn('pt-BR')(decimal, 0.1234567)).toBe('0,123457');
    });

    it('builds the number formatter once per language', () => {
        // Warm both languages, then count what later cells construct.
        textIn('pt-BR');
        textIn('en-US');
        const construct = vi.spyOn(Intl, 'NumberFormat');
        for (let cell = 0; cell < 50; cell++) {
            textIn('pt-BR')(decimal, cell / 3);
            textIn('en-US')(decimal, cell / 3);
        }
        expect(construct).not.toHaveBeenCalled();
    });
});
