/**
 * The sender (docs/monitoring.md, "Notifications"): on a timer, claims
 * the due messages of the outbox one at a time (outbox.ts: several
 * processes on one PostgreSQL never take the same one) and hands each to
 * its channel: e-mail through SMTP (nodemailer), SMS through the HTTPS
 * webhook. A failure is tried again later with a doubling wait, for
 * NOTIFY_RETRY_HOURS, and shown as failed after that; nothing is deleted.
 * A channel that cannot be reached is not tried again in the same pass:
 * its other messages wait, uncounted, for the next one, so an outage
 * costs one try a pass and the other channel keeps going. Without a
 * channel configured messages are written `kept` and this job has nothing
 * to do.
 */
import { connect, type LookupFunction, type Socket } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/index.ts';
import {
    checkedHost,
    OutboundError,
    outboundFetch,
    pinnedLookup,
} from '../outbound.ts';
import type { OutboundPolicy } from '../settings/outbound.ts';
import { startPeriodicJob, type PeriodicJob } from '../db/periodicJob.ts';
import type { Clock } from './lifecycle.ts';
import {
    claimDue,
    markFailure,
    markSent,
    type SendableMessage,
} from './outbox.ts';
import type { DeliverySettings } from '../settings/alerts.ts';

/** A call to the webhook may take this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The webhook's answer is not used: at most this much of it is read. */
export const WEBHOOK_MAX_ANSWER_BYTES = 64 * 1024;

export interface Channels {
    send(m: SendableMessage, signal: AbortSignal): Promise<void>;
    close(): void;
}

type SocketCallback = (
    err: Error | null,
    socketOptions?: { connection: Socket }
) => void;

/** Resolving, checking and connecting to the SMTP server may take this long. */
export const SMTP_CONNECT_TIMEOUT_MS = 10_000;
/**
 * The SMTP server's greeting, and each of its answers, may take this
 * long (nodemailer's defaults wait up to 10 minutes): a send ends well
 * within a claim's lease (outbox.ts), so no other process takes the
 * message while it is being sent.
 */
export const SMTP_ANSWER_TIMEOUT_MS = 30_000;

/**
 * nodemailer's connection, made here to the addresses the outbound guard
 * checked (the SMTP host comes from the configuration only, and is
 * checked as any other destination); nodemailer speaks SMTP, and TLS
 * verified against the host's name, over it. nodemailer's own timeouts
 * start once it has the socket: this one covers what comes before.
 */
const guardedSocket =
    (policy: OutboundPolicy) =>
    (
        options: { host?: string; port?: number | string; secure?: boolean },
        callback: SocketCallback
    ) => {
        const port = Number(options.port) || (options.secure ? 465 : 587);
        const host = options.host || 'localhost';
        let socket: Socket | undefined;
        let done = false;
        const finish = (err: Error | null) => {
            if (done) return;
            done = true;
            clearTimeout(timer);
            if (err) {
                socket?.destroy();
                callback(err);
            } else callback(null, { connection: socket as Socket });
        };
        const timer = setTimeout(
            () => finish(new Error('the SMTP server did not answer in time')),
            SMTP_CONNECT_TIMEOUT_MS
        );
        checkedHost(host, port, policy).then(
            pinned => {
                if (done) return;
                socket = connect({
                    host: host.replace(/^\[|\]$/g, ''),
                    port,
                    lookup: pinnedLookup(pinned) as unknown as LookupFunction,
                    autoSelectFamily: true,
                });
                const onError = (err: Error) => finish(err);
                socket.once('error', onError);
                socket.once('connect', () => {
                    socket?.removeListener('error', onError);
                    finish(null);
                });
            },
            (err: unknown) =>
                finish(err instanceof Error ? err : new Error(String(err)))
        );
    };

function transportOf(
    s: NonNullable<DeliverySettings['smtp']>,
    policy: OutboundPolicy
): Transporter {
    const getSocket = guardedSocket(policy);
    const timeouts = {
        connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
        greetingTimeout: SMTP_ANSWER_TIMEOUT_MS,
        socketTimeout: SMTP_ANSWER_TIMEOUT_MS,
    };
    if (s.url)
        return nodemailer.createTransport({
            url: s.url,
            getSocket,
            ...timeouts,
        });
    return nodemailer.createTransport({
        host: s.host,
        port: s.port ?? (s.secure ? 465 : 587),
        secure: s.secure ?? false,
        ...(s.user ? { auth: { user: s.user, pass: s.password ?? '' } } : {}),
        getSocket,
        ...timeouts,
    });
}

/**
 * nodemailer's codes for what the SMTP server said or refused (an
 * address, the login, the message): its words, which name none of ours.
 */
const SMTP_ANSWER_CODES = new Set(['EENVELOPE', 'EMESSAGE', 'EAUTH']);

/** The webhook answered, with a status other than 2xx (a redirect included). */
class WebhookAnswer extends Error {
    override readonly name = 'WebhookAnswer';
}

/**
 * The channel could not be reached at all (no connection, no answer in
 * time, a refused address): its other messages are not tried in this
 * pass. An answer of the channel (a refused recipient, a webhook's 503)
 * is the message's own.
 */
export class ChannelUnreachable extends Error {
    override readonly name = 'ChannelUnreachable';
}

/**
 * A failure as the outbox keeps it, which the plant's users read: never
 * a host, an address or a port. The whole account goes to the log.
 */
function deliveryError(channel: 'SMTP server' | 'webhook', err: unknown) {
    if (err instanceof WebhookAnswer) return err;
    if (err instanceof OutboundError) {
        process.stderr.write(`notification ${channel}: ${err.detail}\n`);
        return new ChannelUnreachable(`${channel}: ${err.message}`);
    }
    const { code, responseCode } = (err ?? {}) as {
        code?: unknown;
        responseCode?: unknown;
    };
    // The SMTP server's own answer (a refused recipient) names none; a
    // connection's failure names the address and port it tried.
    if (
        channel === 'SMTP server' &&
        (responseCode !== undefined || SMTP_ANSWER_CODES.has(String(code)))
    )
        return err;
    process.stderr.write(
        `notification ${channel}: ${err instanceof Error ? err.message : String(err)}\n`
    );
    return new ChannelUnreachable(`the ${channel} could not be reached`);
}

export function createChannels(s: DeliverySettings): Channels {
    const mail = s.smtp ? transportOf(s.smtp, s.outbound) : null;
    const webhook = outboundFetch({
        policy: s.outbound,
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        maxBytes: WEBHOOK_MAX_ANSWER_BYTES,
    });
    return {
        async send(m, signal) {
            if (m.channel === 'email') {
                if (!mail) throw new Error('no SMTP server configured');
                try {
                    await mail.sendMail({
                        from: s.from,
                        to: m.recipient,
                        subject: m.subject ?? '',
                        text: m.body ?? '',
                        // multipart/alternative: the reader picks the part.
                        ...(m.bodyHtml ? { html: m.bodyHtml } : {}),
                        headers: { 'Content-Language': m.language ?? 'pt-BR' },
                    });
                } catch (err) {
                    throw deliveryError('SMTP server', err);
                }
                return;
            }
            if (!s.webhookUrl) throw new Error('no webhook configured');
            try {
                await postWebhook(webhook, s, m, signal);
            } catch (err) {
                if (signal.aborted) throw err;
                throw deliveryError('webhook', err);
            }
        },
        close() {
            mail?.close();
        },
    };
}

/** One POST; a redirect is an answer like any other status, not followed. */
async function postWebhook(
    webhook: typeof fetch,
    s: DeliverySettings,
    m: SendableMessage,
    signal: AbortSignal
): Promise<void> {
    const res = await webhook(s.webhookUrl!, {
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
        signal,
    });
    if (!res.ok) throw new WebhookAnswer(`webhook answered ${res.status}`);
}

/** What the log says at start: where messages go. */
export function describeDelivery(s: DeliverySettings): string {
    const email = s.smtp
        ? `e-mail via SMTP ${s.smtp.url ? new URL(s.smtp.url).host : `${s.smtp.host}:${s.smtp.port ?? (s.smtp.secure ? 465 : 587)}`}`
        : 'e-mail kept in the outbox (no SMTP_URL or SMTP_HOST)';
    const sms = s.webhookUrl
        ? `SMS via webhook ${new URL(s.webhookUrl).origin}`
        : 'SMS kept in the outbox (no NOTIFY_WEBHOOK_URL)';
    const hours = s.retryHorizonMs / 3_600_000;
    return `notifications: ${email}; ${sms}; a message is retried for ${Number(hours.toFixed(3))} h (NOTIFY_RETRY_HOURS)`;
}

/**
 * One pass: sends what is due, one claimed message at a time; answers how
 * many were sent. A channel found unreachable is left for the next pass.
 */
export async function deliverDue(
    db: Database,
    channels: Channels,
    s: DeliverySettings,
    clock: Clock,
    signal: AbortSignal
): Promise<number> {
    let sent = 0;
    const unreachable: string[] = [];
    while (!signal.aborted) {
        const m = await claimDue(db, clock(), unreachable);
        if (!m) break;
        try {
            // Within the claim's lease: the channels' deadlines are shorter.
            await channels.send(m, signal);
            if (await markSent(db, m, clock())) sent++;
        } catch (err) {
            if (signal.aborted) break;
            if (err instanceof ChannelUnreachable) unreachable.push(m.channel);
            await markFailure(
                db,
                m,
                err instanceof Error ? err.message : String(err),
                clock(),
                s
            );
        }
    }
    return sent;
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
