/**
 * Reads `showFilterOpen` from the `userPreferences` local key (spec section
 * 3; default true). A missing or corrupt value falls back to the default.
 */
export const readShowFilterOpen = (): boolean => {
    try {
        const raw = localStorage.getItem('userPreferences');
        const prefs: unknown = raw ? JSON.parse(raw) : null;
        if (typeof prefs === 'object' && prefs !== null) {
            const value = (prefs as { showFilterOpen?: unknown })
                .showFilterOpen;
            if (typeof value === 'boolean') return value;
        }
    } catch {
        // Corrupt JSON: the default stands.
    }
    return true;
};
