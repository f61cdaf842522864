import { useSyncExternalStore } from 'react';
import {
    getPreferences,
    setPreferences,
    subscribePreferences,
    type UserPreferences,
} from './preferences';

/** The stored preferences and a setter; every user of the hook re-renders on change. */
export const usePreferences = (): [
    UserPreferences,
    (update: (current: UserPreferences) => UserPreferences) => void,
] => [
    useSyncExternalStore(subscribePreferences, getPreferences),
    setPreferences,
];

/** Remembers whether a module group of the side menu is expanded. */
export const setModuleExpanded = (code: string, expanded: boolean): void =>
    setPreferences(p => ({
        ...p,
        menuConfig: {
            moduleExpanded: {
                ...p.menuConfig.moduleExpanded,
                [code]: expanded,
            },
        },
    }));
