/**
 * What became of one notification, in words (the alert's timeline and
 * the outbox): sent when, waiting since when and why, failed when and
 * why, or kept for want of a channel. The server's reasons it knows are
 * said in the user's language; an SMTP server's own answer is quoted as
 * it came.
 */
import type { TranslateFunction } from 'react-admin';
import type { DateTimeFormats } from '@shared/domain/dateTime';
import type { AlertMessage } from '@/providers/monitoring/alertsApi';

const CHANNEL_OF: Record<string, string> = {
    'SMTP server': 'email',
    webhook: 'sms',
};

/** A failure's reason as the outbox keeps it, in the user's words when known. */
export const deliveryReason = (
    error: string,
    translate: TranslateFunction
): string => {
    const unreachable = /^the (SMTP server|webhook) could not be reached$/.exec(
        error
    );
    if (unreachable)
        return translate('app.alerts.delivery.reasons.unreachable', {
            channel: translate(
                `app.alerts.delivery.server.${CHANNEL_OF[unreachable[1]!]}`
            ),
        });
    const status = /^webhook answered (\d{3})$/.exec(error);
    if (status)
        return translate('app.alerts.delivery.reasons.webhookStatus', {
            status: status[1],
        });
    const refused =
        /^(SMTP server|webhook): The server does not call addresses/.exec(
            error
        );
    if (refused)
        return translate('app.alerts.delivery.reasons.notAllowed', {
            channel: translate(
                `app.alerts.delivery.server.${CHANNEL_OF[refused[1]!]}`
            ),
        });
    return translate('app.alerts.delivery.reasons.other', { error });
};

/** The line under a message's state: when, and why it waits or failed. */
export const deliveryDetail = (
    m: Pick<
        AlertMessage,
        | 'status'
        | 'attempts'
        | 'lastError'
        | 'lastAttemptAt'
        | 'nextAttemptAt'
        | 'sentAt'
        | 'createdAt'
    >,
    translate: TranslateFunction,
    dates: DateTimeFormats
): string => {
    const when = (iso: string | null) => (iso ? dates.dateTime(iso) : '');
    const reason = m.lastError ? deliveryReason(m.lastError, translate) : '';
    switch (m.status) {
        case 'sent':
            return translate('app.alerts.delivery.detail.sent', {
                time: when(m.sentAt),
                smart_count: m.attempts,
            });
        case 'failed':
            return translate('app.alerts.delivery.detail.failed', {
                time: when(m.lastAttemptAt),
                reason,
                smart_count: m.attempts,
            });
        case 'kept':
            return translate('app.alerts.delivery.detail.kept');
        default:
            return m.attempts > 0 && m.lastError
                ? translate('app.alerts.delivery.detail.retrying', {
                      reason,
                      smart_count: m.attempts,
                      next: when(m.nextAttemptAt),
                  })
                : translate('app.alerts.delivery.detail.queued', {
                      time: when(m.createdAt),
                  });
    }
};
