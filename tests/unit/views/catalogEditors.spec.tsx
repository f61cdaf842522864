import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ResourceViewProps } from '@/builders/viewProps';
import { getResource } from '@shared/declarations';
import {
    ModuleCreate,
    ModuleEdit,
    PageEdit,
} from '@/views/module/CatalogViews';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const viewProps = (
    name: 'page' | 'module',
    view: 'create' | 'edit',
    id?: string
): ResourceViewProps => ({
    definition: getResource(name),
    view,
    mode: 'admin',
    paths: {
        list: `/admin/${name}`,
        create: `/admin/${name}/new`,
        details: i => `/admin/${name}/details/${i}`,
    },
    id,
    readOnly: false,
});

const modules = [{ id: 3, codeIntl: 'IT', icon: 'Sensors', order: 2 }];
const pages = [
    {
        id: 31,
        codeIntl: 'gateway',
        url: '/gateway',
        moduleId: 3,
        type: 0,
        order: 2,
        icon: 'Router',
        isAdmin: false,
    },
    {
        id: 30,
        codeIntl: 'sensor',
        url: '/sensor',
        moduleId: 3,
        type: 0,
        order: 1,
        icon: 'Sensors',
        isAdmin: false,
    },
    {
        id: 40,
        codeIntl: 'adminInstrumentation',
        url: '/admin/instrumentation',
        moduleId: 1,
        type: 0,
        order: 0,
        icon: 'SettingsInputAntenna',
        isAdmin: true,
    },
];

describe('module and page editors', { timeout: 30000 }, () => {
    it('a module shows its name and its pages in order, by their labels, as links', async () => {
        const dp = fakeDataProvider({ module: modules, page: pages });
        // The fake ignores filters and sorts: answer as the API would.
        dp.getList.mockImplementation(async (resource: string) =>
            resource === 'page'
                ? {
                      data: pages
                          .filter(p => p.moduleId === 3)
                          .sort((a, b) => a.order - b.order),
                      total: 2,
                  }
                : { data: modules, total: 1 }
        );
        renderInAdmin(<ModuleEdit {...viewProps('module', 'edit', '3')} />, {
            dataProvider: dp,
        });
        expect(
            await screen.findByText('Shown as “Instrumentation and telemetry”')
        ).toBeInTheDocument();
        const table = await screen.findByRole('table', {
            name: 'Pages of this module',
        });
        await waitFor(() =>
            expect(within(table).getAllByRole('link')).toHaveLength(2)
        );
        const links = within(table).getAllByRole('link');
        expect(links.map(l => l.textContent)).toEqual(['Sensors', 'Gateways']);
        expect(links[0]).toHaveAttribute('href', '/admin/page/details/30');
        expect(dp.getList).toHaveBeenCalledWith(
            'page',
            expect.objectContaining({ filter: { moduleId: 3 } })
        );
    });

    it('a page shows its label beside its code', async () => {
        const dp = fakeDataProvider({ module: modules, page: pages });
        renderInAdmin(<PageEdit {...viewProps('page', 'edit', '40')} />, {
            dataProvider: dp,
        });
        expect(
            await screen.findByText('Shown as “Instrumentation”')
        ).toBeInTheDocument();
        expect(screen.getByLabelText(/^Code/)).toHaveValue(
            'adminInstrumentation'
        );
    });

    it('the icon picker shows each icon and saves the chosen name', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({ module: modules, page: pages });
        renderInAdmin(<ModuleCreate {...viewProps('module', 'create')} />, {
            dataProvider: dp,
        });
        await user.type(await screen.findByLabelText(/^Code/), 'field');
        expect(screen.getByTestId('code-shown-as')).toHaveTextContent(
            'no name in the catalog'
        );
        const icon = screen.getByRole('combobox', { name: 'Icon' });
        await user.click(icon);
        const option = await screen.findByRole('option', { name: 'Water' });
        expect(option.querySelector('[data-icon="Water"]')).not.toBeNull();
        fireEvent.click(option);
        expect(
            screen.getByTestId('chosen-icon').querySelector('[data-icon]')
        ).toHaveAttribute('data-icon', 'Water');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        expect(dp.create.mock.calls[0]?.[1].data).toMatchObject({
            codeIntl: 'field',
            icon: 'Water',
        });
    });
});
