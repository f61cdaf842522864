/**
 * `GET /api/dashboard/summary`: the selected plant at a glance, in one
 * request (shared/domain/dashboard.ts). The caller needs the `/dashboard` page
 * and the plant of the `subsidiary-id` header, like any plant request.
 * Counts are computed by the database; lists are bounded by the plant's
 * sensors and gateways, never by its readings.
 */
import type { FastifyInstance } from 'fastify';
import {
    LATEST_ALERTS,
    SUMMARY_WINDOW_HOURS,
    type DashboardSummary,
} from '@shared/domain/dashboard.ts';
import { CRITICALITIES, type Criticality } from '@shared/domain/fields.ts';
import type { AlertThresholds } from '@shared/domain/criticality.ts';
import {
    deviceState,
    gatewayTimeoutFor,
    noDataTimeoutFor,
} from '@shared/domain/deviceState.ts';
import { deliveryWarnings } from '../alerts/outbox.ts';
import type { Database } from '../db/index.ts';
import { companyHealth } from '../monitoring/integrationHealth.ts';
import { companyTimeZone, isoOrNull } from '../db/times.ts';
import { screenPlant } from './screenData.ts';

const HOUR_MS = 3_600_000;

export async function dashboardSummary(
    db: Database,
    plant: Record<string, unknown>,
    opts: { pendingWarnMs: number },
    now = Date.now()
): Promise<DashboardSummary> {
    const plantId = Number(plant.id);
    const since = new Date(now - SUMMARY_WINDOW_HOURS * HOUR_MS).toISOString();
    const alertConfig = Array.isArray(plant.alertConfig)
        ? (plant.alertConfig as AlertThresholds[])
        : [];
    const [
        timeZone,
        integration,
        counts,
        sensors,
        gateways,
        alerts,
        deliveries,
    ] = await Promise.all([
        companyTimeZone(db, plant),
        companyHealth(db, Number(plant.companyId)),
        db.query<{ criticality: Criticality; n: string | number }>(
            `SELECT criticality, count(*) AS n FROM measure
             WHERE subsidiary_id = $1 AND date >= $2
             GROUP BY criticality`,
            [plantId, since]
        ),
        db.query<Record<string, unknown>>(
            `SELECT id, name, sensor_type, unit, zabbix_item_id, last_seen_at FROM sensor
             WHERE subsidiary_id = $1 AND status = 'active' ORDER BY name, id`,
            [plantId]
        ),
        db.query<Record<string, unknown>>(
            `SELECT id, name, last_seen_at, stats_interval_sec FROM gateway
             WHERE subsidiary_id = $1 AND status = 'active' ORDER BY name, id`,
            [plantId]
        ),
        db.query<Record<string, unknown>>(
            `SELECT m.id, m.sensor_id, s.name AS sensor_name, m.value, m.unit,
                    m.criticality, m.date
             FROM measure m JOIN sensor s ON s.id = m.sensor_id
             WHERE m.subsidiary_id = $1 AND m.date >= $2
               AND m.criticality IN ('high', 'critical')
             ORDER BY m.date DESC, m.id DESC LIMIT $3`,
            [plantId, since, LATEST_ALERTS]
        ),
        deliveryWarnings(db, plantId, now, {
            pendingWarnMs: opts.pendingWarnMs,
            failedWindowMs: SUMMARY_WINDOW_HOURS * HOUR_MS,
        }),
    ]);
    const readings = Object.fromEntries(
        CRITICALITIES.map(c => [c, 0])
    ) as Record<Criticality, number>;
    for (const row of counts.rows)
        if (row.criticality in readings)
            readings[row.criticality] = Number(row.n);
    const sensorList = sensors.rows.map(r => {
        const lastSeenAt = isoOrNull(r.last_seen_at);
        const sensorType = String(r.sensor_type ?? '');
        const timeoutMin = noDataTimeoutFor(alertConfig, sensorType);
        const zabbixItemId =
            r.zabbix_item_id === null || r.zabbix_item_id === undefined
                ? null
                : String(r.zabbix_item_id);
        const state = deviceState(
            lastSeenAt,
            timeoutMin,
            now,
            integration.failing && zabbixItemId !== null
        );
        return {
            id: Number(r.id),
            name: String(r.name),
            sensorType,
            unit: String(r.unit ?? ''),
            zabbixItemId,
            lastSeenAt,
            noDataTimeoutMin: timeoutMin,
            state,
            // Unknown is not silent: the integration's warning speaks for it.
            silent: state === 'offline' || state === 'never-seen',
        };
    });
    const gatewayList = gateways.rows.map(r => {
        const lastSeenAt = isoOrNull(r.last_seen_at);
        const state = deviceState(
            lastSeenAt,
            gatewayTimeoutFor(alertConfig),
            now,
            integration.failing
        );
        return { id: Number(r.id), name: String(r.name), lastSeenAt, state };
    });
    return {
        plantId,
        at: new Date(now).toISOString(),
        since,
        plant: {
            alertConfig,
            timeZone,
        },
        readings,
        integration,
        sensors: [
            ...sensorList.filter(s => s.silent),
            ...sensorList.filter(s => !s.silent),
        ],
        gateways: [
            ...gatewayList.filter(g => g.state !== 'online'),
            ...gatewayList.filter(g => g.state === 'online'),
        ],
        latestAlerts: alerts.rows.map(r => ({
            id: Number(r.id),
            sensorId: Number(r.sensor_id),
            sensorName: String(r.sensor_name),
            value: Number(r.value),
            unit: String(r.unit ?? ''),
            criticality: r.criticality as Criticality,
            date: isoOrNull(r.date) ?? '',
        })),
        deliveries: {
            ...deliveries,
            pendingWarnMinutes: opts.pendingWarnMs / 60_000,
        },
    };
}

export function registerDashboardRoutes(
    api: FastifyInstance,
    db: Database,
    opts: { pendingWarnMs: number }
) {
    api.get('/dashboard/summary', async req => {
        const plant = screenPlant(req, '/dashboard');
        return { data: await dashboardSummary(db, plant, opts) };
    });
}
