/**
 * Keys earlier builds wrote to `localStorage` for mechanisms that no
 * longer exist (stored copies of pages, of the menu and of styles; a
 * trace of a past sign-in). They held menu names and page markup, so
 * they are removed rather than left behind.
 */
const LEGACY_KEYS = [
    'plants.pageSnapshots',
    'plants.frameCopy',
    'plants.listToolsHeight',
    'plants.signedInBefore',
    'savedStyles',
] as const;

export const forgetLegacyCopies = (storage?: Storage): void => {
    try {
        const local = storage ?? window.localStorage;
        for (const key of LEGACY_KEYS) local.removeItem(key);
    } catch {
        // Storage refused: nothing of ours can be read from it either.
    }
};
