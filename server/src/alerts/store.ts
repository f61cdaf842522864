/**
 * Alerts as the API answers them (shared/domain/alerts.ts): the device's
 * name, who acknowledged or closed, the silence covering the sensor, and
 * on one alert its history.
 */
import type {
    Alert,
    AlertEvent,
    AlertMessage,
    UserRef,
} from '@shared/domain/alerts.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import type { Database } from '../db/index.ts';
import { alertMessages } from './outbox.ts';

const iso = (v: unknown): string | null =>
    v === null || v === undefined ? null : new Date(String(v)).toISOString();

const user = (id: unknown, name: unknown): UserRef | null =>
    typeof id === 'number'
        ? { id, name: typeof name === 'string' ? name : '' }
        : null;

const SELECT = `SELECT a.*, COALESCE(s.name, g.name, '') AS device_name,
        au.name AS acknowledged_by_name, cu.name AS closed_by_name,
        (SELECT max(si.until) FROM alert_silence si
          WHERE si.sensor_id = a.sensor_id AND si.ended_at IS NULL
            AND si.starts_at <= now() AND si.until > now()) AS muted_until
    FROM alert a
    LEFT JOIN sensor s ON s.id = a.sensor_id
    LEFT JOIN gateway g ON g.id = a.gateway_id
    LEFT JOIN "user" au ON au.id = a.acknowledged_by
    LEFT JOIN "user" cu ON cu.id = a.closed_by`;

export function toAlert(r: Record<string, unknown>): Alert {
    return {
        id: Number(r.id),
        subsidiaryId: Number(r.subsidiary_id),
        sensorId: (r.sensor_id as number | null) ?? null,
        gatewayId: (r.gateway_id as number | null) ?? null,
        deviceName: String(r.device_name ?? ''),
        cause: r.cause as Alert['cause'],
        level: r.level as Criticality,
        state: r.state as Alert['state'],
        openedAt: iso(r.opened_at)!,
        updatedAt: iso(r.updated_at)!,
        closedAt: iso(r.closed_at),
        closedBy: user(r.closed_by, r.closed_by_name),
        closeReason: (r.close_reason as string | null) ?? null,
        measureId: (r.measure_id as number | null) ?? null,
        value: (r.value as number | null) ?? null,
        unit: (r.unit as string | null) ?? null,
        acknowledgedAt: iso(r.acknowledged_at),
        acknowledgedBy: user(r.acknowledged_by, r.acknowledged_by_name),
        acknowledgeComment: (r.acknowledge_comment as string | null) ?? null,
        mutedUntil: iso(r.muted_until),
        escalations: Number(r.escalations ?? 0),
    };
}

export interface AlertFilters {
    state?: string[];
    level?: string[];
    cause?: string[];
    sensorId?: number[];
    gatewayId?: number[];
    id?: number[];
    acknowledged?: boolean;
}

export const ALERT_SORTS: Record<string, string> = {
    openedAt: 'a.opened_at',
    updatedAt: 'a.updated_at',
    closedAt: 'a.closed_at',
    level: 'a.level_rank',
    id: 'a.id',
};

export async function searchAlerts(
    db: Database,
    plantId: number,
    q: {
        filters: AlertFilters;
        sort: string;
        order: 'ASC' | 'DESC';
        page: number;
        limit: number;
    }
): Promise<{ rows: Alert[]; total: number }> {
    const where = ['a.subsidiary_id = $1'];
    const params: unknown[] = [plantId];
    const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('$?', `$${params.length}`));
    };
    const f = q.filters;
    if (f.state?.length) add('a.state = ANY($?::text[])', f.state);
    if (f.level?.length) add('a.level = ANY($?::text[])', f.level);
    if (f.cause?.length) add('a.cause = ANY($?::text[])', f.cause);
    if (f.sensorId?.length) add('a.sensor_id = ANY($?::int[])', f.sensorId);
    if (f.gatewayId?.length) add('a.gateway_id = ANY($?::int[])', f.gatewayId);
    if (f.id?.length) add('a.id = ANY($?::int[])', f.id);
    if (f.acknowledged !== undefined)
        where.push(
            f.acknowledged
                ? 'a.acknowledged_at IS NOT NULL'
                : 'a.acknowledged_at IS NULL'
        );
    const column = ALERT_SORTS[q.sort] ?? 'a.opened_at';
    const nulls = q.order === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST';
    params.push(q.limit, (q.page - 1) * q.limit);
    const { rows } = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE ${where.join(' AND ')}
         ORDER BY ${column} ${q.order} ${nulls}, a.id ${q.order}
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params
    );
    const { rows: count } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM alert a WHERE ${where.join(' AND ')}`,
        params.slice(0, -2)
    );
    return { rows: rows.map(toAlert), total: Number(count[0]?.n ?? 0) };
}

/**
 * One alert of the plant with its history, or null; `messages`: each
 * 'notified' step with the messages it queued and what became of them.
 */
export async function getAlert(
    db: Database,
    plantId: number,
    id: number,
    { history: withHistory = true, messages = false } = {}
): Promise<Alert | null> {
    const { rows } = await db.query<Record<string, unknown>>(
        `${SELECT} WHERE a.id = $1 AND a.subsidiary_id = $2`,
        [id, plantId]
    );
    if (!rows[0]) return null;
    const alert = toAlert(rows[0]);
    if (!withHistory) return alert;
    const { rows: events } = await db.query<Record<string, unknown>>(
        `SELECT e.*, u.name AS user_name FROM alert_event e
         LEFT JOIN "user" u ON u.id = e.user_id
         WHERE e.alert_id = $1 ORDER BY e.at, e.id`,
        [id]
    );
    const byEvent = new Map<number, AlertMessage[]>();
    if (messages)
        for (const m of await alertMessages(db, id)) {
            if (m.alertEventId === null) continue;
            const list = byEvent.get(m.alertEventId) ?? [];
            list.push({
                id: m.id,
                channel: m.channel,
                recipient: m.recipient,
                contactName: m.contactName,
                status: m.status,
                attempts: m.attempts,
                lastError: m.lastError,
                lastAttemptAt: m.lastAttemptAt,
                nextAttemptAt: m.nextAttemptAt,
                sentAt: m.sentAt,
                createdAt: m.createdAt,
            });
            byEvent.set(m.alertEventId, list);
        }
    alert.history = events.map(e => {
        const out: AlertEvent = {
            at: iso(e.at)!,
            type: e.type as AlertEvent['type'],
        };
        if (e.level) out.level = e.level as Criticality;
        const by = user(e.user_id, e.user_name);
        if (by) out.by = by;
        if (typeof e.comment === 'string') out.comment = e.comment;
        if (typeof e.measure_id === 'number') out.measureId = e.measure_id;
        if (typeof e.value === 'number') out.value = e.value;
        if (messages && e.type === 'notified')
            out.messages = byEvent.get(Number(e.id)) ?? [];
        return out;
    });
    return alert;
}
