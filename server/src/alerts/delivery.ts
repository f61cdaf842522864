/**
 * The sender (docs/monitoring.md, "Notifications"): on a timer, claims
 * the due messages of the outbox (outbox.ts: several processes on one
 * PostgreSQL never take the same one) and hands each to its channel:
 * e-mail through SMTP (nodemailer), SMS through the HTTPS webhook. A
 * failure is tried again later with a doubling wait, and shown as failed
 * after the last try; nothing is deleted. Without a channel configured
 * messages are written `kept` and this job has nothing to do.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/index.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodicJob.ts';
import type { Clock } from './lifecycle.ts';
import {
    claimDue,
    markFailure,
    markSent,
    type OutboxMessage,
} from './outbox.ts';
import type { DeliverySettings } from './settings.ts';

/** A call to the webhook may take this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface Channels {
    send(m: OutboxMessage, signal: AbortSignal): Promise<void>;
    close(): void;
}

function transportOf(s: NonNullable<DeliverySettings['smtp']>): Transporter {
    if (s.url) return nodemailer.createTransport(s.url);
    return nodemailer.createTransport({
        host: s.host,
        port: s.port ?? (s.secure ? 465 : 587),
        secure: s.secure ?? false,
        ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
    });
}

export function createChannels(s: DeliverySettings): Channels {
    const mail = s.smtp ? transportOf(s.smtp) : null;
    return {
        async send(m, signal) {
            if (m.channel === 'email') {
                if (!mail) throw new Error('no SMTP server configured');
                await mail.sendMail({
                    from: s.from,
                    to: m.recipient,
                    subject: m.subject ?? '',
                    text: m.body ?? '',
                    headers: { 'Content-Language': m.language ?? 'pt-BR' },
                });
                return;
            }
            if (!s.webhookUrl) throw new Error('no webhook configured');
            const res = await fetch(s.webhookUrl, {
                method: 'POST',
                headers: {
                    'content-type': 'application/json',
                    ...(s.webhookSecret
                        ? { [s.webhookSecretHeader]: s.webhookSecret }
                        : {}),
                },
                body: JSON.stringify({
                    id: m.id,
                    channel: m.channel,
                    to: m.recipient,
                    language: m.language,
                    subject: m.subject,
                    text: m.body,
                    alertId: m.alertId,
                    contactId: m.contactId,
                }),
                signal: AbortSignal.any([
                    signal,
                    AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
                ]),
            });
            await res.body?.cancel();
            if (!res.ok) throw new Error(`webhook answered ${res.status}`);
        },
        close() {
            mail?.close();
        },
    };
}

/** What the log says at start: where messages go. */
export function describeDelivery(s: DeliverySettings): string {
    const email = s.smtp
        ? `e-mail via SMTP ${s.smtp.url ? new URL(s.smtp.url).host : `${s.smtp.host}:${s.smtp.port ?? (s.smtp.secure ? 465 : 587)}`}`
        : 'e-mail kept in the outbox (no SMTP_URL or SMTP_HOST)';
    const sms = s.webhookUrl
        ? `SMS via webhook ${new URL(s.webhookUrl).origin}`
        : 'SMS kept in the outbox (no NOTIFY_WEBHOOK_URL)';
    return `notifications: ${email}; ${sms}`;
}

/** One pass: sends what is due; answers how many were sent. */
export async function deliverDue(
    db: Database,
    channels: Channels,
    s: DeliverySettings,
    clock: Clock,
    signal: AbortSignal
): Promise<number> {
    let sent = 0;
    for (;;) {
        const batch = await claimDue(db, clock());
        if (batch.length === 0) return sent;
        for (const m of batch) {
            try {
                await channels.send(m, signal);
                await markSent(db, m.id, clock());
                sent++;
            } catch (err) {
                await markFailure(
                    db,
                    m,
                    err instanceof Error ? err.message : String(err),
                    clock(),
                    s
                );
            }
            if (signal.aborted) return sent;
        }
    }
}

export function startDelivery(
    db: Database,
    s: DeliverySettings,
    clock: Clock
): PeriodicJob<number> | null {
    if (!s.smtp && !s.webhookUrl) return null;
    const channels = createChannels(s);
    const stopping = new AbortController();
    const job = startPeriodicJob(
        () => deliverDue(db, channels, s, clock, stopping.signal),
        {
            delayMs: 1_000,
            // Each message is claimed by one process anyway (outbox.ts);
            // one pass a period across processes keeps the polling light.
            shared: { db, name: 'notification-delivery' },
            intervalMs: s.pollMs,
            onError: err => {
                if (stopping.signal.aborted) return;
                process.stderr.write(
                    `notification sender failed: ${err instanceof Error ? err.message : String(err)}\n`
                );
            },
        }
    );
    return {
        run: job.run,
        async stop() {
            stopping.abort();
            await job.stop();
            channels.close();
        },
    };
}
