import { cleanup, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
    defaultPreferences,
    ensurePreferences,
    PREFERENCES_KEY,
} from '@/preferences/preferences';
import { renderList, plantsData } from '../builders/renderList';

const stored = () =>
    JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null') as {
        showFilterOpen?: boolean;
    } | null;

const renderPlants = () =>
    renderList('subsidiary', { dataProvider: plantsData(3) });

beforeEach(() => localStorage.clear());

describe('userPreferences as the spec keeps them', { timeout: 30000 }, () => {
    it('holds its defaults from the first visit', () => {
        expect(stored()).toBeNull();
        ensurePreferences();
        expect(stored()).toEqual(defaultPreferences());
    });

    it('keeps what was stored, repairing only what does not fit', () => {
        localStorage.setItem(
            PREFERENCES_KEY,
            JSON.stringify({ showFilterOpen: false, showMenuOpen: 'yes' })
        );
        ensurePreferences();
        expect(stored()).toEqual({
            ...defaultPreferences(),
            showFilterOpen: false,
        });
    });

    it("the list's own filters button stores showFilterOpen, and the choice survives a new visit", async () => {
        ensurePreferences();
        renderPlants();
        await screen.findByText('Plant 1');
        fireEvent.click(
            await screen.findByRole('button', { name: 'Hide filters' })
        );
        expect(stored()?.showFilterOpen).toBe(false);
        expect(
            await screen.findByRole('button', { name: 'Show filters' })
        ).toHaveAttribute('aria-pressed', 'false');

        cleanup();
        renderPlants();
        await screen.findByText('Plant 1');
        expect(
            await screen.findByRole('button', { name: 'Show filters' })
        ).toBeInTheDocument();
        fireEvent.click(screen.getByRole('button', { name: 'Show filters' }));
        expect(stored()?.showFilterOpen).toBe(true);
    });
});
