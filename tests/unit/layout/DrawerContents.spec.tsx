import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
    DrawerContents,
    type DrawerContentsProps,
} from '@/layout/menu/DrawerContents';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { menuSourceOf } from '@/layout/menu/menuSource';
import { adminSession, operatorSession } from './sessionFixture';

const renderDrawer = (
    props: Partial<DrawerContentsProps> = {},
    options: Parameters<typeof renderInAdmin>[1] = {}
) => {
    const all: DrawerContentsProps = {
        menu: menuSourceOf(operatorSession()),
        selectedPlantId: 10,
        onSelectPlant: vi.fn(),
        moduleExpanded: {},
        onModuleExpandedChange: vi.fn(),
        ...props,
    };
    return {
        props: all,
        ...renderInAdmin(<DrawerContents {...all} />, options),
    };
};

const menuLinks = () =>
    screen.getAllByRole('link').map(link => link.getAttribute('href'));

describe('plant switcher', () => {
    it('is hidden for an admin profile', async () => {
        renderDrawer({
            menu: menuSourceOf(adminSession()),
            selectedPlantId: null,
        });
        await screen.findByRole('link', { name: 'Companies' });
        expect(screen.queryByLabelText('Power plant')).toBeNull();
    });

    it('is disabled when the user has one plant', async () => {
        renderDrawer({
            menu: menuSourceOf(
                operatorSession([
                    { id: 10, name: 'UHE Serra Azul', cnpj: '11222333000181' },
                ])
            ),
        });
        const select = await screen.findByLabelText('Power plant');
        expect(select).toBeDisabled();
        expect(select).toHaveDisplayValue('UHE Serra Azul');
    });

    it('calls selectPlant with the chosen plant', async () => {
        const onSelectPlant = vi.fn();
        const onNavigate = vi.fn();
        renderDrawer({ onSelectPlant, onNavigate });
        const select = await screen.findByLabelText('Power plant');
        expect(select).toBeEnabled();
        expect(select).toHaveDisplayValue('UHE Serra Azul');
        await userEvent.selectOptions(select, 'PCH Rio Claro');
        expect(onSelectPlant).toHaveBeenCalledWith(20);
        expect(onNavigate).toHaveBeenCalled();
    });
});

describe('module groups', () => {
    it('lists only menu pages, modules by order and pages by menuOrder', async () => {
        renderDrawer();
        await screen.findByRole('link', { name: 'Dashboard' });
        expect(menuLinks()).toEqual([
            '/dashboard',
            '/user',
            '/sensor',
            '/gateway',
            '/measure',
        ]);
        const groups = screen.getAllByRole('button', { expanded: true });
        expect(groups.map(g => g.textContent)).toEqual([
            'General',
            'Instrumentation and telemetry',
        ]);
    });

    it('marks the current page with aria-current', async () => {
        renderDrawer({}, { path: '/sensor/details/4' });
        const sensor = await screen.findByRole('link', { name: 'Sensors' });
        expect(sensor).toHaveAttribute('aria-current', 'page');
        expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute(
            'aria-current'
        );
    });

    it('maps icon names and falls back for unknown ones', async () => {
        renderDrawer();
        const sensor = await screen.findByRole('link', { name: 'Sensors' });
        expect(sensor.querySelector('[data-icon]')).toHaveAttribute(
            'data-icon',
            'Sensors'
        );
        const gateway = screen.getByRole('link', { name: 'Gateways' });
        expect(gateway.querySelector('[data-icon]')).toHaveAttribute(
            'data-icon',
            'fallback'
        );
    });

    it('reports a toggle with the module code', async () => {
        const onModuleExpandedChange = vi.fn();
        renderDrawer({ onModuleExpandedChange, moduleExpanded: { IT: false } });
        const it = await screen.findByRole('button', {
            name: 'Instrumentation and telemetry',
        });
        await userEvent.click(it);
        expect(onModuleExpandedChange).toHaveBeenCalledWith('IT', true);
        await userEvent.click(screen.getByRole('button', { name: 'General' }));
        expect(onModuleExpandedChange).toHaveBeenCalledWith('base', false);
    });

    it('shows a remembered collapsed module closed', async () => {
        renderDrawer({ moduleExpanded: { IT: false } });
        await screen.findByRole('link', { name: 'Dashboard' });
        expect(
            screen.getByRole('button', {
                name: 'Instrumentation and telemetry',
            })
        ).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('link', { name: 'Sensors' })).toBeNull();
    });
});

describe('page search', () => {
    it('filters the entries by translated name, ignoring accents', async () => {
        renderDrawer({ moduleExpanded: { base: false } }, { locale: 'pt-BR' });
        const search = await screen.findByLabelText('Buscar páginas');
        await userEvent.type(search, 'usuario');
        expect(menuLinks()).toEqual(['/user']);
        await userEvent.clear(search);
        await userEvent.type(search, 'MEDICOES');
        expect(menuLinks()).toEqual(['/measure']);
        await userEvent.clear(search);
        await waitFor(() =>
            expect(menuLinks()).toEqual(['/sensor', '/gateway', '/measure'])
        );
    });

    it('opens matching groups without touching the remembered state', async () => {
        const onModuleExpandedChange = vi.fn();
        renderDrawer({ onModuleExpandedChange, moduleExpanded: { IT: false } });
        const search = await screen.findByLabelText('Search pages');
        await userEvent.type(search, 'sensor');
        const it = screen.getByRole('button', {
            name: 'Instrumentation and telemetry',
        });
        expect(it).toHaveAttribute('aria-expanded', 'true');
        await userEvent.click(it);
        expect(it).toHaveAttribute('aria-expanded', 'false');
        expect(onModuleExpandedChange).not.toHaveBeenCalled();
        await userEvent.clear(search);
        expect(
            screen.getByRole('button', {
                name: 'Instrumentation and telemetry',
            })
        ).toHaveAttribute('aria-expanded', 'false');
        expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute(
            'aria-expanded',
            'true'
        );
    });

    it('says so when nothing matches', async () => {
        renderDrawer();
        await userEvent.type(
            await screen.findByLabelText('Search pages'),
            'xyz'
        );
        expect(screen.getByRole('status')).toHaveTextContent(
            'No page matches the search'
        );
        expect(screen.queryAllByRole('link')).toHaveLength(0);
    });
});

describe('language switcher', () => {
    it('switches the interface language', async () => {
        const { store } = renderDrawer();
        const language = await screen.findByLabelText('Language');
        expect(language).toHaveDisplayValue('English (US)');
        await userEvent.selectOptions(language, 'pt-BR');
        const nav = await screen.findByRole('navigation', {
            name: 'Navegação',
        });
        expect(within(nav).getByLabelText('Idioma')).toHaveDisplayValue(
            'Português (Brasil)'
        );
        expect(within(nav).getByRole('link', { name: 'Painel' })).toBeVisible();
        expect(store.getItem('locale')).toBe('pt-BR');
    });
});

describe('keyboard path', () => {
    it('tabs through switcher, search, groups, links and language', async () => {
        renderDrawer({ moduleExpanded: { IT: false } });
        await screen.findByRole('link', { name: 'Dashboard' });
        const order = [
            screen.getByLabelText('Power plant'),
            screen.getByLabelText('Search pages'),
            screen.getByRole('button', { name: 'General' }),
            screen.getByRole('link', { name: 'Dashboard' }),
            screen.getByRole('link', { name: 'Users' }),
            screen.getByRole('button', {
                name: 'Instrumentation and telemetry',
            }),
            screen.getByLabelText('Language'),
        ];
        for (const element of order) {
            await userEvent.tab();
            expect(element).toHaveFocus();
        }
    });

    it('opens a collapsed group with Enter', async () => {
        const onModuleExpandedChange = vi.fn();
        renderDrawer({ onModuleExpandedChange, moduleExpanded: { IT: false } });
        const it = await screen.findByRole('button', {
            name: 'Instrumentation and telemetry',
        });
        act(() => it.focus());
        await userEvent.keyboard('{Enter}');
        expect(onModuleExpandedChange).toHaveBeenCalledWith('IT', true);
    });
});
