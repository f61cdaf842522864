import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ActionDialog } from '@/builders/dialogs/ActionDialog';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const renderDialog = (
    onConfirm: (text: string) => Promise<unknown>,
    required = false
) => {
    const onClose = vi.fn();
    renderInAdmin(
        <ActionDialog
            open
            title="Close the alert on P-01"
            textLabel="Reason"
            requiredMessage={required ? 'Say why.' : undefined}
            confirmLabel="Close"
            onConfirm={onConfirm}
            onClose={onClose}
        />
    );
    return { onClose };
};

describe('the alert action dialog', { timeout: 20_000 }, () => {
    it('a refusal keeps what was typed and says why, in the user’s language', async () => {
        const user = userEvent.setup({ delay: null });
        const onConfirm = vi
            .fn()
            .mockRejectedValueOnce(
                new HttpError('app.serverErrors.forbidden', 403, {})
            );
        const { onClose } = renderDialog(onConfirm);
        const box = screen.getByRole('textbox', { name: 'Reason' });
        await user.type(box, 'Sensor replaced');
        await user.click(screen.getByRole('button', { name: 'Close' }));
        expect(await screen.findByRole('alert')).toHaveTextContent(
            "The action failed: You don't have permission for this action"
        );
        expect(box).toHaveValue('Sensor replaced');
        expect(onClose).not.toHaveBeenCalled();
        expect(onConfirm).toHaveBeenCalledWith('Sensor replaced');
    });

    it('a required reason is asked for before anything is sent', async () => {
        const user = userEvent.setup({ delay: null });
        const onConfirm = vi.fn().mockResolvedValue(undefined);
        renderDialog(onConfirm, true);
        await user.click(screen.getByRole('button', { name: 'Close' }));
        expect(await screen.findByText('Say why.')).toBeInTheDocument();
        expect(onConfirm).not.toHaveBeenCalled();
    });

    it('is labelled by its title and reachable from the keyboard; success closes it', async () => {
        const user = userEvent.setup({ delay: null });
        const onConfirm = vi.fn().mockResolvedValue(undefined);
        const { onClose } = renderDialog(onConfirm);
        expect(
            screen.getByRole('dialog', { name: 'Close the alert on P-01' })
        ).toBeInTheDocument();
        await user.tab();
        await user.keyboard('Back to normal');
        expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue(
            'Back to normal'
        );
        await user.tab();
        await user.tab();
        expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
        await user.keyboard('{Enter}');
        await waitFor(() => expect(onClose).toHaveBeenCalled());
        expect(onConfirm).toHaveBeenCalledWith('Back to normal');
    });
});
