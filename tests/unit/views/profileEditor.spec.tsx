import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { getResource } from '@shared/declarations';
import { ProfileCreate } from '@/views/profile/ProfileViews';
import type { ResourceViewProps } from '@/builders/viewProps';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const modules = [
    { id: 1, codeIntl: 'admin', icon: 'AdminPanelSettings', order: 0 },
    { id: 2, codeIntl: 'base', icon: 'Home', order: 1 },
    { id: 3, codeIntl: 'IT', icon: 'Sensors', order: 2 },
    { id: 4, codeIntl: 'inspection', icon: 'FactCheck', order: 3 },
    { id: 5, codeIntl: 'field', icon: 'Map', order: 4 },
];
const page = (
    id: number,
    codeIntl: string,
    url: string,
    moduleId: number,
    type = 0,
    order = id
) => ({
    id,
    codeIntl,
    url,
    moduleId,
    type,
    order,
    icon: 'Sensors',
    isAdmin: moduleId === 1,
    isMenu: true,
    showInMenu: true,
});
const pages = [
    page(10, 'company', '/admin/company', 1),
    page(11, 'dashboard', '/dashboard', 2),
    page(12, 'sensor', '/sensor', 3),
    page(13, 'gateway', '/gateway', 3),
    page(20, 'mobileHome', '/home', 2, 1),
    page(21, 'mobileMeasure', '/measure', 3, 1),
    page(22, 'mobileInspection', '/inspection', 4, 1),
    page(23, 'fieldWork', '/field-work', 5, 1),
];

const props: ResourceViewProps = {
    definition: getResource('profile'),
    view: 'create',
    mode: 'admin',
    paths: {
        list: '/admin/profile',
        create: '/admin/profile/new',
        details: id => `/admin/profile/details/${id}`,
    },
    readOnly: false,
};

const open = async (
    dp = fakeDataProvider({ module: modules, page: pages })
) => {
    renderInAdmin(<ProfileCreate {...props} />, { dataProvider: dp });
    await screen.findByRole('heading', {
        name: 'Instrumentation and telemetry',
    });
    return { user: userEvent.setup(), dp };
};

const sideMenu = () => screen.getByRole('group', { name: 'Side menu' });

describe('profile editor', { timeout: 30000 }, () => {
    it('groups the pages of the profile type under their modules, named by their labels', async () => {
        await open();
        const it = screen.getByRole('region', {
            name: 'Instrumentation and telemetry',
        });
        expect(
            within(it).getByRole('checkbox', { name: 'Sensors' })
        ).toBeInTheDocument();
        expect(
            within(it).getByRole('checkbox', { name: 'Gateways' })
        ).toBeInTheDocument();
        // Web, non-admin: no mobile page, no admin page, no codes.
        expect(screen.queryByRole('checkbox', { name: 'Measures' })).toBeNull();
        expect(screen.queryByRole('checkbox', { name: /Compan/ })).toBeNull();
        expect(screen.queryByText('sensor')).toBeNull();
    });

    it('orders the side menu by the move buttons and saves that order', async () => {
        const { user, dp } = await open();
        await user.type(screen.getByLabelText(/^Name/), 'Operação');
        await user.click(screen.getByRole('checkbox', { name: 'Sensors' }));
        await user.click(screen.getByRole('checkbox', { name: 'Gateways' }));
        await user.click(screen.getByRole('checkbox', { name: 'Dashboard' }));
        const names = () =>
            within(sideMenu())
                .getAllByRole('listitem')
                .map(li => li.textContent);
        expect(names()).toEqual(['Dashboard', 'Sensors', 'Gateways']);

        const up = screen.getByRole('button', { name: 'Move Gateways up' });
        up.focus();
        await user.keyboard('{Enter}');
        expect(names()).toEqual(['Dashboard', 'Gateways', 'Sensors']);
        // The moved row keeps the focus, so the keys can move it on.
        expect(
            screen.getByRole('button', { name: 'Move Gateways down' })
        ).toBeEnabled();

        await user.click(
            screen.getByRole('switch', { name: 'Show in menu: Sensors' })
        );
        expect(names()).toEqual(['Dashboard', 'Gateways']);

        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        const data = dp.create.mock.calls[0]?.[1].data as {
            pages: { pageId: number; menuOrder: number; showOnMenu: boolean }[];
        };
        const byId = Object.fromEntries(data.pages.map(p => [p.pageId, p]));
        expect(byId[13]?.menuOrder).toBeLessThan(byId[12]?.menuOrder ?? 0);
        expect(byId[12]?.showOnMenu).toBe(false);
    });

    it('moves a page by dragging it onto another', async () => {
        await open();
        fireEvent.click(screen.getByRole('checkbox', { name: 'Sensors' }));
        fireEvent.click(screen.getByRole('checkbox', { name: 'Gateways' }));
        const row = (name: string) =>
            screen.getByRole('checkbox', { name }).closest('tr')!;
        fireEvent.dragStart(row('Gateways'));
        fireEvent.dragOver(row('Sensors'));
        fireEvent.drop(row('Sensors'));
        const names = within(sideMenu())
            .getAllByRole('listitem')
            .map(li => li.textContent);
        expect(names).toEqual(['Gateways', 'Sensors']);
    });

    it('refuses a fourth module in the mobile bottom menu on the spot', async () => {
        const { user, dp } = await open();
        await user.type(screen.getByLabelText(/^Name/), 'Campo');
        fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Type/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'Mobile' }));
        for (const name of ['Home', 'Measures', 'Inspections', 'fieldWork'])
            await user.click(await screen.findByRole('checkbox', { name }));
        for (const name of ['Home', 'Measures', 'Inspections'])
            await user.click(
                screen.getByRole('switch', {
                    name: `Show in mobile bottom menu: ${name}`,
                })
            );
        const fourth = screen.getByRole('switch', {
            name: 'Show in mobile bottom menu: fieldWork',
        });
        await user.click(fourth);
        expect(fourth).not.toBeChecked();
        expect(screen.getByRole('alert')).toHaveTextContent(
            'You have reached the limit of 3 modules in the mobile bottom menu'
        );
        const bottom = screen.getByRole('group', {
            name: 'Mobile bottom menu',
        });
        expect(within(bottom).getAllByRole('listitem')).toHaveLength(3);

        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.create).toHaveBeenCalledTimes(1));
        const data = dp.create.mock.calls[0]?.[1].data as {
            type: number;
            pages: { showInBottomMenu: boolean }[];
        };
        expect(data.type).toBe(1);
        expect(data.pages.filter(p => p.showInBottomMenu)).toHaveLength(3);
    });

    it('shows the server refusal of the bottom menu in the same sentence', async () => {
        const dp = fakeDataProvider({ module: modules, page: pages });
        dp.create.mockRejectedValueOnce(
            new HttpError('app.serverErrors.badRequest', 400, {
                errors: { pages: 'app.validation.bottomMenuLimit' },
            })
        );
        const { user } = await open(dp);
        await user.type(screen.getByLabelText(/^Name/), 'Campo');
        await user.click(screen.getByRole('checkbox', { name: 'Sensors' }));
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText(
                'You have reached the limit of 3 modules in the mobile bottom menu'
            )
        ).toBeInTheDocument();
        // What was typed stays.
        expect(screen.getByLabelText(/^Name/)).toHaveValue('Campo');
        expect(screen.getByRole('checkbox', { name: 'Sensors' })).toBeChecked();
    });
});
