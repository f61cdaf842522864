/**
 * The dashboard's warning of notifications not delivered
 * (docs/monitoring.md, "What is guaranteed"): its own, in words, with a
 * link to the outbox filtered by state; nothing when every message left.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeliveryWarning } from '@/screens/monitoring/DeliveryWarning';
import { inFirstPlant } from '../../helpers/operatorSessionModule';
import { renderInAdmin } from '../../helpers/renderInAdmin';

vi.mock(
    '@/session/session',
    () => import('../../helpers/operatorSessionModule')
);

beforeEach(inFirstPlant);

const none = {
    failed: 0,
    pending: 0,
    oldestPendingAt: null,
    pendingWarnMinutes: 15,
};

describe('the dashboard’s delivery warning', () => {
    it('is not drawn when nothing failed or waits', () => {
        renderInAdmin(<DeliveryWarning deliveries={none} />);
        expect(screen.queryByTestId('delivery-warning')).toBeNull();
    });

    it.each([
        [
            'en-US',
            'Notifications not delivered',
            '2 messages failed in the last 24 hours',
            '1 message waiting for more than 15 minutes',
            'See the outbox',
        ],
        [
            'pt-BR',
            'Notificações não entregues',
            '2 mensagens falharam nas últimas 24 horas',
            '1 mensagem aguardando há mais de 15 minutos',
            'Ver a caixa de saída',
        ],
    ] as const)(
        'says what failed and what waits, linking to the outbox, in %s',
        (locale, title, failed, pending, link) => {
            renderInAdmin(
                <DeliveryWarning
                    deliveries={{
                        ...none,
                        failed: 2,
                        pending: 1,
                        oldestPendingAt: '2026-11-20T13:00:00Z',
                    }}
                />,
                { locale }
            );
            const warning = screen.getByTestId('delivery-warning');
            expect(
                within(warning).getByRole('heading', { name: title })
            ).toBeInTheDocument();
            const [first, second] = within(warning).getAllByRole('listitem');
            expect(first).toHaveTextContent(failed);
            expect(second).toHaveTextContent(pending);
            const href = within(first!)
                .getByRole('link', { name: link })
                .getAttribute('href')!;
            expect(decodeURIComponent(href)).toBe(
                '/outbox?filter={"status":"failed"}'
            );
            expect(
                decodeURIComponent(
                    within(second!)
                        .getByRole('link', { name: link })
                        .getAttribute('href')!
                )
            ).toBe('/outbox?filter={"status":"queued"}');
        }
    );
});
