import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'ra-core';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '@/layout/Layout';
import { decodePlant } from '@/providers/currentPlant';
import { sessionStore } from '@/session/session';
import { holdFrames } from '../../helpers/frames';
import { renderInAdmin } from '../../helpers/renderInAdmin';

// The real session store, fed a fixture instead of the API.
vi.mock('@/session/session', async () => {
    const { createSessionStore } = await import('@/session/sessionStore');
    const { operatorSession } = await import('./sessionFixture');
    return {
        sessionStore: createSessionStore(() =>
            Promise.resolve(operatorSession())
        ),
    };
});

const Where = () => <p>at {useLocation().pathname}</p>;

const renderApp = (path = '/sensor') =>
    renderInAdmin(
        <Layout>
            <Routes>
                <Route path="*" element={<Where />} />
            </Routes>
        </Layout>,
        { path }
    );

const storedPreferences = () =>
    JSON.parse(localStorage.getItem('userPreferences') ?? 'null') as {
        showMenuOpen: boolean;
        menuConfig: { moduleExpanded: Record<string, boolean> };
    };

describe('Layout (connected)', () => {
    const initialWidth = window.innerWidth;
    beforeEach(async () => {
        window.innerWidth = 1280;
        sessionStore.reset();
        await sessionStore.load();
        sessionStore.select(10);
    });
    afterEach(() => {
        window.innerWidth = initialWidth;
        vi.restoreAllMocks();
    });

    it('switching plants selects it, stores it and goes to the first menu page', async () => {
        renderApp('/sensor');
        expect(await screen.findByText('at /sensor')).toBeInTheDocument();
        // The drawer's contents come once the page has been painted.
        await userEvent.selectOptions(
            await screen.findByLabelText('Power plant'),
            'PCH Rio Claro'
        );
        expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
        expect(decodePlant(localStorage.getItem('selectedSubsidiary'))).toBe(
            20
        );
        expect(screen.getByLabelText('Power plant')).toHaveDisplayValue(
            'PCH Rio Claro'
        );
    });

    it('draws the page first and the drawer’s contents once it has been painted', async () => {
        const paint = holdFrames();
        renderApp('/sensor');
        expect(await screen.findByText('at /sensor')).toBeInTheDocument();
        expect(
            screen.getByRole('button', { name: 'Show or hide the menu' })
        ).toBeInTheDocument();
        expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
        expect(screen.queryByLabelText('Power plant')).toBeNull();
        await paint();
        expect(
            await screen.findByRole('link', { name: 'Dashboard' })
        ).toBeInTheDocument();
        expect(screen.getByLabelText('Power plant')).toHaveDisplayValue(
            'UHE Serra Azul'
        );
    });

    it('remembers a module group per code across renders', async () => {
        const first = renderApp();
        await userEvent.click(
            await screen.findByRole('button', {
                name: 'Instrumentation and telemetry',
            })
        );
        expect(storedPreferences().menuConfig.moduleExpanded).toEqual({
            IT: false,
        });
        first.unmount();

        renderApp();
        const group = await screen.findByRole('button', {
            name: 'Instrumentation and telemetry',
        });
        expect(group).toHaveAttribute('aria-expanded', 'false');
        expect(screen.queryByRole('link', { name: 'Sensors' })).toBeNull();
        expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    });

    it('opens the drawer as stored and stores the toggle', async () => {
        localStorage.setItem(
            'userPreferences',
            JSON.stringify({ showMenuOpen: false })
        );
        renderApp();
        const toggle = await screen.findByRole('button', {
            name: 'Show or hide the menu',
        });
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await userEvent.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'true');
        expect(storedPreferences().showMenuOpen).toBe(true);
    });
});
