/**
 * What the input shows after a paste (issue: forms that tell the truth):
 * imask itself, with each mask's options, receives the whole pasted text
 * at once, as a browser delivers it. Whatever separators, case or blanks
 * the text carries, the box shows the value laid out by the mask and
 * stores it as the server does.
 */
import fc from 'fast-check';
import IMask from 'imask';
import { describe, expect, it } from 'vitest';
import { MASKS, type MaskName } from '@/masks/masks';

const chars = (alphabet: string, length: number) =>
    fc
        .array(fc.constantFrom(...alphabet.split('')), {
            minLength: length,
            maxLength: length,
        })
        .map(a => a.join(''));
const DIGITS = '0123456789';
const ALNUM = DIGITS + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEX = DIGITS + 'ABCDEF';

/** Stored values, as the API keeps them. */
const STORED: Record<MaskName, fc.Arbitrary<string>> = {
    cnpj: fc
        .tuple(chars(ALNUM, 12), chars(DIGITS, 2))
        .map(([body, dv]) => body + dv),
    cep: chars(DIGITS, 8),
    phone: fc.oneof(
        fc
            .tuple(chars('123456789', 2), chars('2345', 1), chars(DIGITS, 7))
            .map(p => p.join('')),
        fc
            .tuple(chars('123456789', 2), chars(DIGITS, 8))
            .map(([ddd, rest]) => `${ddd}9${rest}`)
    ),
    devEui: chars(HEX, 16).map(h => (h.match(/.{2}/g) ?? []).join(':')),
    gatewayEui: chars(HEX, 16),
};

/** The value's characters, split where a person or a system might put separators. */
const SEPARATORS = ['', ' ', '.', '-', '/', ':'];
const pasted = (stored: string) =>
    fc
        .record({
            seps: fc.array(fc.constantFrom(...SEPARATORS), {
                minLength: 16,
                maxLength: 16,
            }),
            groups: fc.integer({ min: 1, max: 4 }),
            lower: fc.boolean(),
            before: fc.constantFrom('', ' ', '\t'),
            after: fc.constantFrom('', ' ', '\n'),
        })
        .map(({ seps, groups, lower, before, after }) => {
            const bare = stored.replace(/[^0-9A-Z]/g, '');
            let text = '';
            for (let i = 0; i < bare.length; i++) {
                text += bare[i];
                if (i < bare.length - 1 && (i + 1) % groups === 0)
                    text += seps[i % seps.length];
            }
            return `${before}${lower ? text.toLowerCase() : text}${after}`;
        });

const showAfterPaste = (name: MaskName, text: string) => {
    const mask = IMask.createMask(MASKS[name].imask as never) as {
        resolve: (v: string) => string;
        value: string;
    };
    mask.resolve(text);
    return mask.value;
};

// 300 generated pastes per mask: seconds of CPU on a busy 2-core machine.
describe('a paste into each mask', { timeout: 30000 }, () => {
    it.each(Object.keys(MASKS) as MaskName[])(
        '%s: any separators, case and blanks give the masked value',
        name => {
            const def = MASKS[name];
            fc.assert(
                fc.property(
                    STORED[name].chain(stored =>
                        pasted(stored).map(text => ({ stored, text }))
                    ),
                    ({ stored, text }) => {
                        const shown = showAfterPaste(name, text);
                        expect(shown).toBe(def.format(stored));
                        expect(def.parse(shown)).toBe(stored);
                    }
                ),
                { numRuns: 300 }
            );
        }
    );

    it('a phone with its country code and trunk 0 loses both', () => {
        for (const text of [
            '+55 (34) 99876-5432',
            '+55 34 99876 5432',
            '55 34 99876-5432',
            '0 34 99876-5432',
            '(034) 99876-5432',
        ])
            expect(showAfterPaste('phone', text), text).toBe('(34) 99876-5432');
    });
});
