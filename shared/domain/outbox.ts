/**
 * Notifications as the outbox keeps them (docs/api.md, "Alerts";
 * docs/monitoring.md, "The outbox"). Shared by the server and the SPA.
 */

/**
 * `queued`: waiting for its channel (retried until the horizon); `sent`:
 * the channel took it; `failed`: still refused at the horizon, with its
 * reason; `kept`: no channel is configured for it (drills' messages, and
 * every message of a server without SMTP or webhook).
 */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;

export interface OutboxMessage {
    id: number;
    subsidiaryId: number;
    alertId: number | null;
    /** The alert's history event that queued it ('notified'). */
    alertEventId: number | null;
    simulationId: number | null;
    contactId: number | null;
    contactName: string | null;
    channel: string;
    recipient: string;
    language: string | null;
    subject: string | null;
    body: string | null;
    status: OutboxStatus;
    /** Tries so far. */
    attempts: number;
    /** Why the last try failed (never a host, address or port). */
    lastError: string | null;
    lastAttemptAt: string | null;
    /** When it is tried next, while queued. */
    nextAttemptAt: string | null;
    sentAt: string | null;
    createdAt: string;
}

/** The dashboard's warning about deliveries (`DashboardSummary.deliveries`). */
export interface DeliveryWarnings {
    /** Messages failed in the last 24 hours. */
    failed: number;
    /** Messages still queued `pendingWarnMinutes` after they were queued. */
    pending: number;
    /** The oldest of those, when queued. */
    oldestPendingAt: string | null;
    pendingWarnMinutes: number;
}
