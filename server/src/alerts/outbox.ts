/**
 * The outbox seen from alerts (table notification_outbox, shared with the
 * drills): the plant's messages with their delivery, and the sender's
 * claims. A message is `queued` until a channel takes it, `sent`, `failed`
 * once it has been retried for the whole horizon (kept, never deleted;
 * "retry now" tries it again), or `kept` when no channel is configured
 * for it (the embedded default).
 *
 * Exactly once across processes: a sender claims one message at a time
 * (`FOR UPDATE SKIP LOCKED`), which counts the try and leases the message
 * for CLAIM_LEASE_MS; only that claim (its try number) may record the
 * outcome, and "retry now" leaves a leased message alone.
 */
import type { OutboxMessage, OutboxStatus } from '@shared/domain/outbox.ts';
import type { Database } from '../db/index.ts';
import { publishRow, type AlertRow } from './lifecycle.ts';

export { OUTBOX_STATUSES } from '@shared/domain/outbox.ts';
export type { OutboxMessage, OutboxStatus };

const iso = (v: unknown) =>
    v === null || v === undefined ? null : new Date(String(v)).toISOString();

export const toMessage = (r: Record<string, unknown>): OutboxMessage => ({
    id: Number(r.id),
    subsidiaryId: Number(r.subsidiary_id),
    alertId: (r.alert_id as number | null) ?? null,
    alertEventId: (r.alert_event_id as number | null) ?? null,
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
    lastAttemptAt: iso(r.last_attempt_at),
    nextAttemptAt: iso(r.next_attempt_at),
    sentAt: iso(r.sent_at),
    createdAt: iso(r.created_at)!,
});

export const OUTBOX_SORTS: Record<string, string> = {
    id: 'o.id',
    createdAt: 'o.created_at',
};

/** The plant's messages, newest first (or as sorted). */
export async function listAlertOutbox(
    db: Database,
    q: {
        plantId: number;
        status: string[];
        channel: string[];
        alertId?: number;
        id?: number[];
        sort?: string;
        order?: 'ASC' | 'DESC';
        page: number;
        limit: number;
    }
): Promise<{ rows: OutboxMessage[]; total: number }> {
    const where = `o.subsidiary_id = $1
        AND (cardinality($2::text[]) = 0 OR o.status = ANY($2::text[]))
        AND (cardinality($3::text[]) = 0 OR o.channel = ANY($3::text[]))
        AND ($4::int IS NULL OR o.alert_id = $4)
        AND (cardinality($5::int[]) = 0 OR o.id = ANY($5::int[]))`;
    const params = [
        q.plantId,
        q.status,
        q.channel,
        q.alertId ?? null,
        q.id ?? [],
    ];
    const column = OUTBOX_SORTS[q.sort ?? 'id'] ?? 'o.id';
    const order = q.order ?? 'DESC';
    const [{ rows }, { rows: count }] = await Promise.all([
        db.query<Record<string, unknown>>(
            `SELECT o.*, c.name AS contact_name FROM notification_outbox o
             LEFT JOIN contact c ON c.id = o.contact_id
             WHERE ${where} ORDER BY ${column} ${order}, o.id ${order}
             LIMIT $6 OFFSET $7`,
            [...params, q.limit, (q.page - 1) * q.limit]
        ),
        db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM notification_outbox o WHERE ${where}`,
            params
        ),
    ]);
    return { rows: rows.map(toMessage), total: Number(count[0]?.n ?? 0) };
}

/** The messages of an alert, oldest first (its timeline groups them by event). */
export async function alertMessages(
    db: Database,
    alertId: number
): Promise<OutboxMessage[]> {
    const { rows } = await db.query<Record<string, unknown>>(
        `SELECT o.*, c.name AS contact_name FROM notification_outbox o
         LEFT JOIN contact c ON c.id = o.contact_id
         WHERE o.alert_id = $1 ORDER BY o.id`,
        [alertId]
    );
    return rows.map(toMessage);
}

/**
 * A claim lasts this long: a process that dies while sending leaves the
 * message to another after it. One send takes far less (the channels'
 * deadlines: delivery.ts).
 */
export const CLAIM_LEASE_MS = 120_000;

/**
 * Takes the next due message for this process, or null: its try is
 * counted (`attempts`, which also names this claim) and it is leased, in
 * one statement that skips a row another process is claiming (`FOR UPDATE
 * SKIP LOCKED`). `skipChannels`: channels found unreachable in this pass.
 */
export async function claimDue(
    db: Database,
    now: Date,
    skipChannels: readonly string[] = []
): Promise<OutboxMessage | null> {
    const { rows } = await db.query<Record<string, unknown>>(
        `WITH due AS (
             SELECT id FROM notification_outbox
             WHERE status = 'queued' AND next_attempt_at <= $1
               AND NOT (channel = ANY($3::text[]))
             ORDER BY next_attempt_at, id LIMIT 1
             FOR UPDATE SKIP LOCKED
         )
         UPDATE notification_outbox o
         SET attempts = o.attempts + 1, last_attempt_at = $1,
             claimed_until = $1::timestamptz + $2 * interval '1 millisecond',
             next_attempt_at = $1::timestamptz + $2 * interval '1 millisecond'
         FROM due WHERE o.id = due.id
         RETURNING o.*`,
        [now.toISOString(), CLAIM_LEASE_MS, [...skipChannels]]
    );
    return rows[0] ? toMessage(rows[0]) : null;
}

/**
 * Pushes the change of an alert's message to its plant's screens (the
 * alert's timeline, the outbox, the dashboard's warning), in `tx`.
 */
async function publishDelivery(
    tx: Database,
    alertId: number | null,
    status: OutboxStatus
): Promise<void> {
    if (alertId === null) return;
    const { rows } = await tx.query<AlertRow>(
        `SELECT * FROM alert WHERE id = $1`,
        [alertId]
    );
    if (rows[0]) await publishRow(tx, rows[0], 'delivery', status);
}

/** The claim `m` was taken: the channel took it. False when the claim was lost (its lease ran out). */
export function markSent(
    db: Database,
    m: OutboxMessage,
    now: Date
): Promise<boolean> {
    return db.transaction(async tx => {
        const { rows } = await tx.query(
            `UPDATE notification_outbox SET status = 'sent', sent_at = $3,
                    next_attempt_at = NULL, claimed_until = NULL, last_error = NULL
             WHERE id = $1 AND attempts = $2 AND status = 'queued'
             RETURNING id`,
            [m.id, m.attempts, now.toISOString()]
        );
        if (rows.length === 0) return false;
        await publishDelivery(tx, m.alertId, 'sent');
        return true;
    });
}

/** When a message queued at `createdAt` stops being retried. */
export const retryDeadline = (
    createdAt: string,
    opts: { retryHorizonMs: number }
): number => Date.parse(createdAt) + opts.retryHorizonMs;

/**
 * A failed try of claim `m`: queued again after `retryBaseMs` ×
 * 2^(attempts − 1), at most `retryMaxMs` and never past the horizon (its
 * last try is at the horizon), or failed when the horizon has passed.
 * Answers the status it left; null when the claim was lost.
 */
export function markFailure(
    db: Database,
    m: OutboxMessage,
    error: string,
    now: Date,
    opts: { retryHorizonMs: number; retryBaseMs: number; retryMaxMs: number }
): Promise<OutboxStatus | null> {
    const deadline = retryDeadline(m.createdAt, opts);
    const last = now.getTime() >= deadline;
    const wait = Math.min(
        opts.retryBaseMs * 2 ** Math.max(0, m.attempts - 1),
        opts.retryMaxMs
    );
    const next = Math.min(now.getTime() + wait, deadline);
    const status: OutboxStatus = last ? 'failed' : 'queued';
    return db.transaction(async tx => {
        const { rows } = await tx.query(
            `UPDATE notification_outbox SET status = $3, last_error = $4,
                    next_attempt_at = $5, claimed_until = NULL
             WHERE id = $1 AND attempts = $2 AND status = 'queued'
             RETURNING id`,
            [
                m.id,
                m.attempts,
                status,
                error.slice(0, 1000),
                last ? null : new Date(next).toISOString(),
            ]
        );
        if (rows.length === 0) return null;
        // The screens hear of the first failure (a message now waits) and
        // of the last (it failed), not of every retry between them.
        if (last || m.attempts === 1)
            await publishDelivery(tx, m.alertId, status);
        return status;
    });
}

export type RetryResult =
    | { result: 'done'; message: OutboxMessage }
    | { result: 'missing' }
    | { result: 'conflict'; why: 'sent' | 'kept' | 'sending' };

/**
 * "Retry now": a failed or waiting message of the plant is due at once
 * (a failed one is tried once more; past its horizon a failure fails it
 * again). A sent or kept message, or one a sender holds now, is left.
 */
export function retryNow(
    db: Database,
    a: { plantId: number; id: number; now: Date }
): Promise<RetryResult> {
    return db.transaction(async tx => {
        const at = a.now.toISOString();
        const { rows } = await tx.query<Record<string, unknown>>(
            `UPDATE notification_outbox SET status = 'queued', next_attempt_at = $3
             WHERE id = $1 AND subsidiary_id = $2 AND status IN ('queued', 'failed')
               AND (claimed_until IS NULL OR claimed_until <= $3)
             RETURNING *`,
            [a.id, a.plantId, at]
        );
        if (rows[0]) {
            const message = toMessage(rows[0]);
            await publishDelivery(tx, message.alertId, 'queued');
            return { result: 'done', message };
        }
        const { rows: found } = await tx.query<{ status: OutboxStatus }>(
            `SELECT status FROM notification_outbox WHERE id = $1 AND subsidiary_id = $2`,
            [a.id, a.plantId]
        );
        const status = found[0]?.status;
        if (!status) return { result: 'missing' };
        return {
            result: 'conflict',
            why: status === 'sent' || status === 'kept' ? status : 'sending',
        };
    });
}

/** What the dashboard warns of: failed messages of the last day, and messages waiting too long. */
export async function deliveryWarnings(
    db: Database,
    plantId: number,
    now: number,
    opts: { pendingWarnMs: number; failedWindowMs: number }
): Promise<{
    failed: number;
    pending: number;
    oldestPendingAt: string | null;
}> {
    const { rows } = await db.query<{
        failed: number;
        pending: number;
        oldest: string | null;
    }>(
        `SELECT count(*) FILTER (WHERE status = 'failed'
                    AND COALESCE(last_attempt_at, created_at) >= $3)::int AS failed,
                count(*) FILTER (WHERE status = 'queued' AND created_at <= $2)::int AS pending,
                min(created_at) FILTER (WHERE status = 'queued' AND created_at <= $2) AS oldest
         FROM notification_outbox
         WHERE subsidiary_id = $1 AND status IN ('queued', 'failed')`,
        [
            plantId,
            new Date(now - opts.pendingWarnMs).toISOString(),
            new Date(now - opts.failedWindowMs).toISOString(),
        ]
    );
    const r = rows[0];
    return {
        failed: Number(r?.failed ?? 0),
        pending: Number(r?.pending ?? 0),
        oldestPendingAt: iso(r?.oldest),
    };
}
