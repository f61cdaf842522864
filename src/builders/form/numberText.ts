/**
 * What the number boxes (NumberInputs.tsx) share: the text a value is
 * shown as for editing, the value a typed text is stored as, and the
 * value a box stores while its text is no number. All in the user's
 * language (react-admin's locale), never the browser's
 * (shared/domain/numberEntry.ts, docs/numbers.md).
 */
import {
    numberEntryText,
    readNumber,
    type NumberEntryFailure,
} from '@shared/domain/numberEntry';

/**
 * A box's value while its text is no number (`412.5` in pt-BR): what was
 * typed, kept so that nothing is lost, and why it is refused. Never sent:
 * the box's validator refuses it first.
 */
export interface UnreadNumber {
    unread: string;
    failure: NumberEntryFailure;
}

export const isUnreadNumber = (v: unknown): v is UnreadNumber =>
    typeof v === 'object' &&
    v !== null &&
    typeof (v as UnreadNumber).unread === 'string';

/**
 * How a box stores its number: as a number (record fields), or as its
 * plain decimal text (`-1234.5`: inspection answers and default values,
 * which travel as text).
 */
export type NumberStore = 'number' | 'text';

export type StoredNumber = number | string | null | UnreadNumber;

/** The stored value of a typed text. */
export const storedOf = (
    text: string,
    locale: string,
    store: NumberStore
): StoredNumber => {
    const entry = readNumber(text, locale);
    if (entry.kind === 'empty') return store === 'text' ? '' : null;
    if (entry.kind === 'invalid')
        return { unread: text, failure: entry.failure };
    return store === 'text' ? entry.canonical : entry.value;
};

/** The number a stored value holds, if any (a text value is plain decimal). */
export const numberOf = (value: unknown): number | undefined => {
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value))
        return Number(value);
    return undefined;
};

const sameStored = (a: StoredNumber, b: unknown) =>
    isUnreadNumber(a)
        ? isUnreadNumber(b) && a.unread === b.unread
        : (a === null || a === '') &&
            (b === null || b === undefined || b === '')
          ? true
          : a === b;

/**
 * The text a box shows for `value`: what the user typed while it still
 * reads as the value (so typing is never rewritten under the caret, and a
 * refused save keeps it), else the value in the user's language.
 */
export const textOf = (
    value: unknown,
    typed: string | undefined,
    locale: string,
    store: NumberStore,
    decimals?: number
): string => {
    if (isUnreadNumber(value)) return value.unread;
    if (
        typed !== undefined &&
        sameStored(storedOf(typed, locale, store), value)
    )
        return typed;
    if (value === null || value === undefined || value === '') return '';
    const n = numberOf(value);
    return n === undefined
        ? String(value)
        : numberEntryText(n, locale, { decimals });
};

/**
 * What a box understood, shown under it while the user types: the number
 * without grouping (`1234,5`), so a separator read as a thousands one shows.
 */
export const understoodText = (
    value: unknown,
    typed: string | undefined,
    locale: string,
    store: NumberStore
): string | undefined => {
    if (typed === undefined || typed.trim() === '') return undefined;
    if (!sameStored(storedOf(typed, locale, store), value)) return undefined;
    const n = numberOf(value);
    return n === undefined
        ? undefined
        : numberEntryText(n, locale, { grouping: false });
};

/** The message of a box's refused text, as the validators answer (`%{field}` its label). */
export const unreadMessage = (value: UnreadNumber, field: string) => ({
    message:
        value.failure === 'ambiguous'
            ? 'app.validation.ambiguousNumber'
            : 'app.validation.number',
    args: { field },
});
