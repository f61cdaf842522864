/**
 * Automatic readings (docs/monitoring.md, "Automatic readings"): the value
 * each sensor's Zabbix item last received (`item.get` `lastvalue` /
 * `lastclock`, the same call that moves last seen) is assessed as a manual
 * reading is (assessReading.ts) and stored as a reading of type `auto`
 * through `insertMeasure`, but only when it says something new:
 *
 * - its criticality differs from the sensor's latest reading (manual or
 *   automatic), so every rise and every return is a record; or
 * - the sensor has no automatic reading from the last
 *   AUTO_READING_INTERVAL_MS (an hourly reading keeps the chart's points,
 *   the previous-measure comparison and the 24 h counts fed).
 *
 * A value no newer than the sensor's latest automatic reading is not
 * looked at again, nor one older than the sensor's offline point (stale). At 60 sensors this keeps the table near half a million
 * rows a year instead of six million (the measured numbers are in the doc).
 */
import type { ZabbixItem } from '@shared/zabbix/zabbixClient.ts';
import type { Database } from '../db/database.ts';
import { repositoryFor } from '../db/repository.ts';
import { assessReading } from './assessReading.ts';
import { alignUnits, pointsInUnit } from '@shared/domain/units.ts';
import { insertMeasure } from './insertMeasure.ts';
import {
    noDataTimeoutFor,
    offlineAfterMin,
} from '@shared/domain/deviceState.ts';
import type { AlertHooks } from '../alerts/readings.ts';

/** At most this long between two automatic readings of a sensor. */
export const AUTO_READING_INTERVAL_MS = 3_600_000;

interface Watched {
    sensor_id: number;
    subsidiary_id: number;
    item: string;
    last_criticality: string | null;
    last_auto: string | Date | null;
}

/** Whether a value assessed at `criticality`, taken at `at`, is stored. */
export function keepsAutomaticReading(
    at: number,
    criticality: string,
    last: { criticality: string | null; autoAt: number | null }
): boolean {
    if (last.autoAt !== null && at <= last.autoAt) return false;
    if (last.criticality !== criticality) return true;
    return last.autoAt === null || at - last.autoAt >= AUTO_READING_INTERVAL_MS;
}

/** Stores the automatic readings the items' last values make; answers how many. */
export async function recordAutomaticReadings(
    db: Database,
    items: readonly ZabbixItem[],
    /** The companies whose Zabbix answered (item ids are per Zabbix); all when absent. */
    companyIds?: readonly number[],
    alerts?: AlertHooks
): Promise<number> {
    const latest = new Map<
        string,
        { value: number; at: number; units: string }
    >();
    for (const item of items) {
        const { lastValue, lastClock } = item;
        if (typeof lastValue !== 'number' || !Number.isFinite(lastValue))
            continue;
        if (lastClock === null) continue;
        latest.set(item.itemid, {
            value: lastValue,
            at: Math.min(lastClock * 1000, Date.now()),
            units: item.units,
        });
    }
    if (latest.size === 0) return 0;
    const { rows } = await db.query<Watched>(
        `SELECT s.id AS sensor_id, s.subsidiary_id, s.zabbix_item_id AS item,
                last.criticality AS last_criticality, auto.date AS last_auto
         FROM sensor s
         JOIN subsidiary p ON p.id = s.subsidiary_id AND p.status = 'active'
         LEFT JOIN LATERAL (
             SELECT criticality FROM measure m WHERE m.sensor_id = s.id
             ORDER BY m.date DESC, m.id DESC LIMIT 1) last ON true
         LEFT JOIN LATERAL (
             SELECT date FROM measure m
             WHERE m.sensor_id = s.id AND m.type = 'auto'
             ORDER BY m.date DESC, m.id DESC LIMIT 1) auto ON true
         WHERE s.zabbix_item_id = ANY($1::text[]) AND s.status = 'active'
           AND ($2::int[] IS NULL OR p.company_id = ANY($2::int[]))`,
        [[...latest.keys()], companyIds ? [...companyIds] : null]
    );
    const fresh = rows.filter(r => {
        const at = latest.get(r.item)?.at ?? 0;
        return r.last_auto === null || at > new Date(r.last_auto).getTime();
    });
    if (fresh.length === 0) return 0;
    const plants = new Map(
        (
            await repositoryFor(db, 'subsidiary').getMany([
                ...new Set(fresh.map(r => Number(r.subsidiary_id))),
            ])
        ).map(p => [Number(p.id), p])
    );
    const sensors = new Map(
        (
            await repositoryFor(db, 'sensor').getMany(
                fresh.map(r => Number(r.sensor_id))
            )
        ).map(s => [Number(s.id), s])
    );
    let stored = 0;
    for (const row of fresh) {
        const reading = latest.get(row.item);
        const plant = plants.get(Number(row.subsidiary_id));
        const sensor = sensors.get(Number(row.sensor_id));
        if (!reading || !plant || !sensor) continue;
        // Thresholds are written in the sensor's unit: a value in a known
        // other scale (V for kV) is converted, one in an unknown or other
        // quantity is not judged at all (docs/monitoring.md).
        // A value older than the sensor's offline point is old news (an
        // item that stopped receiving, read after a restart or a failover):
        // judged now it would open an alert from a stale value. Its
        // silence speaks for it instead (docs/monitoring.md, "No false
        // alarms").
        const timeoutMin = noDataTimeoutFor(
            Array.isArray(plant.alertConfig)
                ? (plant.alertConfig as { sensorType: string }[])
                : [],
            String(sensor.sensorType ?? '')
        );
        if (Date.now() - reading.at > offlineAfterMin(timeoutMin) * 60_000)
            continue;
        const units = alignUnits(reading.units, String(sensor.unit ?? ''));
        if (units.kind === 'mismatch') continue;
        const [inUnit] = pointsInUnit([{ value: reading.value }], units);
        const value = inUnit?.value ?? reading.value;
        const date = new Date(reading.at).toISOString();
        const assessed = await assessReading(db, plant, sensor, value, date);
        const keep = keepsAutomaticReading(reading.at, assessed.criticality, {
            criticality: row.last_criticality,
            autoAt:
                row.last_auto === null
                    ? null
                    : new Date(row.last_auto).getTime(),
        });
        if (!keep) continue;
        await db.transaction(tx =>
            insertMeasure(
                tx,
                {
                    sensorId: sensor.id,
                    value,
                    date,
                    type: 'auto',
                    note: null,
                    registeredBy: null,
                    ...assessed,
                },
                Number(plant.id),
                alerts
            )
        );
        stored++;
    }
    return stored;
}
