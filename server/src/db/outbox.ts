/**
 * The outbox of emergency-drill notifications: sending a simulation records
 * one row per contact and channel here; the reference server never calls
 * outside (a real deployment would drain this table to an SMS/e-mail gateway).
 */
import type { Database } from './index.ts';

export type NotificationChannel = 'sms' | 'email' | 'voice' | 'push';

export interface OutboxEntry {
    subsidiaryId: number;
    simulationId: number;
    contactId: number | null;
    channel: NotificationChannel;
    /** Phone number or e-mail address. */
    recipient: string;
    payload: Record<string, unknown>;
}

export interface OutboxRow extends OutboxEntry {
    id: number;
    createdAt: string;
}

interface Row {
    id: number;
    subsidiary_id: number;
    simulation_id: number;
    contact_id: number | null;
    channel: NotificationChannel;
    recipient: string;
    payload: Record<string, unknown>;
    created_at: string;
}

const toEntry = (r: Row): OutboxRow => ({
    id: r.id,
    subsidiaryId: r.subsidiary_id,
    simulationId: r.simulation_id,
    contactId: r.contact_id,
    channel: r.channel,
    recipient: r.recipient,
    payload: r.payload,
    createdAt: r.created_at,
});

/** Records the entries in one statement (call inside the send's transaction). */
export async function addToOutbox(
    db: Database,
    entries: readonly OutboxEntry[]
): Promise<number> {
    if (!entries.length) return 0;
    const { rows } = await db.query(
        `INSERT INTO notification_outbox
            (subsidiary_id, simulation_id, contact_id, channel, recipient, payload)
         SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::jsonb[])
         RETURNING id`,
        [
            entries.map(e => e.subsidiaryId),
            entries.map(e => e.simulationId),
            entries.map(e => e.contactId),
            entries.map(e => e.channel),
            entries.map(e => e.recipient),
            entries.map(e => JSON.stringify(e.payload)),
        ]
    );
    return rows.length;
}

export async function listOutbox(
    db: Database,
    filter: { simulationId?: number; subsidiaryId?: number } = {}
): Promise<OutboxRow[]> {
    const { rows } = await db.query<Row>(
        `SELECT * FROM notification_outbox
         WHERE ($1::int IS NULL OR simulation_id = $1) AND ($2::int IS NULL OR subsidiary_id = $2)
         ORDER BY id`,
        [filter.simulationId ?? null, filter.subsidiaryId ?? null]
    );
    return rows.map(toEntry);
}
