import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, isValidCnpj } from '@shared/domain/cnpj';
import { cnpjMask } from '@/masks/masks';
import { validatorFor } from '@/validation/validators';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const body = (alphabet: string) =>
    fc
        .array(fc.constantFrom(...alphabet.split('')), {
            minLength: 12,
            maxLength: 12,
        })
        .map(a => a.join(''))
        .filter(b => !/^(\d)\1{11}$/.test(b));
const cnpjValidator = validatorFor({ source: 'cnpj', type: 'cnpj' }, 'CNPJ');

describe.each([
    ['numeric', '0123456789'],
    ['alphanumeric', ALNUM],
])('%s CNPJ check digits', (_kind, alphabet) => {
    it('a body with its computed digits is valid, masked or not', () => {
        fc.assert(
            fc.property(body(alphabet), b => {
                const cnpj = b + cnpjCheckDigits(b);
                expect(isValidCnpj(cnpj)).toBe(true);
                expect(
                    cnpjValidator(cnpjMask.format(cnpj), {}, {})
                ).toBeUndefined();
            })
        );
    });
    it('changing one character makes it invalid unless the digits coincide', () => {
        fc.assert(
            fc.property(
                body(alphabet),
                fc.nat({ max: 13 }),
                fc.constantFrom(...ALNUM.split('')),
                (b, at, replacement) => {
                    const cnpj = b + cnpjCheckDigits(b);
                    const mutated =
                        cnpj.slice(0, at) + replacement + cnpj.slice(at + 1);
                    // Mod 11 check digits cannot see every change: see the
                    // blind spots asserted below.
                    fc.pre(
                        mutated !== cnpj &&
                            (at >= 12 ||
                                cnpjCheckDigits(mutated.slice(0, 12)) !==
                                    cnpjCheckDigits(b))
                    );
                    expect(isValidCnpj(mutated)).toBe(false);
                    expect(cnpjValidator(mutated, {}, {})).toEqual({
                        message: 'app.validation.cnpj',
                        args: { field: 'CNPJ' },
                    });
                }
            )
        );
    });
    it('misses body substitutions that differ by a multiple of 11', () => {
        expect(
            isValidCnpj(
                '4' + '0'.repeat(11) + cnpjCheckDigits('4' + '0'.repeat(11))
            )
        ).toBe(true);
        const body = '4' + '0'.repeat(11);
        expect(isValidCnpj('U' + body.slice(1) + cnpjCheckDigits(body))).toBe(
            true
        );
    });
    it('misses changes that move a remainder between 0 and 1 (both give digit 0)', () => {
        // 'W' (39) -> '8' (8): found by the property above with a fixed seed.
        expect(cnpjCheckDigits('D0H7GN1SWONZ')).toBe('00');
        expect(cnpjCheckDigits('D0H7GN1S8ONZ')).toBe('00');
    });
    it('rejects the 14-same-digit strings', () => {
        for (const d of '0123456789')
            expect(isValidCnpj(d.repeat(14))).toBe(false);
    });
});
