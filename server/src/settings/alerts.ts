/**
 * How alerts live and travel (docs/monitoring.md, "Alerts"), read from the
 * environment by config.ts.
 */
import { outboundPolicyFrom, type OutboundPolicy } from './outbound.ts';

export interface AlertSettings {
    /** A criticality alert closes after its sensor reads normal this long (ALERT_CLEAR_MINUTES, 10). */
    clearAfterMs: number;
    /** An unacknowledged critical alert is sent again this long after its last sending (ALERT_ESCALATE_MINUTES, 15). */
    escalateAfterMs: number;
    /** At most this many times (ALERT_ESCALATE_MAX, 3). */
    escalateMax: number;
    /** How often the alert job looks for silent devices, clears and escalations (ALERT_POLL_SECONDS, 30). */
    pollMs: number;
    /** Where links in messages point: the console's public URL. */
    publicUrl: string;
}

export interface DeliverySettings {
    /** nodemailer's transport: SMTP_URL, or SMTP_HOST/SMTP_PORT/SMTP_SECURE/SMTP_USER/SMTP_PASSWORD. */
    smtp?: {
        url?: string;
        host?: string;
        port?: number;
        secure?: boolean;
        user?: string;
        password?: string;
    };
    /** Sender of e-mails (SMTP_FROM). */
    from: string;
    /** SMS and messaging: JSON POSTed here (NOTIFY_WEBHOOK_URL). */
    webhookUrl?: string;
    /** Sent as NOTIFY_WEBHOOK_SECRET_HEADER (x-notify-secret) when set (NOTIFY_WEBHOOK_SECRET). */
    webhookSecret?: string;
    webhookSecretHeader: string;
    /**
     * A message is retried this long after it was queued before it is
     * failed (NOTIFY_RETRY_HOURS, 24): an outage shorter than this loses
     * nothing.
     */
    retryHorizonMs: number;
    /** First retry after this; each next one waits twice as long (NOTIFY_RETRY_SECONDS, 30)… */
    retryBaseMs: number;
    /** …up to this wait (NOTIFY_RETRY_MAX_SECONDS, 600): a server back is used within it. */
    retryMaxMs: number;
    /** A message still waiting this long after it was queued is a warning (NOTIFY_PENDING_WARN_MINUTES, 15). */
    pendingWarnMs: number;
    /** How often the sender looks for due messages (NOTIFY_POLL_SECONDS, 5). */
    pollMs: number;
    /** Where the webhook and SMTP may connect (outbound.ts, OUTBOUND_ALLOWED_HOSTS). */
    outbound: OutboundPolicy;
}

const positive = (v: string | undefined, d: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isFinite(n) && n > 0 ? n : d;
};

export function alertSettingsFrom(
    env: NodeJS.ProcessEnv,
    publicUrl: string
): AlertSettings {
    return {
        clearAfterMs: positive(env.ALERT_CLEAR_MINUTES, 10) * 60_000,
        escalateAfterMs: positive(env.ALERT_ESCALATE_MINUTES, 15) * 60_000,
        escalateMax: Math.floor(
            env.ALERT_ESCALATE_MAX === '0'
                ? 0
                : positive(env.ALERT_ESCALATE_MAX, 3)
        ),
        pollMs: positive(env.ALERT_POLL_SECONDS, 30) * 1000,
        publicUrl,
    };
}

export function deliverySettingsFrom(env: NodeJS.ProcessEnv): DeliverySettings {
    const smtp =
        env.SMTP_URL || env.SMTP_HOST
            ? {
                  url: env.SMTP_URL || undefined,
                  host: env.SMTP_HOST || undefined,
                  port: env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined,
                  secure: env.SMTP_SECURE === 'true',
                  user: env.SMTP_USER || undefined,
                  password: env.SMTP_PASSWORD || undefined,
              }
            : undefined;
    return {
        smtp,
        from: env.SMTP_FROM || 'Plants console <alerts@localhost>',
        webhookUrl: env.NOTIFY_WEBHOOK_URL || undefined,
        webhookSecret: env.NOTIFY_WEBHOOK_SECRET || undefined,
        webhookSecretHeader:
            env.NOTIFY_WEBHOOK_SECRET_HEADER || 'x-notify-secret',
        retryHorizonMs: positive(env.NOTIFY_RETRY_HOURS, 24) * 3_600_000,
        retryBaseMs: positive(env.NOTIFY_RETRY_SECONDS, 30) * 1000,
        retryMaxMs: positive(env.NOTIFY_RETRY_MAX_SECONDS, 600) * 1000,
        pendingWarnMs: positive(env.NOTIFY_PENDING_WARN_MINUTES, 15) * 60_000,
        pollMs: positive(env.NOTIFY_POLL_SECONDS, 5) * 1000,
        outbound: outboundPolicyFrom(env),
    };
}
