/**
 * Records named as people name them (issue: forms that tell the truth):
 * pages and modules by their translated names, in lists, references and
 * headings, never by their internal codes.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListBase } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import SmallScreenList from '@/builders/list/SmallScreenList';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';
import { renderList } from './renderList';

const tables = {
    page: [
        {
            id: 1,
            codeIntl: 'adminInstrumentation',
            url: '/admin/instrumentation',
            moduleId: 1,
            isAdmin: true,
            type: 0,
            order: 1,
        },
        {
            id: 2,
            codeIntl: 'company',
            url: '/company/details',
            moduleId: 2,
            isAdmin: false,
            type: 0,
            order: 2,
            relatedPageId: 1,
        },
    ],
    module: [
        { id: 1, codeIntl: 'admin', order: 1 },
        { id: 2, codeIntl: 'IT', order: 2 },
    ],
};

describe('records named by their translated codes', { timeout: 30000 }, () => {
    it('the page list names pages and their modules in the user’s language', async () => {
        renderList('page', {
            dataProvider: fakeDataProvider(tables),
            locale: 'pt-BR',
        });
        expect(await screen.findByText('Instrumentação')).toBeInTheDocument();
        // A single-record page: the entity's singular name.
        expect(screen.getByText('Empresa')).toBeInTheDocument();
        expect(await screen.findByText('Administração')).toBeInTheDocument();
        expect(
            screen.getByText('Instrumentação e telemetria')
        ).toBeInTheDocument();
        expect(document.body.textContent).not.toMatch(
            /adminInstrumentation|\bIT\b/
        );
    });

    it('the page list filters by module from a menu of module names', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider(tables);
        renderList('page', { dataProvider: dp });
        await user.click(
            await screen.findByRole('combobox', { name: 'Module' })
        );
        const options = await screen.findAllByRole('option');
        expect(options.map(o => o.textContent)).toContain(
            'Instrumentation and telemetry'
        );
        await user.click(
            screen.getByRole('option', {
                name: 'Instrumentation and telemetry',
            })
        );
        await waitFor(() =>
            expect(dp.getList).toHaveBeenCalledWith(
                'page',
                expect.objectContaining({
                    filter: expect.objectContaining({ moduleId: 2 }),
                })
            )
        );
    });

    it('a page’s details heading and its related page use the name too', async () => {
        renderInAdmin(
            <ResourceEdit
                definition={getResource('page')}
                basePath="/admin/page"
                id={2}
            />,
            { dataProvider: fakeDataProvider(tables) }
        );
        const heading = await screen.findByRole('heading', { level: 1 });
        await waitFor(() => expect(heading).toHaveTextContent('Page Company'));
        await waitFor(() =>
            expect(
                screen.getByRole('combobox', { name: /Related page/ })
            ).toHaveValue('Instrumentation')
        );
    });

    it('a page’s module is found by the name the user reads, not by its code', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider(tables);
        renderInAdmin(
            <ResourceEdit
                definition={getResource('page')}
                basePath="/admin/page"
                id={2}
            />,
            { dataProvider: dp }
        );
        await user.click(
            await screen.findByRole('button', { name: 'Enable edit' })
        );
        const module = screen.getByRole('combobox', { name: /Module/ });
        await waitFor(() =>
            expect(module).toHaveValue('Instrumentation and telemetry')
        );
        await user.clear(module);
        await user.type(module, 'admini');
        const options = await screen.findAllByRole('option');
        expect(options.map(o => o.textContent)).toEqual(['Administration']);
        // Loaded whole, not searched by a code the user never sees.
        const moduleCalls = dp.getList.mock.calls.filter(
            ([resource]) => resource === 'module'
        );
        expect(moduleCalls.every(([, p]) => !p.filter?.q)).toBe(true);
    });

    it('a reading’s heading names its sensor and its time', async () => {
        const measureTables = {
            measure: [
                {
                    id: 5,
                    date: '2026-11-20T13:30:00.000Z',
                    value: 1,
                    sensorId: 3,
                    type: 'manual',
                },
            ],
            sensor: [{ id: 3, name: 'Piezômetro PZ-01' }],
        };
        renderInAdmin(
            <ResourceEdit
                definition={getResource('measure')}
                basePath="/measure"
                id={5}
            />,
            { dataProvider: fakeDataProvider(measureTables) }
        );
        const heading = await screen.findByRole('heading', { level: 1 });
        await waitFor(() =>
            expect(heading).toHaveTextContent(
                'Measure Piezômetro PZ-01 · 11/20/26, 10:30 AM'
            )
        );
    });

    it('compact rows show a reading’s time and its sensor’s name', async () => {
        const dp = fakeDataProvider({
            measure: [
                {
                    id: 5,
                    date: '2026-11-20T13:30:00.000Z',
                    value: 1,
                    sensorId: 3,
                },
            ],
            sensor: [{ id: 3, name: 'Piezômetro PZ-01' }],
        });
        renderInAdmin(
            <ListBase resource="measure" disableSyncWithLocation>
                <SmallScreenList
                    definition={getResource('measure')}
                    rowPath={id => `/measure/details/${id}`}
                />
            </ListBase>,
            { dataProvider: dp }
        );
        expect(
            await screen.findByText('11/20/26, 10:30 AM')
        ).toBeInTheDocument();
        expect(await screen.findByText('Piezômetro PZ-01')).toBeInTheDocument();
        expect(dp.getMany).toHaveBeenCalledTimes(1);
    });
});
