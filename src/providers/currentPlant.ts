/**
 * The selected plant: in memory for the `subsidiary-id` header (each tab
 * keeps its own), and in localStorage under `selectedSubsidiary` so that a
 * reload restores it (spec section 3).
 *
 * Stored encoded as base64 of `{"id":<id>}`. The spec asks for an encoded
 * value; this is a format, not a secret.
 */
import {
    decodePlant,
    encodePlant,
    SELECTED_PLANT_KEY,
} from '@shared/domain/storedPlant';
// The stored format is the spec's (shared/domain/storedPlant.ts).
export { decodePlant, encodePlant, SELECTED_PLANT_KEY };

let current: number | null = null;

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
