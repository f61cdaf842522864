/**
 * `GET /api/instrumentation`: every active gateway and sensor of every
 * active plant, with whether it is heard from (shared/domain/instrumentation.ts),
 * for the administrator's `/admin/instrumentation` page. One request; the
 * screen filters and counts. The caller needs that page.
 */
import type { FastifyInstance } from 'fastify';
import type { AlertThresholds } from '@shared/domain/criticality.ts';
import {
    deviceState,
    gatewayTimeoutFor,
    noDataTimeoutFor,
} from '@shared/domain/deviceState.ts';
import type { InstrumentationItem } from '@shared/domain/instrumentation.ts';
import type { Database } from '../db/index.ts';
import { COMPANY_FAILING } from '../db/lastSeen.ts';
import { forbidden } from './errors.ts';
import { isoOrNull } from '../db/times.ts';
import { screenCaller } from './screenData.ts';

const configOf = (row: Record<string, unknown>): AlertThresholds[] =>
    Array.isArray(row.alert_config)
        ? (row.alert_config as AlertThresholds[])
        : [];

export async function instrumentation(
    db: Database,
    now = Date.now()
): Promise<InstrumentationItem[]> {
    const [gateways, sensors] = await Promise.all([
        db.query<Record<string, unknown>>(
            `SELECT g.id, g.name, g.last_seen_at,
                    p.id AS plant_id, p.name AS plant_name, p.alert_config,
                    ${COMPANY_FAILING} AS failing
             FROM gateway g JOIN subsidiary p ON p.id = g.subsidiary_id
             WHERE g.status = 'active' AND p.status = 'active'
             ORDER BY p.name, g.name, g.id`
        ),
        db.query<Record<string, unknown>>(
            `SELECT s.id, s.name, s.sensor_type, s.last_seen_at,
                    p.id AS plant_id, p.name AS plant_name, p.alert_config,
                    (${COMPANY_FAILING} AND s.zabbix_item_id IS NOT NULL
                     AND s.zabbix_item_id <> '') AS failing
             FROM sensor s JOIN subsidiary p ON p.id = s.subsidiary_id
             WHERE s.status = 'active' AND p.status = 'active'
             ORDER BY p.name, s.name, s.id`
        ),
    ]);
    return [
        ...gateways.rows.map(r => {
            const lastSeenAt = isoOrNull(r.last_seen_at);
            return {
                kind: 'gateway' as const,
                id: Number(r.id),
                name: String(r.name),
                plantId: Number(r.plant_id),
                plantName: String(r.plant_name),
                sensorType: null,
                lastSeenAt,
                state: deviceState(
                    lastSeenAt,
                    gatewayTimeoutFor(configOf(r)),
                    now,
                    r.failing === true
                ),
            };
        }),
        ...sensors.rows.map(r => {
            const lastSeenAt = isoOrNull(r.last_seen_at);
            const sensorType = String(r.sensor_type ?? '');
            const config = configOf(r);
            return {
                kind: 'sensor' as const,
                id: Number(r.id),
                name: String(r.name),
                plantId: Number(r.plant_id),
                plantName: String(r.plant_name),
                sensorType,
                lastSeenAt,
                state: deviceState(
                    lastSeenAt,
                    noDataTimeoutFor(config, sensorType),
                    now,
                    r.failing === true
                ),
            };
        }),
    ];
}

export function registerInstrumentationRoutes(
    api: FastifyInstance,
    db: Database
) {
    api.get('/instrumentation', async req => {
        if (!screenCaller(req, '/admin/instrumentation').isAdmin)
            throw forbidden('Instrumentation is for administrators');
        return { data: await instrumentation(db) };
    });
}
