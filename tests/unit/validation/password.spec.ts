import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
    validatePassword,
    validatePasswordConfirmation,
} from '@/validation/password';

const strong = fc
    .tuple(
        fc.stringMatching(/^[a-z]{6,8}$/),
        fc.stringMatching(/^[A-Z]{2,6}$/),
        fc.stringMatching(/^\d{2,4}$/),
        fc.constantFrom('#', '!', '@', '$', '%', '&', '*', '-', ' ')
    )
    .map(parts => parts.join(''));

describe('validatePassword', () => {
    it('accepts 8+ characters with a number, a special character and both cases', () => {
        fc.assert(
            fc.property(strong, p => {
                expect(validatePassword(p, {}, {})).toBeUndefined();
            })
        );
    });
    it('names the first missing rule', () => {
        fc.assert(
            fc.property(strong, p => {
                expect(validatePassword(p.replace(/\d/g, ''), {}, {})).toBe(
                    'app.validation.password.number'
                );
                expect(validatePassword(p.toLowerCase(), {}, {})).toBe(
                    'app.validation.password.upperLower'
                );
                expect(
                    validatePassword(p.replace(/[^A-Za-z0-9]/g, ''), {}, {})
                ).toBe('app.validation.password.special');
            })
        );
        expect(validatePassword('Ab1#', {}, {})).toBe(
            'app.validation.password.minLength'
        );
        expect(validatePassword('', {}, {})).toBe(
            'app.validation.passwordRequired'
        );
    });
});

describe('validatePasswordConfirmation', () => {
    it('passes only when both entries are equal', () => {
        const v = validatePasswordConfirmation();
        fc.assert(
            fc.property(fc.string(), fc.string(), (a, b) => {
                expect(v(b, { password: a }, {})).toBe(
                    a === b ? undefined : 'app.validation.password.match'
                );
            })
        );
    });
});
