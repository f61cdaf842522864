/**
 * CNPJ, numeric and alphanumeric (IN RFB 2.229/2024): 12 characters in
 * [0-9A-Z], then two numeric check digits computed mod 11 over
 * (char code - 48), so that digits keep their value and 'A' is 17.
 */
const BODY = /^[0-9A-Z]{12}$/;
const FULL = /^[0-9A-Z]{12}[0-9]{2}$/;
const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper-cases and strips everything but letters and digits. */
export const unmaskCnpj = (value: string): string =>
    value.toUpperCase().replace(/[^0-9A-Z]/g, '');

const digit = (chars: string, weights: number[]): number => {
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
        sum += (chars.charCodeAt(i) - 48) * (weights[i] ?? 0);
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
};

/** The two check digits for a 12-character body. */
export const cnpjCheckDigits = (body: string): string => {
    if (!BODY.test(body)) throw new Error('CNPJ body must be 12 [0-9A-Z]');
    const d1 = digit(body, W1);
    const d2 = digit(body + String(d1), W2);
    return `${d1}${d2}`;
};

export const isValidCnpj = (value: string): boolean => {
    const cnpj = unmaskCnpj(value);
    if (!FULL.test(cnpj)) return false;
    if (/^(\d)\1{13}$/.test(cnpj)) return false;
    return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
};

/** ##.###.###/####-## */
export const formatCnpj = (value: string): string => {
    const c = unmaskCnpj(value);
    if (c.length !== 14) return c;
    return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
};
