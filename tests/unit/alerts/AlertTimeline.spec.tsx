import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dateTimeFormats } from '@shared/domain/dateTime';
import type { Alert } from '@shared/domain/alerts';
import { AlertTimeline } from '@/screens/alerts/AlertTimeline';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const alert: Alert = {
    id: 7,
    subsidiaryId: 1,
    sensorId: 3,
    gatewayId: null,
    deviceName: 'P-01',
    cause: 'criticality',
    level: 'critical',
    state: 'closed',
    openedAt: '2026-11-20T13:00:00Z',
    updatedAt: '2026-11-20T15:00:00Z',
    closedAt: '2026-11-20T15:00:00Z',
    closedBy: null,
    closeReason: 'auto',
    measureId: 9,
    value: 31.5,
    unit: 'mm',
    acknowledgedAt: '2026-11-20T14:00:00Z',
    acknowledgedBy: { id: 2, name: 'Ana Souza' },
    acknowledgeComment: 'Equipe a caminho',
    mutedUntil: null,
    escalations: 0,
    history: [
        { at: '2026-11-20T15:00:00Z', type: 'closed', comment: 'auto' },
        { at: '2026-11-20T13:00:01Z', type: 'notified', comment: '2' },
        {
            at: '2026-11-20T14:00:00Z',
            type: 'acknowledged',
            by: { id: 2, name: 'Ana Souza' },
            comment: 'Equipe a caminho',
        },
        {
            at: '2026-11-20T13:30:00Z',
            type: 'raised',
            level: 'critical',
            value: 31.5,
        },
        {
            at: '2026-11-20T13:00:00Z',
            type: 'opened',
            level: 'high',
            value: 21,
        },
    ],
};

describe('an alert’s history', () => {
    it.each([
        [
            'en-US',
            [
                'Opened at level High',
                'Contacts notified (2 messages)',
                'Raised to Critical',
                'Acknowledged by Ana Souza',
                'Closed automatically: back to normal',
            ],
            'Comment: Equipe a caminho',
        ],
        [
            'pt-BR',
            [
                'Aberto no nível Alta',
                'Contatos notificados (2 mensagens)',
                'Elevado para Crítica',
                'Reconhecido por Ana Souza',
                'Encerrado automaticamente: voltou ao normal',
            ],
            'Comentário: Equipe a caminho',
        ],
    ] as const)(
        'reads oldest first, who and when, in %s',
        (locale, steps, comment) => {
            const dates = dateTimeFormats(locale, 'America/Sao_Paulo');
            renderInAdmin(<AlertTimeline alert={alert} dates={dates} />, {
                locale,
            });
            const items = within(screen.getByRole('list')).getAllByRole(
                'listitem'
            );
            expect(
                items.map(i => i.querySelector('strong')?.textContent)
            ).toEqual(steps);
            // Times on the plant's clock (UTC-3).
            expect(items[0]).toHaveTextContent(dates.dateTime(alert.openedAt));
            expect(items[0]).toHaveTextContent(/10:00/);
            expect(items[3]).toHaveTextContent(comment);
            // 'auto' is the server's word for it, already said by the headline.
            expect(items[4]).not.toHaveTextContent(/Reason|Motivo/);
        }
    );
});
