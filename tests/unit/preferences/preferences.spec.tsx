import { describe, expect, it } from 'vitest';
import {
    defaultPreferences,
    getPreferences,
    PREFERENCES_KEY,
    setPreferences,
} from '@/preferences/preferences';
import { setModuleExpanded } from '@/preferences/usePreferences';

describe('userPreferences', () => {
    it('defaults: filters and menu open, no module state', () => {
        expect(getPreferences()).toEqual({
            showFilterOpen: true,
            showMenuOpen: true,
            menuConfig: { moduleExpanded: {} },
            fieldApp: true,
        });
    });

    it.each([
        ['not json', '{oops'],
        ['wrong type', '"text"'],
        ['array', '[1,2]'],
        ['null', 'null'],
    ])('corrupt value (%s) falls back to defaults', (_label, raw) => {
        localStorage.setItem(PREFERENCES_KEY, raw);
        expect(getPreferences()).toEqual(defaultPreferences());
    });

    it('keeps the valid fields of a partly corrupt value', () => {
        localStorage.setItem(
            PREFERENCES_KEY,
            JSON.stringify({
                showMenuOpen: false,
                showFilterOpen: 'no',
                menuConfig: { moduleExpanded: { IT: false, base: 'x' } },
            })
        );
        expect(getPreferences()).toEqual({
            showFilterOpen: true,
            showMenuOpen: false,
            menuConfig: { moduleExpanded: { IT: false } },
            fieldApp: true,
        });
    });

    it('stores changes under userPreferences', () => {
        setPreferences(p => ({ ...p, showFilterOpen: false }));
        setModuleExpanded('inspection', true);
        expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '')).toEqual(
            {
                showFilterOpen: false,
                showMenuOpen: true,
                menuConfig: { moduleExpanded: { inspection: true } },
                fieldApp: true,
            }
        );
    });
});
