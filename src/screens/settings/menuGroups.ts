import { setPreferences } from '@/preferences/preferences';

/** Forgets every module group's expanded state; groups go back to their default. */
export const resetMenuGroups = (): void =>
    setPreferences(current => ({
        ...current,
        menuConfig: { ...current.menuConfig, moduleExpanded: {} },
    }));
