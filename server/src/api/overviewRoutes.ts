/**
 * `GET /api/overview`: the selected plant's sensors and gateways for the map
 * (shared/domain/overview.ts), in one request. The caller needs the
 * `/overview` page and the plant of the `subsidiary-id` header. A sensor's
 * latest reading comes from one `DISTINCT ON` query, not one per sensor.
 */
import type { FastifyInstance } from 'fastify';
import type { AlertThresholds } from '@shared/domain/criticality.ts';
import {
    deviceState,
    gatewayTimeoutFor,
    noDataTimeoutFor,
} from '@shared/domain/deviceState.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import {
    worseOf,
    type Overview,
    type OverviewItem,
} from '@shared/domain/overview.ts';
import type { Database } from '../db/index.ts';
import { companyHealth } from '../monitoring/integrationHealth.ts';
import { companyTimeZone, isoOrNull } from '../db/times.ts';
import { screenPlant } from './screenData.ts';

const coordinate = (v: unknown): number | null => {
    const n = typeof v === 'string' || typeof v === 'number' ? Number(v) : NaN;
    return Number.isFinite(n) ? n : null;
};

const point = (v: unknown) => {
    const o = (v ?? {}) as { latitude?: unknown; longitude?: unknown };
    return {
        latitude: coordinate(o.latitude),
        longitude: coordinate(o.longitude),
    };
};

export async function overview(
    db: Database,
    plant: Record<string, unknown>,
    now = Date.now()
): Promise<Overview> {
    const plantId = Number(plant.id);
    const [timeZone, health, sensors, gateways, latest] = await Promise.all([
        companyTimeZone(db, plant),
        companyHealth(db, Number(plant.companyId)),
        db.query<Record<string, unknown>>(
            `SELECT id, name, sensor_type, localization, gateway_id, last_seen_at,
                    zabbix_item_id
             FROM sensor WHERE subsidiary_id = $1 AND status = 'active'
             ORDER BY name, id`,
            [plantId]
        ),
        db.query<Record<string, unknown>>(
            `SELECT id, name, location, last_seen_at, stats_interval_sec
             FROM gateway WHERE subsidiary_id = $1 AND status = 'active'
             ORDER BY name, id`,
            [plantId]
        ),
        db.query<Record<string, unknown>>(
            `SELECT DISTINCT ON (sensor_id) id, sensor_id, value, unit, criticality, date
             FROM measure WHERE subsidiary_id = $1
             ORDER BY sensor_id, date DESC, id DESC`,
            [plantId]
        ),
    ]);
    const alertConfig = Array.isArray(plant.alertConfig)
        ? (plant.alertConfig as AlertThresholds[])
        : [];
    const lastBySensor = new Map(
        latest.rows.map(r => [
            Number(r.sensor_id),
            {
                id: Number(r.id),
                value: Number(r.value),
                unit: String(r.unit ?? ''),
                criticality: r.criticality as Criticality,
                date: isoOrNull(r.date) ?? '',
            },
        ])
    );
    const worstByGateway = new Map<number, Criticality | null>();
    const sensorItems: OverviewItem[] = sensors.rows.map(r => {
        const id = Number(r.id);
        const lastSeenAt = isoOrNull(r.last_seen_at);
        const sensorType = String(r.sensor_type ?? '');
        const lastReading = lastBySensor.get(id) ?? null;
        const worst = lastReading?.criticality ?? null;
        if (r.gateway_id !== null && r.gateway_id !== undefined) {
            const g = Number(r.gateway_id);
            worstByGateway.set(
                g,
                worseOf(worstByGateway.get(g) ?? null, worst)
            );
        }
        return {
            kind: 'sensor',
            id,
            name: String(r.name),
            ...point(r.localization),
            state: deviceState(
                lastSeenAt,
                noDataTimeoutFor(alertConfig, sensorType),
                now,
                health.failing && Boolean(r.zabbix_item_id)
            ),
            worst,
            lastReading,
            sensorType,
        };
    });
    const gatewayItems: OverviewItem[] = gateways.rows.map(r => ({
        kind: 'gateway',
        id: Number(r.id),
        name: String(r.name),
        ...point(r.location),
        state: deviceState(
            isoOrNull(r.last_seen_at),
            gatewayTimeoutFor(alertConfig),
            now,
            health.failing
        ),
        worst: worstByGateway.get(Number(r.id)) ?? null,
        lastReading: null,
        sensorType: null,
    }));
    return {
        plant: {
            id: plantId,
            name: String(plant.name),
            latitude: coordinate(plant.latitude),
            longitude: coordinate(plant.longitude),
        },
        timeZone,
        items: [...gatewayItems, ...sensorItems],
    };
}

export function registerOverviewRoutes(api: FastifyInstance, db: Database) {
    api.get('/overview', async req => {
        const plant = screenPlant(req, '/overview');
        return { data: await overview(db, plant) };
    });
}
