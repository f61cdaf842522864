/**
 * The plant's notifications as a user meets them (docs/monitoring.md,
 * "The outbox"): a real SMTP server the test stops and starts on one
 * port, the dashboard's warning, the outbox page and its "Retry now",
 * and an alert's messages on its timeline.
 */
import type { Page } from 'playwright-core';
import type { ApiClient, Rec } from '../../api/helpers/apiClient.ts';

export { testSmtp, type TestSmtp } from '../../api/helpers/smtp.ts';

/** The alert's e-mails as the API lists them. */
export const alertEmails = async (
    api: ApiClient,
    alertId: unknown
): Promise<Rec[]> =>
    (
        await api.get(
            `/alert-outbox/search?alertId=${String(alertId)}&channel=email&limit=100`
        )
    ).rows;

/** Waits until every e-mail of the alert is failed (past the horizon). */
export async function untilEmailsFailed(
    api: ApiClient,
    alertId: unknown,
    ms: number
): Promise<Rec[]> {
    const deadline = Date.now() + ms;
    for (;;) {
        const emails = await alertEmails(api, alertId);
        if (emails.length && emails.every(m => m.status === 'failed'))
            return emails;
        if (Date.now() > deadline)
            throw new Error(
                `the alert's e-mails did not fail: ${JSON.stringify(
                    emails.map(m => [
                        m.status,
                        m.attempts,
                        m.lastError,
                        m.createdAt,
                        m.nextAttemptAt,
                    ])
                )}; the plant's waiting: ${
                    (
                        await api.get(
                            '/alert-outbox/search?status=queued&limit=1'
                        )
                    ).body.meta?.total
                } at ${new Date().toISOString()}`
            );
        await new Promise(r => setTimeout(r, 500));
    }
}

export const OUTBOX_TEXTS = {
    'en-US': {
        warning: 'Notifications not delivered',
        seeOutbox: 'See the outbox',
        outbox: 'Outbox',
        retry: /^Retry now: E-mail to /,
        retried: 'The message will be tried now',
        alert: (id: unknown) => `Alert #${String(id)}`,
    },
    'pt-BR': {
        warning: 'Notificações não entregues',
        seeOutbox: 'Ver a caixa de saída',
        outbox: 'Caixa de saída',
        retry: /^Tentar agora/,
        retried: 'A mensagem será tentada agora',
        anyAlert: /^Alerta nº \d+$/,
        viewOnly: /^Somente visualização/,
    },
} as const;

/** The dashboard's warning of notifications not delivered says some failed. */
export async function assertFailedOnDashboard(page: Page): Promise<void> {
    const warning = page.getByTestId('delivery-warning');
    await warning
        .getByRole('heading', { name: OUTBOX_TEXTS['en-US'].warning })
        .waitFor();
    await warning
        .getByRole('listitem')
        .filter({ hasText: /failed in the last 24 hours/ })
        .waitFor();
}

/** The warning's link to the failed messages: the outbox, filtered. */
export async function clickFailedOnDashboard(page: Page): Promise<void> {
    await page
        .getByTestId('delivery-warning')
        .getByRole('listitem')
        .filter({ hasText: /failed in the last 24 hours/ })
        .getByRole('link', { name: OUTBOX_TEXTS['en-US'].seeOutbox })
        .click();
    await page
        .getByRole('heading', { name: OUTBOX_TEXTS['en-US'].outbox })
        .waitFor();
}

/** The outbox's rows of one alert. */
export const outboxRowsOf = (page: Page, alertId: unknown) =>
    page.getByRole('row').filter({
        has: page.getByRole('link', {
            name: OUTBOX_TEXTS['en-US'].alert(alertId),
        }),
    });
