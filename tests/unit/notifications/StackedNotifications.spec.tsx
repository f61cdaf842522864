import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useNotify } from 'react-admin';
import {
    MAX_TOASTS,
    StackedNotifications,
} from '@/notifications/StackedNotifications';
import { createI18nProvider } from '@/providers/i18nProvider';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const FiveToasts = () => {
    const notify = useNotify();
    return (
        <button
            onClick={() =>
                [1, 2, 3, 4, 5].forEach(n =>
                    notify(`Message ${n}`, { type: 'info' })
                )
            }
        >
            go
        </button>
    );
};

describe('toasts', () => {
    it('shows at most 3 at once; the rest follow as slots free', async () => {
        renderInAdmin(
            <>
                <FiveToasts />
                <StackedNotifications />
            </>,
            {
                notifications: false,
                // The app's provider: these toasts are plain text, not keys.
                i18nProvider: await createI18nProvider('en-US'),
            }
        );
        vi.useFakeTimers();
        try {
            fireEvent.click(screen.getByText('go'));
            await act(async () => undefined);
            expect(MAX_TOASTS).toBe(3);
            expect(screen.getAllByRole('alert')).toHaveLength(3);
            expect(screen.getByText('Message 1')).toBeInTheDocument();
            expect(screen.queryByText('Message 4')).toBeNull();
            await act(async () => {
                vi.advanceTimersByTime(4100);
            });
            expect(screen.queryByText('Message 1')).toBeNull();
            expect(screen.getByText('Message 4')).toBeInTheDocument();
            expect(screen.getByText('Message 5')).toBeInTheDocument();
            expect(screen.getAllByRole('alert').length).toBeLessThanOrEqual(3);
        } finally {
            vi.useRealTimers();
        }
    });

    it("names the close button in the user's language", async () => {
        renderInAdmin(
            <>
                <FiveToasts />
                <StackedNotifications />
            </>,
            {
                notifications: false,
                i18nProvider: await createI18nProvider('pt-BR'),
            }
        );
        fireEvent.click(screen.getByText('go'));
        const close = await screen.findAllByRole('button', { name: 'Fechar' });
        expect(close).toHaveLength(3);
        expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    });
});
