/**
 * The outbox page (docs/monitoring.md, "The outbox"): every message to
 * the plant's contacts with its state in a word beside an icon, what
 * happened to it and why, the alert it is about, and "Retry now" on a
 * failed or waiting one, a labelled button that asks the API.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@shared/domain/outbox';
import { OutboxScreen } from '@/screens/alerts/OutboxScreen';
import { fakeDataProvider } from '../builders/fakeDataProvider';
import { inFirstPlant } from '../../helpers/operatorSessionModule';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

beforeEach(inFirstPlant);

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
    id: 1,
    subsidiaryId: 11,
    alertId: 40,
    alertEventId: 400,
    simulationId: null,
    contactId: 3,
    contactName: 'Ana Souza',
    channel: 'email',
    recipient: 'ana@example.com',
    language: 'pt-BR',
    subject: '[Crítica] Alerta: PZ-01 (Usina A)',
    body: '…',
    status: 'sent',
    attempts: 1,
    lastError: null,
    lastAttemptAt: '2026-11-20T13:00:01Z',
    nextAttemptAt: null,
    sentAt: '2026-11-20T13:00:01Z',
    createdAt: '2026-11-20T13:00:00Z',
    ...over,
});

const rows = [
    message({
        id: 3,
        status: 'failed',
        attempts: 40,
        lastError: 'the SMTP server could not be reached',
        lastAttemptAt: '2026-11-21T13:00:00Z',
        sentAt: null,
        contactName: 'Bruno Lima',
        recipient: 'bruno@example.com',
    }),
    message({
        id: 2,
        channel: 'sms',
        recipient: '34991110001',
        status: 'queued',
        attempts: 0,
        sentAt: null,
        lastAttemptAt: null,
    }),
    message({ id: 1 }),
    message({
        id: 4,
        alertId: null,
        alertEventId: null,
        simulationId: 8,
        status: 'kept',
        attempts: 0,
        sentAt: null,
        lastAttemptAt: null,
    }),
];

describe('the outbox', { timeout: 20_000 }, () => {
    it('says each message’s state, what happened and why, and retries a failed one', async () => {
        const user = userEvent.setup({ delay: null });
        const retryOutboxMessage = vi.fn(async (id: number) => ({
            data: { ...rows[0]!, id, status: 'queued' as const },
        }));
        const dataProvider = {
            ...fakeDataProvider({ 'alert-outbox': rows }),
            retryOutboxMessage,
        };
        renderInAdmin(<OutboxScreen />, { path: '/outbox', dataProvider });
        const table = await screen.findByRole('table');
        const [, ...body] = within(table).getAllByRole('row');
        expect(body).toHaveLength(4);
        const [failed, queued, sent, kept] = body as [
            HTMLElement,
            HTMLElement,
            HTMLElement,
            HTMLElement,
        ];
        expect(failed).toHaveTextContent('Failed');
        expect(failed).toHaveTextContent(
            /Failed on .* after 40 tries: could not reach the SMTP server/
        );
        expect(queued).toHaveTextContent('Waiting');
        expect(sent).toHaveTextContent(/Sent on .*, at the first try/);
        expect(kept).toHaveTextContent('Kept in the outbox');
        expect(kept).toHaveTextContent('Drill #8');
        expect(
            within(sent).getByRole('link', { name: 'Alert #40' })
        ).toHaveAttribute('href', '/alerts/details/40');
        // "Retry now" for what has not left; none for a sent or kept one.
        expect(
            within(sent).queryByRole('button', { name: /Retry now/ })
        ).toBeNull();
        expect(
            within(kept).queryByRole('button', { name: /Retry now/ })
        ).toBeNull();
        expect(
            within(queued).getByRole('button', {
                name: 'Retry now: SMS to Ana Souza',
            })
        ).toBeInTheDocument();
        await user.click(
            within(failed).getByRole('button', {
                name: 'Retry now: E-mail to Bruno Lima',
            })
        );
        await waitFor(() => expect(retryOutboxMessage).toHaveBeenCalledWith(3));
        expect(
            await screen.findByText('The message will be tried now')
        ).toBeInTheDocument();
    });

    it('filters by state with labelled inputs, in pt-BR', async () => {
        renderInAdmin(<OutboxScreen />, {
            path: '/outbox',
            locale: 'pt-BR',
            dataProvider: fakeDataProvider({ 'alert-outbox': rows }),
        });
        expect(
            await screen.findByRole('heading', { name: 'Caixa de saída' })
        ).toBeInTheDocument();
        expect(screen.getByLabelText('Situação')).toBeInTheDocument();
        expect(screen.getByLabelText('Canal')).toBeInTheDocument();
        const table = await screen.findByRole('table');
        expect(table).toHaveTextContent('Falhou');
        expect(table).toHaveTextContent('Na fila');
        expect(
            within(table).getAllByRole('button', { name: /^Tentar agora/ })
        ).toHaveLength(2);
    });
});
