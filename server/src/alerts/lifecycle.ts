/**
 * An alert's life (docs/monitoring.md, "Alerts"): opened by a reading past
 * normal or by a device silent past its no-data timeout, raised by a
 * higher level, acknowledged, and closed by hand or after its sensor reads
 * normal for the configured time (or the device is heard from again).
 * Every change is written with its history event, its notifications and
 * its push (plantEvents.ts) in one transaction. A mute of its sensor
 * holds its notification back until it ends (`releaseHeld`). Time comes
 * from the caller (`now`), so tests move a clock instead of waiting.
 */
import {
    isAbnormal,
    levelRank,
    SILENCE_LEVEL,
    type AlertChange,
} from '@shared/domain/alerts.ts';
import { OFFLINE_MARGIN } from '@shared/domain/deviceState.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import type { OutboxStatus } from '@shared/domain/outbox.ts';
import type { Database } from '../db/index.ts';
import { addEvent } from './history.ts';
import type { NotifyKind } from './messages.ts';
import {
    mutedUntil,
    queueAlertNotifications,
    queueResolved,
    type NotifyContext,
} from './notify.ts';
import { publishAlertChange } from './plantEvents.ts';

export { addEvent };

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
    /** The notification a mute holds back: what it would have said. */
    notify_held: NotifyKind | null;
}

export const publishRow = (
    tx: Database,
    row: AlertRow,
    change: AlertChange,
    delivery?: OutboxStatus
): Promise<void> =>
    publishAlertChange(tx, {
        id: row.id,
        subsidiaryId: row.subsidiary_id,
        state: row.state,
        level: row.level,
        acknowledged: row.acknowledged_at !== null,
        change,
        ...(delivery ? { delivery } : {}),
    });

/**
 * What a held notification says when it leaves: an opening nobody heard
 * of stays an opening, whatever happened to the alert since.
 */
const heldKind = (held: NotifyKind | null, kind: NotifyKind): NotifyKind =>
    held === 'opened' ? 'opened' : kind;

/**
 * Notifies the contacts of an opened, raised or escalated alert (its
 * history says 'notified', with its messages), and escalation counts
 * from now. While a silence covers its sensor nothing is queued: the
 * notification is held (history 'held', with the silence's end) and
 * `releaseHeld` sends it when the silence ends.
 */
async function notify(
    tx: Database,
    row: AlertRow,
    kind: NotifyKind,
    now: Date,
    ctx: NotifyContext,
    at: Date = now
): Promise<void> {
    const until = await mutedUntil(tx, row.sensor_id, now);
    if (until) {
        const { rows } = await tx.query<{ notify_held: NotifyKind }>(
            `UPDATE alert SET notify_held = $2 WHERE id = $1 RETURNING notify_held`,
            [row.id, heldKind(row.notify_held, kind)]
        );
        row.notify_held = rows[0]?.notify_held ?? kind;
        await addEvent(tx, row.id, 'held', now, {
            level: row.level,
            comment: new Date(until).toISOString(),
        });
        return;
    }
    await queueAlertNotifications(tx, row, kind, now, ctx, at);
    await tx.query(`UPDATE alert SET notified_at = $2 WHERE id = $1`, [
        row.id,
        now.toISOString(),
    ]);
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
        now,
        ctx
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
    now: Date,
    ctx: NotifyContext
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
        await queueResolved(tx, row, now, ctx);
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
 * A device heard through its company's Zabbix (a sensor naming an item, a
 * gateway of a company the poll reads) is judged only on what that Zabbix
 * said after the device's deadline (`zabbix_health.ok_at`, written by
 * server/src/monitoring/integrationHealth.ts): while the integration
 * fails, or before a pass has read it since (a start, a restart or a
 * failover after the poll stood still), its old last seen is stale, not
 * silence. A company the poll never read (no row) is judged as before.
 */
const unsure = (device: string, timeoutMin: string) =>
    `(h.company_id IS NOT NULL AND (h.failing_since IS NOT NULL OR h.ok_at IS NULL
      OR h.ok_at < ${device}.last_seen_at + interval '1 minute' * ${offlineAfter(timeoutMin)}))`;

/**
 * One look for silent devices: a live sensor or gateway heard from once
 * and not since its timeout opens a silence alert (never heard from is
 * not silence); an open silence alert whose device is heard again closes.
 * A device whose silence is not known (`unsure`) neither opens nor closes
 * one. Answers how many opened.
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
        unsure: boolean;
    }>(
        `SELECT 'sensor' AS kind, s.id, s.subsidiary_id,
                (s.zabbix_item_id IS NOT NULL AND s.zabbix_item_id <> ''
                 AND ${unsure('s', TIMEOUT_MIN)}) AS unsure
         FROM sensor s
         JOIN subsidiary p ON p.id = s.subsidiary_id AND p.status = 'active'
         LEFT JOIN zabbix_health h ON h.company_id = p.company_id
         WHERE s.status = 'active' AND s.last_seen_at IS NOT NULL
           AND s.last_seen_at < $1::timestamptz - interval '1 minute' * ${offlineAfter(TIMEOUT_MIN)}
         UNION ALL
         SELECT 'gateway', g.id, g.subsidiary_id, ${unsure('g', GATEWAY_TIMEOUT_MIN)}
         FROM gateway g
         JOIN subsidiary p ON p.id = g.subsidiary_id AND p.status = 'active'
         LEFT JOIN zabbix_health h ON h.company_id = p.company_id
         WHERE g.status = 'active' AND g.last_seen_at IS NOT NULL
           AND g.last_seen_at < $1::timestamptz - interval '1 minute' * ${offlineAfter(GATEWAY_TIMEOUT_MIN)}`,
        [at]
    );
    const silentKeys = new Set(silent.map(d => `${d.kind}:${d.id}`));
    const { rows: open } = await db.query<{ device_key: string }>(
        `SELECT device_key FROM alert WHERE cause = 'silence' AND state = 'open'`
    );
    const heard = open.map(o => o.device_key).filter(k => !silentKeys.has(k));
    if (heard.length)
        await db.transaction(tx => closeSilence(tx, heard, now, ctx));
    const already = new Set(open.map(o => o.device_key));
    let opened = 0;
    for (const d of silent) {
        const key = `${d.kind}:${d.id}`;
        if (already.has(key) || d.unsure) continue;
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
            await queueResolved(tx, row, now, ctx);
            await publishRow(tx, row, 'closed');
        }
        return rows.length;
    });
}

/** In SQL: a silence covers alert `a`'s sensor at $1. */
const MUTED_AT_1 = `EXISTS (SELECT 1 FROM alert_silence si
    WHERE si.sensor_id = a.sensor_id AND si.ended_at IS NULL
      AND si.starts_at <= $1::timestamptz AND si.until > $1::timestamptz)`;

/**
 * Sends again each open critical alert nobody acknowledged, once its last
 * sending is `escalateAfterMs` old, at most `escalateMax` times. A muted
 * alert is not escalated (nothing is counted while its sensor is muted;
 * a held one has not been sent yet). The UPDATE claims it: two processes
 * never escalate one alert twice.
 */
export async function escalate(
    db: Database,
    now: Date,
    ctx: NotifyContext
): Promise<number> {
    if (ctx.alerts.escalateMax <= 0) return 0;
    return db.transaction(async tx => {
        const { rows } = await tx.query<AlertRow>(
            `UPDATE alert a SET escalations = escalations + 1, notified_at = $1
             WHERE state = 'open' AND level = 'critical' AND acknowledged_at IS NULL
               AND escalations < $3 AND notify_held IS NULL
               AND notified_at <= $1::timestamptz - $2 * interval '1 millisecond'
               AND NOT ${MUTED_AT_1}
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

/**
 * Sends the notifications mutes held, once their silence is over: an
 * alert still open and unacknowledged notifies its contacts now (history
 * 'released', then 'notified'), and escalation counts from now; one that
 * was closed or acknowledged meanwhile was answered, and sends nothing.
 * `sensorId`: only that sensor's alerts (a silence just ended by hand).
 * The UPDATE claims each alert (`FOR UPDATE SKIP LOCKED`, the held kind
 * cleared): two processes never send one twice. Answers how many were
 * sent.
 */
export async function releaseHeld(
    db: Database,
    now: Date,
    ctx: NotifyContext,
    sensorId?: number
): Promise<number> {
    return db.transaction(async tx => {
        const { rows } = await tx.query<AlertRow & { held: NotifyKind }>(
            `WITH held AS (
                 SELECT a.id, a.notify_held FROM alert a
                 WHERE a.notify_held IS NOT NULL
                   AND ($2::int IS NULL OR a.sensor_id = $2)
                   AND (a.state <> 'open' OR a.acknowledged_at IS NOT NULL
                        OR NOT ${MUTED_AT_1})
                 FOR UPDATE SKIP LOCKED
             )
             UPDATE alert a SET notify_held = NULL
             FROM held WHERE a.id = held.id
             RETURNING a.*, held.notify_held AS held`,
            [now.toISOString(), sensorId ?? null]
        );
        let sent = 0;
        for (const row of rows) {
            if (row.state !== 'open' || row.acknowledged_at !== null) continue;
            await addEvent(tx, row.id, 'released', now, { level: row.level });
            // The messages give the time it opened or rose, not the release's.
            await notify(tx, row, row.held, now, ctx, new Date(row.updated_at));
            sent++;
        }
        return sent;
    });
}

/** One pass of the alert job: silences, clears, held notifications, escalations. */
export async function alertPass(
    db: Database,
    now: Date,
    ctx: NotifyContext
): Promise<{
    silent: number;
    cleared: number;
    released: number;
    escalated: number;
}> {
    const silent = await scanSilence(db, now, ctx);
    const cleared = await autoClear(db, now, ctx);
    const released = await releaseHeld(db, now, ctx);
    const escalated = await escalate(db, now, ctx);
    return { silent, cleared, released, escalated };
}
