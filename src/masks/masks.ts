/**
 * Input masks as pure format/parse pairs: `parse` turns whatever the user
 * typed or pasted (formatted or not) into the stored value, `format` turns
 * a stored (or partially typed) value into what the input shows. The
 * `imask` options drive react-imask with the same layout.
 */
import type { FactoryArg } from 'imask';
import { unmaskCnpj } from '@shared/domain/cnpj';
import { digitsOnly } from '@shared/domain/formats';

export interface MaskDefinition {
    /** Display form of a stored or partially typed value. */
    format: (value: string) => string;
    /** Stored form of a typed or pasted value. */
    parse: (display: string) => string;
    /** react-imask options with the same layout as `format`. */
    imask: FactoryArg;
}

/**
 * Lays `chars` over `pattern`, where `#` takes the next character; literal
 * characters only appear once a character follows them, so partial input
 * never ends with a dangling separator.
 */
export const applyPattern = (pattern: string, chars: string): string => {
    let out = '';
    let next = 0;
    for (const slot of pattern) {
        if (next >= chars.length) break;
        if (slot === '#') out += chars[next++];
        else out += slot;
    }
    return out;
};

const upper = (s: string) => s.toUpperCase();
const alphanumeric = /[0-9A-Z]/;

const cnpjParse = (v: string) => unmaskCnpj(v).slice(0, 14);
export const cnpjMask: MaskDefinition = {
    parse: cnpjParse,
    format: v => applyPattern('##.###.###/####-##', cnpjParse(v)),
    imask: {
        // Alphanumeric CNPJ (IN RFB 2.229/2024): letters in the first 12 positions only.
        mask: '##.###.###/####-00',
        definitions: { '#': alphanumeric },
        prepareChar: upper,
    },
};

const cepParse = (v: string) => digitsOnly(v).slice(0, 8);
export const cepMask: MaskDefinition = {
    parse: cepParse,
    format: v => applyPattern('##### ###', cepParse(v)),
    // A pasted `#####-###` puts its dash where the mask has a space.
    imask: { mask: '00000 000', prepareChar: s => (s === '-' ? ' ' : s) },
};

/**
 * The national digits of a phone as people paste it: a country code
 * (`+55`, or `55` ahead of a full number) and a trunk `0` before the area
 * code are dropped, so `+55 (34) 99876-5432` is `34998765432`. A number
 * being typed (at most 11 digits, no `+`) is left alone: 55 is also an
 * area code.
 */
export const nationalPhoneDigits = (v: string): string => {
    let d = digitsOnly(v);
    const international = v.trim().startsWith('+');
    if (d.startsWith('55') && (international || d.length >= 12)) d = d.slice(2);
    if (d.startsWith('0') && d.length >= 11) d = d.slice(1);
    return d;
};

const phoneParse = (v: string) => nationalPhoneDigits(v).slice(0, 11);
export const phoneMask: MaskDefinition = {
    parse: phoneParse,
    format: v => {
        const d = phoneParse(v);
        return applyPattern(
            d.length > 10 ? '(##) #####-####' : '(##) ####-####',
            d
        );
    },
    // Landlines have 8 digits after the area code, mobiles 9: imask picks
    // the one that fits. A paste (more than one character at once) loses
    // its country code and trunk 0 first.
    imask: {
        mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }],
        prepare: (chars: string) =>
            chars.length > 1 ? nationalPhoneDigits(chars) : chars,
    },
};

const DEV_EUI = '##:##:##:##:##:##:##:##';
const devEuiChars = (v: string) =>
    v
        .toUpperCase()
        .replace(/[^0-9A-Z]/g, '')
        .slice(0, 16);
/** DevEUI keeps its colons when stored (`AA:BB:…`, upper-case), so both sides agree. */
export const devEuiMask: MaskDefinition = {
    parse: v => applyPattern(DEV_EUI, devEuiChars(v)),
    format: v => applyPattern(DEV_EUI, devEuiChars(v)),
    imask: {
        mask: DEV_EUI,
        definitions: { '#': alphanumeric },
        prepareChar: upper,
    },
};

const gatewayEuiParse = (v: string) =>
    v
        .toUpperCase()
        .replace(/[^0-9A-F]/g, '')
        .slice(0, 16);
export const gatewayEuiMask: MaskDefinition = {
    parse: gatewayEuiParse,
    format: gatewayEuiParse,
    imask: {
        mask: 'HHHHHHHHHHHHHHHH',
        definitions: { H: /[0-9A-F]/ },
        prepareChar: upper,
    },
};

export const MASKS = {
    cnpj: cnpjMask,
    cep: cepMask,
    phone: phoneMask,
    devEui: devEuiMask,
    gatewayEui: gatewayEuiMask,
} as const;
export type MaskName = keyof typeof MASKS;

export const isMaskName = (type: string): type is MaskName => type in MASKS;
