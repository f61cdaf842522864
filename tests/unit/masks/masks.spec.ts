import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, isValidCnpj } from '@shared/domain/cnpj';
import {
    isValidCep,
    isValidDevEui,
    isValidPhone,
} from '@shared/domain/formats';
import {
    applyPattern,
    cepMask,
    cnpjMask,
    devEuiMask,
    gatewayEuiMask,
    MASKS,
    nationalPhoneDigits,
    phoneMask,
} from '@/masks/masks';

const chars = (alphabet: string, min: number, max: number) =>
    fc
        .array(fc.constantFrom(...alphabet.split('')), {
            minLength: min,
            maxLength: max,
        })
        .map(a => a.join(''));
const DIGITS = '0123456789';
const ALNUM = DIGITS + 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const HEX = DIGITS + 'ABCDEF';

const validCnpj = chars(ALNUM, 12, 12)
    .filter(body => !/^(\d)\1{11}$/.test(body))
    .map(body => body + cnpjCheckDigits(body));
const validPhone = fc.oneof(
    fc
        .tuple(
            chars('123456789', 2, 2),
            chars('2345', 1, 1),
            chars(DIGITS, 7, 7)
        )
        .map(p => p.join('')),
    fc
        .tuple(chars('123456789', 2, 2), chars(DIGITS, 8, 8))
        .map(([ddd, rest]) => `${ddd}9${rest}`)
);

describe('applyPattern', () => {
    it('never ends with a separator and keeps every character in order', () => {
        fc.assert(
            fc.property(chars(ALNUM, 0, 20), s => {
                const out = applyPattern('##.###-##', s);
                expect(out.replace(/[.-]/g, '')).toBe(s.slice(0, 7));
                expect(out).not.toMatch(/[.-]$/);
            })
        );
    });
});

describe('every mask', () => {
    it.each(Object.entries(MASKS))(
        '%s: parse is idempotent and format reads back through parse',
        (_name, mask) => {
            fc.assert(
                fc.property(fc.string({ maxLength: 40 }), s => {
                    const stored = mask.parse(s);
                    expect(mask.parse(stored)).toBe(stored);
                    expect(mask.parse(mask.format(s))).toBe(stored);
                    expect(mask.format(mask.format(s))).toBe(mask.format(s));
                })
            );
        }
    );
});

describe('cnpjMask', () => {
    it('stores 14 upper-case characters from formatted or bare input', () => {
        fc.assert(
            fc.property(validCnpj, fc.boolean(), (cnpj, lower) => {
                const display = cnpjMask.format(cnpj);
                expect(display).toMatch(
                    /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/
                );
                const typed = lower ? display.toLowerCase() : display;
                expect(cnpjMask.parse(typed)).toBe(cnpj);
                expect(cnpjMask.parse(cnpj)).toBe(cnpj);
                expect(isValidCnpj(cnpjMask.parse(typed))).toBe(true);
            })
        );
    });
    it('formats the spec example layout', () => {
        expect(cnpjMask.format('11222333000181')).toBe('11.222.333/0001-81');
        expect(cnpjMask.format('12ABC3450')).toBe('12.ABC.345/0');
    });
});

describe('cepMask', () => {
    it('accepts ##### ###, #####-### and bare digits', () => {
        fc.assert(
            fc.property(chars(DIGITS, 8, 8), cep => {
                const dashed = `${cep.slice(0, 5)}-${cep.slice(5)}`;
                expect(cepMask.format(cep)).toBe(
                    `${cep.slice(0, 5)} ${cep.slice(5)}`
                );
                expect(cepMask.parse(dashed)).toBe(cep);
                expect(cepMask.parse(cepMask.format(cep))).toBe(cep);
                expect(isValidCep(cepMask.format(cep))).toBe(true);
            })
        );
    });
});

describe('phoneMask', () => {
    it('lays out landlines and mobiles and stores the digits', () => {
        fc.assert(
            fc.property(validPhone, phone => {
                const display = phoneMask.format(phone);
                expect(display).toMatch(
                    phone.length === 11
                        ? /^\(\d{2}\) \d{5}-\d{4}$/
                        : /^\(\d{2}\) \d{4}-\d{4}$/
                );
                expect(phoneMask.parse(display)).toBe(phone);
                expect(isValidPhone(display)).toBe(true);
            })
        );
    });
});

describe('a pasted phone', () => {
    it('loses its country code and trunk 0, however it is written', () => {
        fc.assert(
            fc.property(
                validPhone,
                fc.constantFrom(
                    (d: string, n: string) => `+55 (${d}) ${n}`,
                    (d: string, n: string) => `+55${d}${n}`,
                    (d: string, n: string) => `55 ${d} ${n}`,
                    (d: string, n: string) => `+55-${d}-${n}`,
                    (d: string, n: string) => `0${d} ${n}`,
                    (d: string, n: string) => `(0${d}) ${n}`,
                    (d: string, n: string) => `(${d}) ${n}`,
                    (d: string, n: string) =>
                        `${d}.${n.slice(0, -4)}.${n.slice(-4)}`
                ),
                (phone, write) => {
                    const pasted = write(phone.slice(0, 2), phone.slice(2));
                    expect(nationalPhoneDigits(pasted)).toBe(phone);
                    expect(phoneMask.parse(pasted)).toBe(phone);
                    expect(isValidPhone(phoneMask.format(pasted))).toBe(true);
                }
            )
        );
        expect(phoneMask.format('+55 (34) 99876-5432')).toBe('(34) 99876-5432');
    });
    it('keeps 55 as an area code while a number is typed', () => {
        expect(nationalPhoneDigits('(55) 3222-1234')).toBe('5532221234');
        expect(nationalPhoneDigits('55999')).toBe('55999');
    });
});

describe('devEuiMask', () => {
    it('stores 8 upper-case groups with colons from any separator', () => {
        fc.assert(
            fc.property(chars(ALNUM, 16, 16), fc.boolean(), (raw, lower) => {
                const typed = lower ? raw.toLowerCase() : raw;
                const stored = devEuiMask.parse(typed);
                expect(stored).toMatch(/^([0-9A-Z]{2}:){7}[0-9A-Z]{2}$/);
                expect(isValidDevEui(stored)).toBe(true);
                expect(devEuiMask.parse(stored.replace(/:/g, '-'))).toBe(
                    stored
                );
            })
        );
    });
});

describe('gatewayEuiMask', () => {
    it('keeps 16 upper-case hex characters', () => {
        fc.assert(
            fc.property(chars(HEX, 16, 16), raw => {
                const colons = (raw.match(/.{2}/g) ?? []).join(':');
                expect(gatewayEuiMask.parse(colons.toLowerCase())).toBe(raw);
            })
        );
    });
});
