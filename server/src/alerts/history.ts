/**
 * An alert's history (table alert_event): one row per step, written in
 * the step's transaction (docs/monitoring.md, "Alerts").
 */
import type { AlertEventType } from '@shared/domain/alerts.ts';
import type { Database } from '../db/index.ts';

/** Writes one step of `alertId`'s history; answers its id. */
export async function addEvent(
    tx: Database,
    alertId: number,
    type: AlertEventType,
    at: Date,
    extra: {
        level?: string;
        userId?: number | null;
        comment?: string | null;
        measureId?: number | null;
        value?: number | null;
    } = {}
): Promise<number> {
    const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO alert_event (alert_id, at, type, level, user_id, comment, measure_id, value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
            alertId,
            at.toISOString(),
            type,
            extra.level ?? null,
            extra.userId ?? null,
            extra.comment ?? null,
            extra.measureId ?? null,
            extra.value ?? null,
        ]
    );
    return Number(rows[0]!.id);
}
