import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { firstEditableField } from '@/builders/form/focusFlow';
import { ResourceEdit } from '@/builders/form/ResourceEdit';
import { getResource } from '@shared/declarations';
import { fakeDataProvider } from '../builders/fakeDataProvider';
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

describe('focus follows the work', { timeout: 30000 }, () => {
    it('"Enable edit" focuses the first field; a cancel or a save brings it back to "Enable edit"', async () => {
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
        const enable = await screen.findByRole('button', {
            name: 'Enable edit',
        });
        // Opening the page moves nothing: the toolbar waits for the user.
        expect(document.activeElement).not.toBe(enable);

        await user.click(enable);
        const form = document.querySelector('form');
        expect(form).not.toBeNull();
        await waitFor(() =>
            expect(document.activeElement).toBe(
                firstEditableField(form as HTMLFormElement)
            )
        );
        expect(document.activeElement?.tagName).toBe('INPUT');
        expect(document.activeElement).not.toHaveAttribute('readonly');

        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        await waitFor(() =>
            expect(document.activeElement).toBe(
                screen.getByRole('button', { name: 'Enable edit' })
            )
        );

        await user.click(screen.getByRole('button', { name: 'Enable edit' }));
        const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
        await user.clear(name);
        await user.type(name, 'GW south');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(dp.update).toHaveBeenCalledTimes(1));
        await waitFor(() =>
            expect(document.activeElement).toBe(
                screen.getByRole('button', { name: 'Enable edit' })
            )
        );
    });

    it('the first editable field skips read-only, disabled and hidden ones', () => {
        document.body.innerHTML = `
            <form>
                <input readonly id="a" />
                <input disabled id="b" />
                <div hidden><input id="c" /></div>
                <input type="hidden" id="d" />
                <input id="e" />
            </form>`;
        expect(firstEditableField(document)?.id).toBe('e');
    });
});
