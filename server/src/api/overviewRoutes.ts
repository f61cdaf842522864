/**
 * `GET /api/overview`: the selected plant's sensors and gateways for the map
 * (src/domain/overview.ts), in one request. The caller needs the
 * `/overview` page and the plant of the `subsidiary-id` header. A sensor's
 * latest reading comes from one `DISTINCT ON` query, not one per sensor.
 */
import type { FastifyInstance } from 'fastify';
import type { AlertThresholds } from '@/domain/criticality.ts';
import {
    gatewayState,
    noDataTimeoutFor,
    sensorState,
} from '@/domain/deviceState.ts';
import type { Criticality } from '@/domain/fields.ts';
import {
    worseOf,
    type Overview,
    type OverviewItem,
} from '@/domain/overview.ts';
import type { Database } from '../db/index.ts';
import { forbidden, unauthorized } from './errors.ts';
import { selectedPlant } from './access.ts';

const iso = (v: unknown): string | null =>
    v === null || v === undefined ? null : new Date(String(v)).toISOString();

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
    const [company, sensors, gateways, latest] = await Promise.all([
        db.query<{ settings: { timezone?: unknown } | null }>(
            `SELECT settings FROM company WHERE id = $1`,
            [Number(plant.companyId)]
        ),
        db.query<Record<string, unknown>>(
            `SELECT id, name, sensor_type, localization, gateway_id, last_seen_at
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
                date: iso(r.date) ?? '',
            },
        ])
    );
    const worstByGateway = new Map<number, Criticality | null>();
    const sensorItems: OverviewItem[] = sensors.rows.map(r => {
        const id = Number(r.id);
        const lastSeenAt = iso(r.last_seen_at);
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
            state: sensorState(
                lastSeenAt,
                noDataTimeoutFor(alertConfig, sensorType),
                now
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
        state: gatewayState(
            iso(r.last_seen_at),
            Number(r.stats_interval_sec),
            now
        ),
        worst: worstByGateway.get(Number(r.id)) ?? null,
        lastReading: null,
        sensorType: null,
    }));
    const settings = company.rows[0]?.settings;
    return {
        plant: {
            id: plantId,
            name: String(plant.name),
            latitude: coordinate(plant.latitude),
            longitude: coordinate(plant.longitude),
        },
        timeZone:
            typeof settings?.timezone === 'string' ? settings.timezone : null,
        items: [...gatewayItems, ...sensorItems],
    };
}

export function registerOverviewRoutes(api: FastifyInstance, db: Database) {
    api.get('/overview', async req => {
        const caller = req.caller;
        if (!caller) throw unauthorized();
        if (!caller.pages.has('/overview'))
            throw forbidden('Your profile has no overview page');
        const plant = selectedPlant(caller, req.headers['subsidiary-id']);
        return { data: await overview(db, plant) };
    });
}
