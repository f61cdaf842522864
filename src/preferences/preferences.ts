/**
 * Local preferences under `userPreferences` (spec section 3). Anything
 * stored that does not fit the shape falls back to the default, field by
 * field, so a corrupt value never breaks the app.
 */
export const PREFERENCES_KEY = 'userPreferences';

export interface UserPreferences {
    showFilterOpen: boolean;
    showMenuOpen: boolean;
    menuConfig: { moduleExpanded: Record<string, boolean> };
    /**
     * A user with a mobile profile on a phone gets the field app unless
     * they chose the full console there (docs/field-app.md).
     */
    fieldApp: boolean;
}

export const defaultPreferences = (): UserPreferences => ({
    showFilterOpen: true,
    showMenuOpen: true,
    menuConfig: { moduleExpanded: {} },
    fieldApp: true,
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);

const bool = (v: unknown, fallback: boolean) =>
    typeof v === 'boolean' ? v : fallback;

export const parsePreferences = (raw: string | null): UserPreferences => {
    const defaults = defaultPreferences();
    let parsed: unknown;
    try {
        parsed = raw === null ? undefined : JSON.parse(raw);
    } catch {
        return defaults;
    }
    if (!isRecord(parsed)) return defaults;
    const expanded = isRecord(parsed.menuConfig)
        ? parsed.menuConfig.moduleExpanded
        : undefined;
    const moduleExpanded: Record<string, boolean> = {};
    if (isRecord(expanded)) {
        for (const [code, open] of Object.entries(expanded)) {
            if (typeof open === 'boolean') moduleExpanded[code] = open;
        }
    }
    return {
        showFilterOpen: bool(parsed.showFilterOpen, defaults.showFilterOpen),
        showMenuOpen: bool(parsed.showMenuOpen, defaults.showMenuOpen),
        menuConfig: { moduleExpanded },
        fieldApp: bool(parsed.fieldApp, defaults.fieldApp),
    };
};

const listeners = new Set<() => void>();
let cached: UserPreferences | undefined;
let cachedRaw: string | null | undefined;

export const getPreferences = (): UserPreferences => {
    const raw = localStorage.getItem(PREFERENCES_KEY);
    // Same object while storage is unchanged: useSyncExternalStore needs it.
    if (!cached || raw !== cachedRaw) {
        cached = parsePreferences(raw);
        cachedRaw = raw;
    }
    return cached;
};

export const setPreferences = (
    update: (current: UserPreferences) => UserPreferences
): void => {
    const next = update(getPreferences());
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify(next));
    listeners.forEach(listener => listener());
};

/**
 * Writes the defaults on the first visit (the spec keeps them
 * under `userPreferences` from the start), and a stored value that did not
 * fit the shape as its repaired form. Storage refused: nothing to do.
 */
export const ensurePreferences = (): void => {
    try {
        const raw = localStorage.getItem(PREFERENCES_KEY);
        const fitted = JSON.stringify(parsePreferences(raw));
        if (raw !== fitted) localStorage.setItem(PREFERENCES_KEY, fitted);
    } catch {
        // Private mode or full storage: defaults stay in memory.
    }
};

export const subscribePreferences = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
};
