/**
 * The selected plant: in memory for the `subsidiary-id` header (each tab
 * keeps its own), and in localStorage under `selectedSubsidiary` so that a
 * reload restores it (spec section 3).
 *
 * Stored encoded as base64 of `{"id":<id>}`. The spec asks for an encoded
 * value; this is a format, not a secret.
 */
export const SELECTED_PLANT_KEY = 'selectedSubsidiary';

let current: number | null = null;

export const encodePlant = (id: number): string => btoa(JSON.stringify({ id }));

export const decodePlant = (raw: string | null): number | null => {
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

export const readStoredPlant = (): number | null =>
    decodePlant(localStorage.getItem(SELECTED_PLANT_KEY));

export const getCurrentPlant = (): number | null => current;

export const setCurrentPlant = (id: number | null): void => {
    current = id;
    if (id === null) localStorage.removeItem(SELECTED_PLANT_KEY);
    else localStorage.setItem(SELECTED_PLANT_KEY, encodePlant(id));
};

/** Forgets the plant in memory and in storage (logout, failed session load). */
export const clearPlant = (): void => setCurrentPlant(null);
