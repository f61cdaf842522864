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
                'Notification: 2 messages to contacts',
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
                'Notificação: 2 mensagens aos contatos',
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

/** An alert opened while its sensor was muted: held, released, then its messages. */
const held: Alert = {
    ...alert,
    state: 'open',
    closedAt: null,
    closeReason: null,
    acknowledgedAt: null,
    acknowledgedBy: null,
    acknowledgeComment: null,
    history: [
        {
            at: '2026-11-20T13:00:00Z',
            type: 'opened',
            level: 'critical',
            value: 31.5,
        },
        {
            at: '2026-11-20T13:00:00Z',
            type: 'held',
            level: 'critical',
            comment: '2026-11-20T15:20:00.000Z',
        },
        { at: '2026-11-20T15:20:30Z', type: 'released', level: 'critical' },
        {
            at: '2026-11-20T15:20:30Z',
            type: 'notified',
            level: 'critical',
            comment: '3',
            messages: [
                {
                    id: 1,
                    channel: 'email',
                    recipient: 'ana@example.com',
                    contactName: 'Ana Souza',
                    status: 'sent',
                    attempts: 1,
                    lastError: null,
                    lastAttemptAt: '2026-11-20T15:20:31Z',
                    nextAttemptAt: null,
                    sentAt: '2026-11-20T15:20:31Z',
                    createdAt: '2026-11-20T15:20:30Z',
                },
                {
                    id: 2,
                    channel: 'email',
                    recipient: 'bruno@example.com',
                    contactName: 'Bruno Lima',
                    status: 'failed',
                    attempts: 40,
                    lastError: 'the SMTP server could not be reached',
                    lastAttemptAt: '2026-11-21T15:20:30Z',
                    nextAttemptAt: null,
                    sentAt: null,
                    createdAt: '2026-11-20T15:20:30Z',
                },
                {
                    id: 3,
                    channel: 'sms',
                    recipient: '34991110001',
                    contactName: 'Bruno Lima',
                    status: 'queued',
                    attempts: 2,
                    lastError: 'webhook answered 503',
                    lastAttemptAt: '2026-11-20T15:21:00Z',
                    nextAttemptAt: '2026-11-20T15:22:00Z',
                    sentAt: null,
                    createdAt: '2026-11-20T15:20:30Z',
                },
            ],
        },
    ],
};

describe('an alert’s notifications, message by message', () => {
    it.each([
        [
            'en-US',
            [
                'Opened at level Critical',
                'Notification held: sensor muted until {time}',
                'Mute over: the held notification goes to the contacts now',
                'Notification: 3 messages to contacts',
            ],
            '1 waiting, 1 sent, 1 failed',
            [
                /^Sent · E-mail · Ana Souza \(ana@example.com\)Sent on .*, at the first try$/,
                /^Failed · E-mail · Bruno Lima \(bruno@example.com\)Failed on .* after 40 tries: could not reach the SMTP server$/,
                /^Waiting · SMS · Bruno Lima \(34991110001\)Try 2 failed: the SMS webhook answered 503\. Next try on .*$/,
            ],
        ],
        [
            'pt-BR',
            [
                'Aberto no nível Crítica',
                'Notificação retida: sensor silenciado até {time}',
                'Silêncio encerrado: a notificação retida segue agora para os contatos',
                'Notificação: 3 mensagens aos contatos',
            ],
            '1 na fila, 1 enviada, 1 falhou',
            [
                /^Enviada · E-mail · Ana Souza \(ana@example.com\)Enviada em .*, na primeira tentativa$/,
                /^Falhou · E-mail · Bruno Lima \(bruno@example.com\)Falhou em .* após 40 tentativas: não foi possível alcançar o servidor SMTP$/,
                /^Na fila · SMS · Bruno Lima \(34991110001\)A tentativa 2 falhou: o webhook de SMS respondeu 503\. Próxima tentativa em .*$/,
            ],
        ],
    ] as const)(
        'never says notified before it is: each message’s state and reason, in %s',
        (locale, steps, counts, lines) => {
            const dates = dateTimeFormats(locale, 'America/Sao_Paulo');
            renderInAdmin(<AlertTimeline alert={held} dates={dates} />, {
                locale,
            });
            const [history, messages] = screen.getAllByRole('list');
            const items = within(history!)
                .getAllByRole('listitem')
                .filter(i => i.parentElement === history);
            const until = dates.dateTime('2026-11-20T15:20:00.000Z');
            expect(
                items.map(i => i.querySelector('strong')?.textContent)
            ).toEqual(steps.map(step => step.replace('{time}', until)));
            // On the plant's clock (UTC-3).
            expect(until).toMatch(/12:20/);
            expect(items[3]).toHaveTextContent(counts);
            const rows = within(messages!).getAllByRole('listitem');
            expect(rows.map(r => r.textContent)).toEqual(
                lines.map(l => expect.stringMatching(l))
            );
            // Each state is a word beside its icon, not a colour.
            expect(
                rows.map(r => r.querySelector('[data-delivery]')?.textContent)
            ).toEqual(
                locale === 'en-US'
                    ? ['Sent', 'Failed', 'Waiting']
                    : ['Enviada', 'Falhou', 'Na fila']
            );
        }
    );
});
