import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { PasswordChangePanel } from '@/builders/password/PasswordChangePanel';
import { setConfig } from '@/config';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const idp = vi.hoisted(() => ({ change: vi.fn(async () => undefined) }));
vi.mock('@/providers/auth/keycloak', async importOriginal => ({
    ...(await importOriginal<typeof import('@/providers/auth/keycloak')>()),
    changePasswordAtIdentityProvider: idp.change,
}));

/** Each rule's line and what it says of itself ("met" / "not yet"). */
const rules = () =>
    within(screen.getByRole('list', { name: 'The new password must have' }))
        .getAllByRole('listitem')
        .map(item => item.textContent);

describe('PasswordChangePanel', { timeout: 30000 }, () => {
    it('marks its three required inputs with "*", as every form does', async () => {
        renderInAdmin(<PasswordChangePanel />, {
            dataProvider: fakeDataProvider({}),
        });
        await screen.findByLabelText(/^New password/);
        for (const label of [
            'Current password',
            'New password',
            'Confirm new password',
        ]) {
            // react-admin's FieldTitle draws " *" after a required label.
            expect(screen.getByLabelText(`${label} *`)).toBeTruthy();
        }
    });

    it('ticks the five rules live as the user types, in words as well as icons', async () => {
        const user = userEvent.setup();
        renderInAdmin(<PasswordChangePanel />, {
            dataProvider: fakeDataProvider({}),
        });
        const password = await screen.findByLabelText(/^New password/);
        expect(rules()).toEqual([
            'at least 8 characters (not yet)',
            'a number (not yet)',
            'a special character (not yet)',
            'upper and lower case letters (not yet)',
            'the same password in both fields (not yet)',
        ]);
        await user.type(password, 'abcdefg1');
        expect(rules()).toEqual([
            'at least 8 characters (met)',
            'a number (met)',
            'a special character (not yet)',
            'upper and lower case letters (not yet)',
            'the same password in both fields (not yet)',
        ]);
        await user.type(password, 'A#');
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'abcdefg1A#'
        );
        expect(rules().every(r => r?.endsWith('(met)'))).toBe(true);
    });

    it('checks the rules, then calls updatePassword', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({});
        renderInAdmin(<PasswordChangePanel />, { dataProvider: dp });
        await user.type(
            await screen.findByLabelText(/^New password/),
            'abcdefgh'
        );
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'abcdefgX'
        );
        await user.click(
            screen.getByRole('button', { name: 'Update password' })
        );
        expect(
            await screen.findByText('Password must have at least one number')
        ).toBeInTheDocument();
        expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
        expect(
            screen.getByText('Enter your current password')
        ).toBeInTheDocument();
        expect(dp.updatePassword).not.toHaveBeenCalled();

        await user.type(
            screen.getByLabelText(/^Current password/),
            'Velha#2025'
        );

        await user.clear(screen.getByLabelText(/^New password/));
        await user.type(screen.getByLabelText(/^New password/), 'Abcdef1#');
        await user.clear(screen.getByLabelText(/^Confirm new password/));
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'Abcdef1#'
        );
        await user.click(
            screen.getByRole('button', { name: 'Update password' })
        );
        await waitFor(() =>
            expect(dp.updatePassword).toHaveBeenCalledWith({
                currentPassword: 'Velha#2025',
                password: 'Abcdef1#',
            })
        );
        expect(
            await screen.findByText('Password updated successfully')
        ).toBeInTheDocument();
    });

    it('reports a failure', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({});
        dp.updatePassword.mockRejectedValueOnce(new Error('nope'));
        renderInAdmin(<PasswordChangePanel />, { dataProvider: dp });
        await user.type(
            await screen.findByLabelText(/^Current password/),
            'Velha#2025'
        );
        await user.type(screen.getByLabelText(/^New password/), 'Abcdef1#');
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'Abcdef1#'
        );
        await user.click(
            screen.getByRole('button', { name: 'Update password' })
        );
        expect(
            await screen.findByText('Error updating password')
        ).toBeInTheDocument();
    });

    it('says under its input when the current password is wrong', async () => {
        const user = userEvent.setup();
        const dp = fakeDataProvider({});
        dp.updatePassword.mockRejectedValueOnce(
            new HttpError('app.serverErrors.badRequest', 400, {
                errors: { currentPassword: 'app.serverErrors.03' },
            })
        );
        renderInAdmin(<PasswordChangePanel />, { dataProvider: dp });
        await user.type(
            await screen.findByLabelText(/^Current password/),
            'Errada#2025'
        );
        await user.type(screen.getByLabelText(/^New password/), 'Abcdef1#');
        await user.type(
            screen.getByLabelText(/^Confirm new password/),
            'Abcdef1#'
        );
        await user.click(
            screen.getByRole('button', { name: 'Update password' })
        );
        expect(
            await screen.findByText('The current password is not correct')
        ).toBeInTheDocument();
        expect(
            screen.queryByText('Password updated successfully')
        ).not.toBeInTheDocument();
    });

    it('with an external Keycloak, sends the user to its own password change', async () => {
        const user = userEvent.setup();
        // config.json names Keycloak on another origin than the app.
        setConfig({
            apiUrl: '/api',
            keycloak: {
                url: 'https://sso.example.com',
                realm: 'plants',
                clientId: 'plants-web',
            },
            zabbix: { mode: 'proxy' },
            map: { tileUrl: 't', attribution: '' },
        });
        try {
            const dp = fakeDataProvider({});
            renderInAdmin(<PasswordChangePanel />, { dataProvider: dp });
            await user.click(
                await screen.findByRole('button', {
                    name: 'Change password at the sign-in service',
                })
            );
            expect(idp.change).toHaveBeenCalled();
            expect(screen.queryByLabelText(/^Current password/)).toBeNull();
            expect(screen.queryByLabelText(/^New password/)).toBeNull();
            expect(dp.updatePassword).not.toHaveBeenCalled();
        } finally {
            setConfig(undefined);
        }
    });
});
