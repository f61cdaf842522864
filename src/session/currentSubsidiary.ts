/**
 * The selected plant: in memory for the `subsidiary-id` header (each tab
 * keeps its own), and in localStorage under `selectedSubsidiary` so that a
 * reload restores it (spec section 3).
 *
 * Stored encoded as base64 of `{"id":<id>}`. The spec asks for an encoded
 * value; this is a format, not a secret.
 */
export const SELECTED_SUBSIDIARY_KEY = 'selectedSubsidiary';

let current: number | null = null;

export const encodeSubsidiary = (id: number): string =>
    btoa(JSON.stringify({ id }));

export const decodeSubsidiary = (raw: string | null): number | null => {
    if (!raw) return null;
    try {
        const parsed: unknown = JSON.parse(atob(raw));
        if (typeof parsed !== 'object' || parsed === null) return null;
        const id = (parsed as { id?: unknown }).id;
        return typeof id === 'number' && Number.isInteger(id) && id > 0
            ? id
            : null;
    } catch {
        return null;
    }
};

export const readStoredSubsidiary = (): number | null =>
    decodeSubsidiary(localStorage.getItem(SELECTED_SUBSIDIARY_KEY));

export const getCurrentSubsidiary = (): number | null => current;

export const setCurrentSubsidiary = (id: number | null): void => {
    current = id;
    if (id === null) localStorage.removeItem(SELECTED_SUBSIDIARY_KEY);
    else localStorage.setItem(SELECTED_SUBSIDIARY_KEY, encodeSubsidiary(id));
};

/** Forgets the plant in memory and in storage (logout, failed session load). */
export const clearSubsidiary = (): void => setCurrentSubsidiary(null);
