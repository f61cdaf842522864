import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import * as fixtures from '../builders/fixtures';
import { renderList, plantsData } from '../builders/renderList';

const noRetry = () =>
    new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('a list whose request fails', { timeout: 30000 }, () => {
    it.each([
        ['en-US', 'The list could not be loaded.', 'Try again', 'No data'],
        [
            'pt-BR',
            'Não foi possível carregar a lista.',
            'Tentar novamente',
            'Nenhum',
        ],
    ] as const)(
        'says so in place of the table, with no count, and retries (%s)',
        async (locale, sentence, retry, empty) => {
            const dp = plantsData(3);
            const answer = dp.getList.getMockImplementation();
            dp.getList.mockRejectedValueOnce(new HttpError('Bad gateway', 502));
            renderList('subsidiary', {
                dataProvider: dp,
                locale,
                queryClient: noRetry(),
            });
            const alert = await screen.findByText(
                sentence,
                { exact: false },
                { timeout: 5000 }
            );
            expect(alert.closest('[role="alert"]')).not.toBeNull();
            expect(screen.queryByRole('table')).toBeNull();
            expect(screen.queryByText(/\d+-\d+ (of|de) \d+/)).toBeNull();
            expect(screen.queryByText(new RegExp(empty))).toBeNull();
            expect(answer).toBeDefined();
            fireEvent.click(screen.getByRole('button', { name: retry }));
            expect(await screen.findByText('Plant 1')).toBeInTheDocument();
            await waitFor(() =>
                expect(
                    screen.queryByText(sentence, { exact: false })
                ).toBeNull()
            );
        }
    );

    it.each([
        [
            'en-US',
            'The list could not be loaded. The server could not complete the request, please try again',
        ],
        [
            'pt-BR',
            'Não foi possível carregar a lista. O servidor não conseguiu concluir a solicitação, tente novamente',
        ],
    ] as const)(
        'says what failed in one plain sentence after the other (%s)',
        async (locale, text) => {
            const dp = fakeDataProvider({ subsidiary: fixtures.plants(1) });
            dp.getList.mockRejectedValueOnce(
                new HttpError('app.serverErrors.server', 500)
            );
            renderList('subsidiary', {
                dataProvider: dp,
                locale,
                queryClient: noRetry(),
            });
            const alert = await screen.findByRole(
                'alert',
                {},
                { timeout: 5000 }
            );
            expect(alert.querySelector('.MuiAlert-message')?.textContent).toBe(
                text
            );
        }
    );
});
