/** Brazilian and device formats shared by the SPA and the server. */

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** CEP: 8 digits, shown as `##### ###` (the spec's mask); `#####-###` pastes fine. */
export const isValidCep = (value: string): boolean =>
    /^\d{8}$/.test(digitsOnly(value)) && /^[\d\s.-]+$/.test(value);

/** Phone: DDD + 8 digits (landline) or DDD + 9 digits starting with 9 (mobile). */
export const isValidPhone = (value: string): boolean => {
    if (!/^[\d\s()+-]+$/.test(value)) return false;
    const d = digitsOnly(value);
    if (!/^[1-9]{2}/.test(d)) return false;
    if (d.length === 10) return /^[2-5]$/.test(d.charAt(2));
    if (d.length === 11) return d.charAt(2) === '9';
    return false;
};

/** DevEUI: 8 groups of 2 alphanumerics separated by colons, stored upper-case. */
export const normalizeDevEui = (value: string): string => {
    const raw = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
    return raw.length === 16 ? (raw.match(/.{2}/g) ?? []).join(':') : value;
};
export const isValidDevEui = (value: string): boolean =>
    /^([0-9A-Z]{2}:){7}[0-9A-Z]{2}$/.test(value.toUpperCase());

/** LoRaWAN gateway EUI: 16 hex characters, stored upper-case without separators. */
export const isValidGatewayEui = (value: string): boolean =>
    /^[0-9A-F]{16}$/.test(value.toUpperCase().replace(/[:-]/g, ''));

// A pragmatic RFC 5322 subset: what a person types, not every legal address.
export const isValidEmail = (value: string): boolean =>
    /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value) && value.length <= 254;

export const passwordRules = {
    minLength: (v: string) => v.length >= 8,
    number: (v: string) => /\d/.test(v),
    special: (v: string) => /[^A-Za-z0-9]/.test(v),
    upperLower: (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v),
} as const;
export type PasswordRule = keyof typeof passwordRules;
export const failedPasswordRules = (v: string): PasswordRule[] =>
    (Object.keys(passwordRules) as PasswordRule[]).filter(
        rule => !passwordRules[rule](v)
    );

/** Counts decimal places as written, e.g. 1.250 -> 3 from the number 1.25 -> 2. */
export const decimalPlaces = (n: number): number => {
    if (!Number.isFinite(n) || Number.isInteger(n)) return 0;
    const s = String(n);
    const exp = /e-(\d+)$/.exec(s);
    if (exp) {
        const mantissa = s.split('e')[0] ?? '';
        return Number(exp[1]) + (mantissa.split('.')[1]?.length ?? 0);
    }
    return s.split('.')[1]?.length ?? 0;
};
