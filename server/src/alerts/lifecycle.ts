/**
 * An alert's life (docs/monitoring.md, "Alerts"): opened by a reading past
 * normal or by a device silent past its no-data timeout, raised by a
 * higher level, acknowledged, and closed by hand or after its sensor reads
 * normal for the configured time (or the device is heard from again).
 * Every change is written with its history event, its notifications and
 * its push (plantEvents.ts) in one transaction. Time comes from the
 * caller (`now`), so tests move a clock instead of waiting.
 */
import {
    isAbnormal,
    levelRank,
    SILENCE_LEVEL,
    type AlertChange,
    type AlertEventType,
} from '@shared/domain/alerts.ts';
import { OFFLINE_MARGIN } from '@shared/domain/deviceState.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import type { Database } from '../db/index.ts';
import type { NotifyKind } from './messages.ts';
import { queueAlertNotifications, type NotifyContext } from './notify.ts';
import { publishAlertChange } from './plantEvents.ts';

export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** An alert row as stored (snake_case). */
export interface AlertRow {
    id: number;
    subsidiary_id: number;
    sensor_id: number | null;
    gateway_id: number | null;
    device_key: string;
    cause: 'criticality' | 'silence';
    level: Criticality;
    state: 'open' | 'closed';
    last_change: string;
    opened_at: string;
    updated_at: string;
    closed_at: string | null;
    closed_by: number | null;
    close_reason: string | null;
    measure_id: number | null;
    value: number | null;
    unit: string | null;
    normal_since: string | null;
    acknowledged_at: string | null;
    acknowledged_by: number | null;
    acknowledge_comment: string | null;
    notified_at: string | null;
    escalations: number;
}

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
): Promise<void> {
    await tx.query(
        `INSERT INTO alert_event (alert_id, at, type, level, user_id, comment, measure_id, value)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
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
}

export const publishRow = (
    tx: Database,
    row: AlertRow,
    change: AlertChange
): Promise<void> =>
    publishAlertChange(tx, {
        id: row.id,
        subsidiaryId: row.subsidiary_id,
        state: row.state,
        level: row.level,
        acknowledged: row.acknowledged_at !== null,
        change,
    });

/** Notifies the contacts of an opened, raised or escalated alert, noting it in its history. */
async function notify(
    tx: Database,
    row: AlertRow,
    kind: NotifyKind,
    now: Date,
    ctx: NotifyContext
): Promise<void> {
    const sent = await queueAlertNotifications(tx, row, kind, now, ctx);
    await tx.query(`UPDATE alert SET notified_at = $2 WHERE id = $1`, [
        row.id,
        now.toISOString(),
    ]);
    if (sent > 0)
        await addEvent(tx, row.id, 'notified', now, {
            level: row.level,
            comment: String(sent),
        });
}

export interface Reading {
    plantId: number;
    sensorId: number;
    gatewayId: number | null;
    measureId: number;
    level: unknown;
    value: number;
    unit: string | null;
}

/**
 * A stored reading (manual or automatic, in its write's transaction):
 * past normal it opens its sensor's alert or raises it (one open alert
 * per sensor and cause: concurrent writers meet on the partial unique
 * index); at normal it starts the open alert's clear time. Either way the
 * sensor was heard from: its silence alert (and its gateway's) closes.
 */
export async function alertOnReading(
    tx: Database,
    r: Reading,
    now: Date,
    ctx: NotifyContext
): Promise<void> {
    const key = `sensor:${r.sensorId}`;
    await closeSilence(
        tx,
        [key, ...(r.gatewayId ? [`gateway:${r.gatewayId}`] : [])],
        now
    );
    if (!isAbnormal(r.level)) {
        await tx.query(
            `UPDATE alert SET normal_since = COALESCE(normal_since, $2)
             WHERE device_key = $1 AND cause = 'criticality' AND state = 'open'`,
            [key, now.toISOString()]
        );
        return;
    }
    await openOrRaise(tx, r, r.level, now, ctx);
}

/**
 * Opens the sensor's alert at `level`, or raises the open one when `level`
 * outranks it (a new answer is then asked for); the same or a lower level
 * changes nothing. Events, notifications and the plant's stream follow.
 */
export async function openOrRaise(
    tx: Database,
    r: Reading,
    level: Criticality,
    now: Date,
    ctx: NotifyContext
): Promise<void> {
    const key = `sensor:${r.sensorId}`;
    const { rows } = await tx.query<AlertRow>(
        `INSERT INTO alert AS a (subsidiary_id, sensor_id, gateway_id, device_key, cause,
                level, level_rank, opened_at, updated_at, measure_id, value, unit)
         VALUES ($1, $2, $3, $4, 'criticality', $5, $6, $7, $7, $8, $9, $10)
         ON CONFLICT (device_key, cause) WHERE state = 'open' DO UPDATE SET
             last_change = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN 'raised' ELSE 'same' END,
             level = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN EXCLUDED.level ELSE a.level END,
             level_rank = GREATEST(a.level_rank, EXCLUDED.level_rank),
             measure_id = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN EXCLUDED.measure_id ELSE a.measure_id END,
             value = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN EXCLUDED.value ELSE a.value END,
             unit = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN EXCLUDED.unit ELSE a.unit END,
             updated_at = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN EXCLUDED.updated_at ELSE a.updated_at END,
             -- A higher level asks for a new answer.
             acknowledged_at = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN NULL ELSE a.acknowledged_at END,
             acknowledged_by = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN NULL ELSE a.acknowledged_by END,
             acknowledge_comment = CASE WHEN EXCLUDED.level_rank > a.level_rank THEN NULL ELSE a.acknowledge_comment END,
             normal_since = NULL
         RETURNING *`,
        [
            r.plantId,
            r.sensorId,
            r.gatewayId,
            key,
            level,
            levelRank(level),
            now.toISOString(),
            r.measureId,
            r.value,
            r.unit,
        ]
    );
    const row = rows[0];
    if (!row || row.last_change === 'same') return;
    const change = row.last_change === 'opened' ? 'opened' : 'raised';
    await addEvent(tx, row.id, change, now, {
        level,
        measureId: r.measureId,
        value: r.value,
    });
    await notify(tx, row, change, now, ctx);
    await publishRow(tx, row, change);
}

/** Closes the open silence alerts of these devices: they were heard from. */
async function closeSilence(
    tx: Database,
    keys: string[],
    now: Date
): Promise<void> {
    const { rows } = await tx.query<AlertRow>(
        `UPDATE alert SET state = 'closed', closed_at = $2, close_reason = 'auto',
                updated_at = $2, last_change = 'closed'
         WHERE device_key = ANY($1::text[]) AND cause = 'silence' AND state = 'open'
         RETURNING *`,
        [keys, now.toISOString()]
    );
    for (const row of rows) {
        await addEvent(tx, row.id, 'closed', now, { comment: 'auto' });
        await publishRow(tx, row, 'closed');
    }
}

/** The plant's no-data timeout of a sensor type in minutes (60 when unset), in SQL. */
const TIMEOUT_MIN = `COALESCE((SELECT (c ->> 'noDataTimeoutMin')::double precision
    FROM jsonb_array_elements(p.alert_config) c
    WHERE c ->> 'sensorType' = s.sensor_type
      AND jsonb_typeof(c -> 'noDataTimeoutMin') = 'number' LIMIT 1), 60)`;
/** A gateway is heard through its sensors: silent past the longest timeout of its plant (gatewayTimeoutFor). */
const GATEWAY_TIMEOUT_MIN = `GREATEST(60, COALESCE((SELECT max((c ->> 'noDataTimeoutMin')::double precision)
    FROM jsonb_array_elements(p.alert_config) c
    WHERE jsonb_typeof(c -> 'noDataTimeoutMin') = 'number'), 60))`;

/** `offlineAfterMin` (shared/domain/deviceState.ts) in SQL: the timeout and its margin. */
const offlineAfter = (timeoutMin: string) =>
    `(${timeoutMin} * ${1 + OFFLINE_MARGIN.ratio})`;

/**
 * One look for silent devices: a live sensor or gateway heard from once
 * and not since its timeout opens a silence alert (never heard from is
 * not silence); an open silence alert whose device is heard again closes.
 * Answers how many opened.
 */
export async function scanSilence(
    db: Database,
    now: Date,
    ctx: NotifyContext
): Promise<number> {
    const at = now.toISOString();
    const { rows: silent } = await db.query<{
        kind: 'sensor' | 'gateway';
        id: number;
        subsidiary_id: number;
    }>(
        `SELECT 'sensor' AS kind, s.id, s.subsidiary_id FROM sensor s
         JOIN subsidiary p ON p.id = s.subsidiary_id AND p.status = 'active'
         WHERE s.status = 'active' AND s.last_seen_at IS NOT NULL
           AND s.last_seen_at < $1::timestamptz - interval '1 minute' * ${offlineAfter(TIMEOUT_MIN)}
         UNION ALL
         SELECT 'gateway', g.id, g.subsidiary_id FROM gateway g
         JOIN subsidiary p ON p.id = g.subsidiary_id AND p.status = 'active'
         WHERE g.status = 'active' AND g.last_seen_at IS NOT NULL
           AND g.last_seen_at < $1::timestamptz - interval '1 minute' * ${offlineAfter(GATEWAY_TIMEOUT_MIN)}`,
        [at]
    );
    const silentKeys = new Set(silent.map(d => `${d.kind}:${d.id}`));
    const { rows: open } = await db.query<{ device_key: string }>(
        `SELECT device_key FROM alert WHERE cause = 'silence' AND state = 'open'`
    );
    const heard = open.map(o => o.device_key).filter(k => !silentKeys.has(k));
    if (heard.length) await db.transaction(tx => closeSilence(tx, heard, now));
    const already = new Set(open.map(o => o.device_key));
    let opened = 0;
    for (const d of silent) {
        const key = `${d.kind}:${d.id}`;
        if (already.has(key)) continue;
        await db.transaction(async tx => {
            const { rows } = await tx.query<AlertRow>(
                `INSERT INTO alert (subsidiary_id, sensor_id, gateway_id, device_key, cause,
                        level, level_rank, opened_at, updated_at)
                 VALUES ($1, $2, $3, $4, 'silence', $5, $6, $7, $7)
                 ON CONFLICT (device_key, cause) WHERE state = 'open' DO NOTHING
                 RETURNING *`,
                [
                    d.subsidiary_id,
                    d.kind === 'sensor' ? d.id : null,
                    d.kind === 'gateway' ? d.id : null,
                    key,
                    SILENCE_LEVEL,
                    levelRank(SILENCE_LEVEL),
                    at,
                ]
            );
            const row = rows[0];
            if (!row) return;
            opened++;
            await addEvent(tx, row.id, 'opened', now, { level: row.level });
            await notify(tx, row, 'opened', now, ctx);
            await publishRow(tx, row, 'opened');
        });
    }
    return opened;
}

/** Closes criticality alerts whose sensor has read normal for the clear time. */
export async function autoClear(
    db: Database,
    now: Date,
    ctx: NotifyContext
): Promise<number> {
    return db.transaction(async tx => {
        const { rows } = await tx.query<AlertRow>(
            `UPDATE alert SET state = 'closed', closed_at = $1, close_reason = 'auto',
                    updated_at = $1, last_change = 'closed'
             WHERE cause = 'criticality' AND state = 'open'
               AND normal_since <= $1::timestamptz - $2 * interval '1 millisecond'
             RETURNING *`,
            [now.toISOString(), ctx.alerts.clearAfterMs]
        );
        for (const row of rows) {
            await addEvent(tx, row.id, 'closed', now, { comment: 'auto' });
            await publishRow(tx, row, 'closed');
        }
        return rows.length;
    });
}

/**
 * Sends again each open critical alert nobody acknowledged, once its last
 * sending is `escalateAfterMs` old, at most `escalateMax` times. The
 * UPDATE claims it: two processes never escalate one alert twice.
 */
export async function escalate(
    db: Database,
    now: Date,
    ctx: NotifyContext
): Promise<number> {
    if (ctx.alerts.escalateMax <= 0) return 0;
    return db.transaction(async tx => {
        const { rows } = await tx.query<AlertRow>(
            `UPDATE alert SET escalations = escalations + 1, notified_at = $1
             WHERE state = 'open' AND level = 'critical' AND acknowledged_at IS NULL
               AND escalations < $3
               AND notified_at <= $1::timestamptz - $2 * interval '1 millisecond'
             RETURNING *`,
            [
                now.toISOString(),
                ctx.alerts.escalateAfterMs,
                ctx.alerts.escalateMax,
            ]
        );
        for (const row of rows) {
            await addEvent(tx, row.id, 'escalated', now, {
                level: row.level,
                comment: String(row.escalations),
            });
            await notify(tx, row, 'escalated', now, ctx);
        }
        return rows.length;
    });
}

/** One pass of the alert job: silences, clears, escalations. */
export async function alertPass(
    db: Database,
    now: Date,
    ctx: NotifyContext
): Promise<{ silent: number; cleared: number; escalated: number }> {
    const silent = await scanSilence(db, now, ctx);
    const cleared = await autoClear(db, now, ctx);
    const escalated = await escalate(db, now, ctx);
    return { silent, cleared, escalated };
}
