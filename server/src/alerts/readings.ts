/**
 * The one place a stored reading reaches the alerts: called in the
 * reading's write transaction, after its insert, for manual readings (the
 * measure POST) and for any later automatic source that stores readings
 * (it must call this too, with the stored record).
 */
import type { Database } from '../db/index.ts';
import type { DbRecord } from '../db/repository.ts';
import { alertOnReading, type Clock } from './lifecycle.ts';
import type { NotifyContext } from './notify.ts';

export interface AlertHooks extends NotifyContext {
    clock: Clock;
}

export async function alertOnMeasure(
    tx: Database,
    measure: DbRecord,
    hooks: AlertHooks
): Promise<void> {
    if (
        typeof measure.sensorId !== 'number' ||
        typeof measure.value !== 'number'
    )
        return;
    const { rows } = await tx.query<{
        gateway_id: number | null;
        subsidiary_id: number;
    }>(`SELECT gateway_id, subsidiary_id FROM sensor WHERE id = $1`, [
        measure.sensorId,
    ]);
    const sensor = rows[0];
    if (!sensor) return;
    await alertOnReading(
        tx,
        {
            plantId: Number(measure.subsidiaryId ?? sensor.subsidiary_id),
            sensorId: measure.sensorId,
            gatewayId: sensor.gateway_id,
            measureId: Number(measure.id),
            level: measure.criticality,
            value: measure.value,
            unit: typeof measure.unit === 'string' ? measure.unit : null,
        },
        hooks.clock(),
        hooks
    );
}
