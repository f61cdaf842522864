/**
 * The one place a stored reading reaches the alerts: called in the
 * reading's write transaction, after its insert, for manual readings (the
 * measure POST) and for any later automatic source that stores readings
 * (it must call this too, with the stored record).
 */
import type { Database } from '../db/index.ts';
import type { DbRecord } from '../db/repository.ts';
import { isAbnormal, levelRank } from '@shared/domain/alerts.ts';
import {
    alertOnReading,
    openOrRaise,
    type Clock,
    type Reading,
} from './lifecycle.ts';
import type { NotifyContext } from './notify.ts';

export interface AlertHooks extends NotifyContext {
    clock: Clock;
}

export async function alertOnMeasure(
    tx: Database,
    measure: DbRecord,
    hooks: AlertHooks
): Promise<void> {
    const reading = await readingOf(tx, measure);
    if (reading) await alertOnReading(tx, reading, hooks.clock(), hooks);
}

/**
 * A stored reading changed by hand (PATCH /api/measure/:id, in its write
 * transaction). A correction that makes it more critical, past normal, is
 * judged as a reading of that level would be: it opens or raises the
 * sensor's alert. Any other change (a lower level, a note, the same level
 * again) leaves the alerts alone: the sensor was not heard from, and an
 * alert someone closed does not come back because its reading was edited
 * (docs/monitoring.md, "Alerts").
 */
export async function alertOnCorrection(
    tx: Database,
    before: DbRecord,
    after: DbRecord,
    hooks: AlertHooks
): Promise<void> {
    const level = after.criticality;
    if (!isAbnormal(level)) return;
    if (levelRank(level) <= levelRank(String(before.criticality))) return;
    const reading = await readingOf(tx, after);
    if (reading) await openOrRaise(tx, reading, level, hooks.clock(), hooks);
}

async function readingOf(
    tx: Database,
    measure: DbRecord
): Promise<Reading | undefined> {
    if (
        typeof measure.sensorId !== 'number' ||
        typeof measure.value !== 'number'
    )
        return undefined;
    const { rows } = await tx.query<{
        gateway_id: number | null;
        subsidiary_id: number;
    }>(`SELECT gateway_id, subsidiary_id FROM sensor WHERE id = $1`, [
        measure.sensorId,
    ]);
    const sensor = rows[0];
    if (!sensor) return undefined;
    return {
        plantId: Number(measure.subsidiaryId ?? sensor.subsidiary_id),
        sensorId: measure.sensorId,
        gatewayId: sensor.gateway_id,
        measureId: Number(measure.id),
        level: measure.criticality,
        value: measure.value,
        unit: typeof measure.unit === 'string' ? measure.unit : null,
    };
}
