/**
 * The outbox seen from alerts (table notification_outbox, shared with the
 * drills): the plant's messages with their delivery, and the sender's
 * claims. A message is `queued` until a channel takes it, `sent`, `failed`
 * after the last try (kept, never deleted), or `kept` when no channel is
 * configured for it (the embedded default).
 */
import type { Database } from '../db/index.ts';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxMessage {
    id: number;
    subsidiaryId: number;
    alertId: number | null;
    simulationId: number | null;
    contactId: number | null;
    contactName: string | null;
    channel: string;
    recipient: string;
    language: string | null;
    subject: string | null;
    body: string | null;
    status: OutboxStatus;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: string | null;
    sentAt: string | null;
    createdAt: string;
}

const iso = (v: unknown) =>
    v === null || v === undefined ? null : new Date(String(v)).toISOString();

const toMessage = (r: Record<string, unknown>): OutboxMessage => ({
    id: Number(r.id),
    subsidiaryId: Number(r.subsidiary_id),
    alertId: (r.alert_id as number | null) ?? null,
    simulationId: (r.simulation_id as number | null) ?? null,
    contactId: (r.contact_id as number | null) ?? null,
    contactName: (r.contact_name as string | null) ?? null,
    channel: String(r.channel),
    recipient: String(r.recipient),
    language: (r.language as string | null) ?? null,
    subject: (r.subject as string | null) ?? null,
    body: (r.body as string | null) ?? null,
    status: r.status as OutboxStatus,
    attempts: Number(r.attempts ?? 0),
    lastError: (r.last_error as string | null) ?? null,
    nextAttemptAt: iso(r.next_attempt_at),
    sentAt: iso(r.sent_at),
    createdAt: iso(r.created_at)!,
});

/** The plant's messages, newest first. */
export async function listAlertOutbox(
    db: Database,
    q: {
        plantId: number;
        status: string[];
        channel: string[];
        alertId?: number;
        page: number;
        limit: number;
    }
): Promise<{ rows: OutboxMessage[]; total: number }> {
    const where = `o.subsidiary_id = $1
        AND (cardinality($2::text[]) = 0 OR o.status = ANY($2::text[]))
        AND (cardinality($3::text[]) = 0 OR o.channel = ANY($3::text[]))
        AND ($4::int IS NULL OR o.alert_id = $4)`;
    const params = [q.plantId, q.status, q.channel, q.alertId ?? null];
    const [{ rows }, { rows: count }] = await Promise.all([
        db.query<Record<string, unknown>>(
            `SELECT o.*, c.name AS contact_name FROM notification_outbox o
             LEFT JOIN contact c ON c.id = o.contact_id
             WHERE ${where} ORDER BY o.id DESC LIMIT $5 OFFSET $6`,
            [...params, q.limit, (q.page - 1) * q.limit]
        ),
        db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification_outbox o WHERE ${where}`,
            params
        ),
    ]);
    return { rows: rows.map(toMessage), total: Number(count[0]?.n ?? 0) };
}

/** A claim lasts this long: a process that dies while sending leaves the message to another after it. */
export const CLAIM_LEASE_MS = 120_000;

/**
 * Takes up to `limit` due messages for this process: their next attempt
 * moves past the lease and their attempts count up, in one statement that
 * skips rows another process is claiming (`FOR UPDATE SKIP LOCKED`).
 */
export async function claimDue(
    db: Database,
    now: Date,
    limit = 20
): Promise<OutboxMessage[]> {
    const { rows } = await db.query<Record<string, unknown>>(
        `WITH due AS (
             SELECT id FROM notification_outbox
             WHERE status = 'queued' AND next_attempt_at <= $1
             ORDER BY next_attempt_at, id LIMIT $2
             FOR UPDATE SKIP LOCKED
         )
         UPDATE notification_outbox o
         SET attempts = o.attempts + 1,
             next_attempt_at = $1::timestamptz + $3 * interval '1 millisecond'
         FROM due WHERE o.id = due.id
         RETURNING o.*`,
        [now.toISOString(), limit, CLAIM_LEASE_MS]
    );
    return rows.map(toMessage);
}

export async function markSent(db: Database, id: number, now: Date) {
    await db.query(
        `UPDATE notification_outbox SET status = 'sent', sent_at = $2,
                next_attempt_at = NULL, last_error = NULL
         WHERE id = $1`,
        [id, now.toISOString()]
    );
}

/**
 * A failed try: queued again after `retryBaseMs` × 2^(attempts − 1), or
 * failed for good at `maxAttempts`.
 */
export async function markFailure(
    db: Database,
    m: OutboxMessage,
    error: string,
    now: Date,
    opts: { maxAttempts: number; retryBaseMs: number }
) {
    const last = m.attempts >= opts.maxAttempts;
    const wait = opts.retryBaseMs * 2 ** Math.max(0, m.attempts - 1);
    await db.query(
        `UPDATE notification_outbox SET status = $2, last_error = $3,
                next_attempt_at = $4
         WHERE id = $1`,
        [
            m.id,
            last ? 'failed' : 'queued',
            error.slice(0, 1000),
            last ? null : new Date(now.getTime() + wait).toISOString(),
        ]
    );
}
