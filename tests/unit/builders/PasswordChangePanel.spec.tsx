import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordChangePanel } from '@/builders/PasswordChangePanel';
import { fakeDataProvider } from './fakeDataProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

describe('PasswordChangePanel', { timeout: 30000 }, () => {
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
        expect(dp.updatePassword).not.toHaveBeenCalled();

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
            expect(dp.updatePassword).toHaveBeenCalledWith('Abcdef1#')
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
            await screen.findByLabelText(/^New password/),
            'Abcdef1#'
        );
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
});
