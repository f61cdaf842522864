import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from '@/preferences/locale';
import { createI18nProvider } from '@/providers/i18nProvider';
import {
    getPreferences,
    PREFERENCES_KEY,
    setPreferences,
} from '@/preferences/preferences';
import { sessionStore } from '@/session/session';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { AppRoutes } from './screenRoutes';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

/** What is stored under `userPreferences`, as written. */
const stored = (): unknown =>
    JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? 'null');

const openSettings = async (locale: 'en-US' | 'pt-BR' = 'en-US') => {
    // The app's i18nProvider: it stores the language the user picks.
    renderInAdmin(<AppRoutes />, {
        path: '/settings',
        i18nProvider: await createI18nProvider(locale),
    });
    await screen.findByRole('heading', { level: 1 });
};

beforeEach(async () => {
    sessionStore.reset();
    await sessionStore.load();
});

describe('/settings', () => {
    it('shows the preferences under headings, switches on by default', async () => {
        await openSettings();
        expect(
            screen.getByRole('heading', { level: 1, name: 'Settings' })
        ).toBeInTheDocument();
        for (const name of ['Display', 'Language', 'Menu groups']) {
            expect(
                screen.getByRole('heading', { level: 2, name })
            ).toBeInTheDocument();
        }
        const filters = screen.getByRole('switch', {
            name: 'Show filters open',
        });
        expect(filters).toBeChecked();
        expect(filters).toHaveAccessibleDescription(
            'Lists open with their filters visible.'
        );
        expect(
            screen.getByRole('switch', { name: 'Show menu open' })
        ).toBeChecked();
    });

    it('"show filters open" writes userPreferences, which the lists read', async () => {
        await openSettings();
        const user = userEvent.setup();
        const filters = screen.getByRole('switch', {
            name: 'Show filters open',
        });
        await user.click(filters);
        expect(filters).not.toBeChecked();
        expect(stored()).toEqual({
            showFilterOpen: false,
            showMenuOpen: true,
            menuConfig: { moduleExpanded: {} },
            fieldApp: true,
        });
        expect(getPreferences().showFilterOpen).toBe(false);

        // Keyboard: the switch takes focus and Space turns it back on.
        filters.focus();
        await user.keyboard(' ');
        expect(filters).toBeChecked();
        expect(getPreferences().showFilterOpen).toBe(true);
    });

    it('"show menu open" starts from the stored value and writes it', async () => {
        localStorage.setItem(
            PREFERENCES_KEY,
            JSON.stringify({
                showFilterOpen: false,
                showMenuOpen: false,
                menuConfig: { moduleExpanded: { IT: false } },
            })
        );
        await openSettings();
        const menu = screen.getByRole('switch', { name: 'Show menu open' });
        expect(menu).not.toBeChecked();
        expect(
            screen.getByRole('switch', { name: 'Show filters open' })
        ).not.toBeChecked();

        await userEvent.setup().click(menu);
        expect(menu).toBeChecked();
        // Only the toggled preference changes.
        expect(stored()).toEqual({
            showFilterOpen: false,
            showMenuOpen: true,
            menuConfig: { moduleExpanded: { IT: false } },
            fieldApp: true,
        });
    });

    it('follows a change made elsewhere (the drawer toggle)', async () => {
        await openSettings();
        act(() => setPreferences(p => ({ ...p, showMenuOpen: false })));
        expect(
            screen.getByRole('switch', { name: 'Show menu open' })
        ).not.toBeChecked();
    });

    it('changes the language at once and stores it', async () => {
        await openSettings();
        const user = userEvent.setup();
        await user.selectOptions(
            screen.getByRole('combobox', { name: 'Language' }),
            'pt-BR'
        );
        expect(
            await screen.findByRole('heading', {
                level: 1,
                name: 'Configurações',
            })
        ).toBeInTheDocument();
        expect(localStorage.getItem(LOCALE_KEY)).toBe('pt-BR');
        expect(
            screen.getByRole('switch', { name: 'Mostrar filtros abertos' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('switch', { name: 'Mostrar menu aberto' })
        ).toBeInTheDocument();
    });

    it('"reset menu groups" clears the module map and keeps the rest', async () => {
        localStorage.setItem(
            PREFERENCES_KEY,
            JSON.stringify({
                showFilterOpen: false,
                showMenuOpen: true,
                menuConfig: { moduleExpanded: { IT: false, base: true } },
            })
        );
        await openSettings();
        expect(
            screen.getByText('2 module groups remembered')
        ).toBeInTheDocument();
        const reset = screen.getByRole('button', {
            name: 'Reset menu groups',
        });
        await userEvent.setup().click(reset);

        expect(stored()).toEqual({
            showFilterOpen: false,
            showMenuOpen: true,
            menuConfig: { moduleExpanded: {} },
            fieldApp: true,
        });
        expect(getPreferences().menuConfig.moduleExpanded).toEqual({});
        expect(
            screen.getByText('Every module group shows as it does by default.')
        ).toBeInTheDocument();
        await waitFor(() => expect(reset).toBeDisabled());
    });

    it('has nothing to reset when no group state is stored', async () => {
        await openSettings();
        expect(
            screen.getByRole('button', { name: 'Reset menu groups' })
        ).toBeDisabled();
    });

    it('in Portuguese', async () => {
        localStorage.setItem(
            PREFERENCES_KEY,
            JSON.stringify({ menuConfig: { moduleExpanded: { IT: true } } })
        );
        await openSettings('pt-BR');
        expect(
            screen.getByRole('heading', { level: 1, name: 'Configurações' })
        ).toBeInTheDocument();
        expect(
            screen.getByRole('heading', { level: 2, name: 'Grupos do menu' })
        ).toBeInTheDocument();
        expect(
            screen.getByText('1 grupo de módulos lembrado')
        ).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Redefinir grupos do menu' })
        ).toBeEnabled();
        expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue(
            'pt-BR'
        );
    });
});
