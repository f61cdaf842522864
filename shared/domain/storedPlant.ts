/**
 * The selected plant as the browser stores it (spec section 3: an encoded
 * value, base64 of `{"id":<id>}`; a format, not a secret), read by the
 * app (src/providers/currentPlant.ts).
 */
export const SELECTED_PLANT_KEY = 'selectedSubsidiary';

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
