import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from '@/layout/page/ErrorScreen';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const codeMissing = new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/list-abc.js'
);

describe('ErrorScreen', () => {
    it.each([
        ['pt-BR', 'Não foi possível carregar esta tela', 'Tentar novamente'],
        ['en-US', 'This screen could not be loaded', 'Try again'],
    ] as const)(
        'says a screen’s code did not arrive, and its retry reloads the page (%s)',
        async (locale, title, retry) => {
            const reload = vi.fn();
            vi.stubGlobal('location', { ...window.location, reload });
            const reset = vi.fn();
            renderInAdmin(
                <ErrorScreen error={codeMissing} resetErrorBoundary={reset} />,
                { locale }
            );
            await screen.findByRole('heading', { name: title });
            fireEvent.click(screen.getByRole('button', { name: retry }));
            expect(reload).toHaveBeenCalledTimes(1);
            expect(reset).not.toHaveBeenCalled();
            vi.unstubAllGlobals();
        }
    );

    it('retries in place for any other failure', async () => {
        const reset = vi.fn();
        renderInAdmin(
            <ErrorScreen error={new Error('boom')} resetErrorBoundary={reset} />
        );
        await screen.findByRole('heading', { name: 'Something went wrong' });
        fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
        expect(reset).toHaveBeenCalledTimes(1);
    });
});
