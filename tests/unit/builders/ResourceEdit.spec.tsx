import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const gateway = {
    id: 7,
    gatewayEui: 'AA00BB11CC22DD33',
    name: 'GW north',
    location: { latitude: -23.55052, longitude: -46.633309 },
    statsIntervalSec: 30,
    lastSeenAt: '2026-01-01T10:00:00.000Z',
    state: 'online',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
};
const input = (label: string) =>
    screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

describe('ResourceEdit (details page)', { timeout: 30000 }, () => {
    it('starts read-only; Enable edit allows saving only writable fields', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({ gateway: [gateway] });
        renderInAdmin(
            <ResourceEdit
                definition={getResource('gateway')}
                basePath="/gateway"
                id={7}
            />,
            { dataProvider: dp }
        );
        await waitFor(() => expect(input('Name').value).toBe('GW north'));
        expect(input('Name')).toHaveAttribute('readonly');
        expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
        expect(input('Latitude')).toHaveAttribute('placeholder', '-23.5505200');

        await user.click(screen.getByRole('button', { name: 'Enable edit' }));
        expect(input('Name')).not.toHaveAttribute('readonly');
        // Server-set: shown, never editable (date inputs render read-only as disabled).
        const lastSeen = input('Last seen');
        expect(lastSeen.readOnly || lastSeen.disabled).toBe(true);
        await user.clear(input('Name'));
        await user.type(input('Name'), 'GW south');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
        const { data } = dp.update.mock.calls[0]?.[1] ?? {};
        expect(data).toMatchObject({
            name: 'GW south',
            gatewayEui: 'AA00BB11CC22DD33',
        });
        expect(data).not.toHaveProperty('lastSeenAt');
        expect(data).not.toHaveProperty('state');
        expect(data).not.toHaveProperty('createdAt');
        expect(
            await screen.findByText('Gateway updated successfully')
        ).toBeInTheDocument();
        await waitFor(() =>
            expect(
                screen.getByRole('button', { name: 'Enable edit' })
            ).toBeInTheDocument()
        );
    });

    it('shows no edit or delete for a view-only profile', async () => {
        renderInAdmin(
            <ResourceEdit
                definition={getResource('gateway')}
                basePath="/gateway"
                id={7}
                readOnly
            />,
            { dataProvider: fakeDataProvider({ gateway: [gateway] }) }
        );
        await waitFor(() => expect(input('Name').value).toBe('GW north'));
        expect(
            screen.queryByRole('button', { name: 'Enable edit' })
        ).toBeNull();
        expect(screen.queryByRole('button', { name: /delete/i })).toBeNull();
    });

    it('tells the user when an update fails and keeps the edit', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({ gateway: [gateway] });
        dp.update.mockRejectedValueOnce(new Error('boom'));
        renderInAdmin(
            <ResourceEdit
                definition={getResource('gateway')}
                basePath="/gateway"
                id={7}
            />,
            { dataProvider: dp }
        );
        await waitFor(() => expect(input('Name').value).toBe('GW north'));
        await user.click(screen.getByRole('button', { name: 'Enable edit' }));
        await user.type(input('Name'), ' 2');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        expect(
            await screen.findByText('Error updating gateway!')
        ).toBeInTheDocument();
        expect(input('Name').value).toBe('GW north 2');
    });

    it('deletes after the confirmation and goes back to the list; a failed delete stays', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({ gateway: [gateway] });
        dp.delete.mockRejectedValueOnce(new Error('in use'));
        const { raPathname } = renderInAdmin(
            <ResourceEdit
                definition={getResource('gateway')}
                basePath="/gateway"
                id={7}
            />,
            { dataProvider: dp, path: '/gateway/details/7' }
        );
        await waitFor(() => expect(input('Name').value).toBe('GW north'));
        // No dialog, nor its controller, until asked.
        expect(screen.queryByRole('dialog')).toBeNull();

        await user.click(screen.getByRole('button', { name: 'Delete' }));
        const failing = await screen.findByRole('dialog');
        expect(
            within(failing).getByText(
                'Are you sure you want to delete GW north?'
            )
        ).toBeInTheDocument();
        await user.click(
            within(failing).getByRole('button', { name: /confirm/i })
        );
        expect(
            await screen.findByText('Error deleting gateway!')
        ).toBeInTheDocument();
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        expect(raPathname()).toBe('/gateway/details/7');

        await user.click(screen.getByRole('button', { name: 'Delete' }));
        const dialog = await screen.findByRole('dialog');
        await user.click(
            within(dialog).getByRole('button', { name: /confirm/i })
        );
        await waitFor(() => expect(dp.delete).toHaveBeenCalledTimes(2));
        expect(dp.delete.mock.calls[1]?.[1].id).toBe(7);
        expect(
            await screen.findByText('Gateway deleted successfully!')
        ).toBeInTheDocument();
        await waitFor(() => expect(raPathname()).toBe('/gateway'));
    });
});
