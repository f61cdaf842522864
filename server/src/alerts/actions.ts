/**
 * What people do to alerts: acknowledge (with an optional comment), close
 * by hand (with a reason), and mute a sensor's notifications for a while
 * (a silence). Each in one transaction with its history event and push.
 */
import type { SensorSilence } from '@shared/domain/alerts.ts';
import type { Database } from '../db/index.ts';
import { addEvent, publishRow, type AlertRow } from './lifecycle.ts';
import { queueResolved, type NotifyContext } from './notify.ts';

export type ActionResult = 'done' | 'missing' | 'conflict';

/** Why an action found nothing to change: no such alert in the plant (404) or not in a state for it (409). */
async function why(
    tx: Database,
    plantId: number,
    id: number
): Promise<ActionResult> {
    const { rows } = await tx.query(
        `SELECT 1 FROM alert WHERE id = $1 AND subsidiary_id = $2`,
        [id, plantId]
    );
    return rows.length ? 'conflict' : 'missing';
}

export function acknowledgeAlert(
    db: Database,
    a: {
        plantId: number;
        id: number;
        userId: number;
        comment: string | null;
        now: Date;
    }
): Promise<ActionResult> {
    return db.transaction(async tx => {
        const { rows } = await tx.query<AlertRow>(
            `UPDATE alert SET acknowledged_at = $3, acknowledged_by = $4,
                    acknowledge_comment = $5, updated_at = $3, last_change = 'acknowledged'
             WHERE id = $1 AND subsidiary_id = $2 AND state = 'open' AND acknowledged_at IS NULL
             RETURNING *`,
            [a.id, a.plantId, a.now.toISOString(), a.userId, a.comment]
        );
        const row = rows[0];
        if (!row) return why(tx, a.plantId, a.id);
        await addEvent(tx, row.id, 'acknowledged', a.now, {
            level: row.level,
            userId: a.userId,
            comment: a.comment,
        });
        await publishRow(tx, row, 'acknowledged');
        return 'done';
    });
}

export function closeAlert(
    db: Database,
    a: {
        plantId: number;
        id: number;
        userId: number;
        reason: string;
        now: Date;
    },
    /** Whoever was sent the alert is sent that it was resolved. */
    ctx: NotifyContext
): Promise<ActionResult> {
    return db.transaction(async tx => {
        const { rows } = await tx.query<AlertRow>(
            `UPDATE alert SET state = 'closed', closed_at = $3, closed_by = $4,
                    close_reason = $5, updated_at = $3, last_change = 'closed'
             WHERE id = $1 AND subsidiary_id = $2 AND state = 'open'
             RETURNING *`,
            [a.id, a.plantId, a.now.toISOString(), a.userId, a.reason]
        );
        const row = rows[0];
        if (!row) return why(tx, a.plantId, a.id);
        await addEvent(tx, row.id, 'closed', a.now, {
            userId: a.userId,
            comment: a.reason,
        });
        await queueResolved(tx, row, a.now, ctx);
        await publishRow(tx, row, 'closed');
        return 'done';
    });
}

const toSilence = (r: Record<string, unknown>): SensorSilence => ({
    id: Number(r.id),
    sensorId: Number(r.sensor_id),
    startsAt: new Date(String(r.starts_at)).toISOString(),
    until: new Date(String(r.until)).toISOString(),
    reason: String(r.reason),
    createdBy:
        typeof r.created_by === 'number'
            ? { id: r.created_by, name: String(r.created_by_name ?? '') }
            : null,
});

/** The silence covering the sensor at `now`, or null. */
export async function currentSilence(
    db: Database,
    sensorId: number,
    now: Date
): Promise<SensorSilence | null> {
    const { rows } = await db.query<Record<string, unknown>>(
        `SELECT si.*, u.name AS created_by_name FROM alert_silence si
         LEFT JOIN "user" u ON u.id = si.created_by
         WHERE si.sensor_id = $1 AND si.ended_at IS NULL
           AND si.starts_at <= $2 AND si.until > $2
         ORDER BY si.until DESC, si.id DESC LIMIT 1`,
        [sensorId, now.toISOString()]
    );
    return rows[0] ? toSilence(rows[0]) : null;
}

/** Pushes 'muted' for the sensor's open alerts (their mutedUntil changed), noting it in their history. */
async function touchOpenAlerts(
    tx: Database,
    sensorId: number,
    now: Date,
    userId: number,
    comment: string
): Promise<void> {
    const { rows } = await tx.query<AlertRow>(
        `SELECT * FROM alert WHERE sensor_id = $1 AND state = 'open'`,
        [sensorId]
    );
    for (const row of rows) {
        await addEvent(tx, row.id, 'muted', now, { userId, comment });
        await publishRow(tx, row, 'muted');
    }
}

/** Mutes the sensor's notifications until `until` (replacing a current silence). */
export function silenceSensor(
    db: Database,
    s: {
        plantId: number;
        sensorId: number;
        userId: number;
        until: Date;
        reason: string;
        now: Date;
    }
): Promise<SensorSilence> {
    return db.transaction(async tx => {
        await tx.query(
            `UPDATE alert_silence SET ended_at = $2, ended_by = $3
             WHERE sensor_id = $1 AND ended_at IS NULL AND until > $2`,
            [s.sensorId, s.now.toISOString(), s.userId]
        );
        await tx.query(
            `INSERT INTO alert_silence (subsidiary_id, sensor_id, starts_at, until, reason, created_by, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $3)`,
            [
                s.plantId,
                s.sensorId,
                s.now.toISOString(),
                s.until.toISOString(),
                s.reason,
                s.userId,
            ]
        );
        await touchOpenAlerts(
            tx,
            s.sensorId,
            s.now,
            s.userId,
            `${s.until.toISOString()} ${s.reason}`
        );
        return (await currentSilence(tx, s.sensorId, s.now))!;
    });
}

/** Ends the sensor's current silence; false when there was none. */
export function endSilence(
    db: Database,
    s: { sensorId: number; userId: number; now: Date }
): Promise<boolean> {
    return db.transaction(async tx => {
        const { rows } = await tx.query(
            `UPDATE alert_silence SET ended_at = $2, ended_by = $3
             WHERE sensor_id = $1 AND ended_at IS NULL AND until > $2 RETURNING id`,
            [s.sensorId, s.now.toISOString(), s.userId]
        );
        if (rows.length === 0) return false;
        await touchOpenAlerts(tx, s.sensorId, s.now, s.userId, 'ended');
        return true;
    });
}
