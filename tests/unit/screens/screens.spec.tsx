import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testDataProvider, type DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router';
import { RouteElement } from '@/routes/RouteElement';
import { ROUTES } from '@/routes/routeTable';
import { PlantSelection } from '@/screens/PlantSelection';
import { getCurrentPlant, readStoredPlant } from '@/providers/currentPlant';
import { sessionStore } from '@/session/session';
import { operatorSession } from '../../helpers/sessions';
import { renderInAdmin } from '../../helpers/renderInAdmin';

// The app's store, answering with an operator session instead of the API.
vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

const AppRoutes = () => (
    <Routes>
        {ROUTES.map(route => (
            <Route
                key={route.path}
                path={route.path}
                element={<RouteElement route={route} />}
            />
        ))}
    </Routes>
);

beforeEach(async () => {
    sessionStore.reset();
    await sessionStore.load();
});

describe('guarded routes', () => {
    it('a normal user typing an admin URL gets the not-found page', async () => {
        renderInAdmin(<AppRoutes />, { path: '/admin/company/new' });
        expect(
            screen.getByText("The page you are trying to access doesn't exist")
        ).toBeInTheDocument();
        expect(
            screen.getByRole('link', { name: 'Back to the platform' })
        ).toHaveAttribute(
            'href',
            // react-admin's links resolve through its router adapter, which
            // under Vitest sees its own (hash) router; the e2e suite clicks
            // the real one.
            expect.stringMatching(/^#?\/$/)
        );
    });

    it('in Portuguese too', async () => {
        renderInAdmin(<AppRoutes />, {
            path: '/admin/company',
            locale: 'pt-BR',
        });
        expect(
            screen.getByText(
                'A página que você está tentando acessar não existe'
            )
        ).toBeInTheDocument();
    });

    it('a held page opens its resource screen', async () => {
        const getList = vi.fn(async () => ({
            data: [
                {
                    id: 1,
                    name: 'Piezômetro PZ-01',
                    devEui: 'AA:BB:CC:DD:EE:FF:00:11',
                },
            ],
            total: 1,
        }));
        renderInAdmin(<AppRoutes />, {
            path: '/sensor',
            dataProvider: testDataProvider({
                getList,
            } as Partial<DataProvider>),
        });
        // The list screen is lazy: its first import can be slow on a busy machine.
        expect(
            await screen.findByText('Piezômetro PZ-01', {}, { timeout: 8000 })
        ).toBeInTheDocument();
        expect(getList).toHaveBeenCalledWith('sensor', expect.anything());
    });
});

describe('plant selection', () => {
    it('lists name and masked CNPJ; choosing at the origin stores it and goes to the first menu page', async () => {
        renderInAdmin(
            <PlantSelection subsidiaries={operatorSession().subsidiaries} />,
            { path: '/' }
        );
        expect(screen.getByText('Select a power plant')).toBeInTheDocument();
        expect(screen.getByText('CNPJ 11.222.333/0001-81')).toBeInTheDocument();
        fireEvent.click(screen.getByText('Usina B'));
        expect(readStoredPlant()).toBe(12);
        expect(getCurrentPlant()).toBe(12);
        expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
    });

    it('in front of a page opened by its URL, choosing stays on that page', async () => {
        renderInAdmin(
            <PlantSelection subsidiaries={operatorSession().subsidiaries} />,
            { path: '/sensor' }
        );
        fireEvent.click(screen.getByText('Usina B'));
        expect(getCurrentPlant()).toBe(12);
        expect(screen.getByTestId('path')).toHaveTextContent('/sensor');
    });
});
