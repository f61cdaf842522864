/**
 * A message's numbers are written in the language of the moment: a
 * rule's bound read "1.5" in a pt-BR sentence.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import { messages as enMessages } from '@i18n/en-US/index';
import { messages as ptMessages } from '@i18n/pt-BR/index';
import { withFieldKeys } from '@/providers/i18nProvider';

const translateIn = (locale: 'pt-BR' | 'en-US') => {
    const provider = polyglotI18nProvider(
        l => (l === 'pt-BR' ? ptMessages : enMessages),
        locale
    );
    return withFieldKeys(provider);
};

describe('numbers in messages', () => {
    it('writes a bound in the language, rounded to no binary tail', () => {
        expect(
            translateIn('pt-BR')('app.validation.numberMin', {
                field: 'Valor',
                value: 1234.5,
            })
        ).toBe('Valor deve ser no mínimo 1.234,5');
        expect(
            translateIn('en-US')('app.validation.numberMin', {
                field: 'Value',
                value: 0.1 + 0.2,
            })
        ).toBe('Value must be at least 0.3');
    });

    it('says why a reading beyond its sensor range is refused, naming the field', () => {
        expect(
            translateIn('pt-BR')('app.validation.implausibleAbove', {
                fieldKey: 'resources.measure.fields.value',
                value: 830.6,
            })
        ).toMatch(/^Valor passa do máximo válido do sensor \(830,6\)/);
    });

    it('keeps a plural count a number', () => {
        expect(
            translateIn('en-US')('app.validation.length', {
                field: 'UF',
                value: 2,
                smart_count: 2,
            })
        ).toBe('UF must have exactly 2 characters');
    });
});
