/**
 * THE insertion of a new reading, manual (POST /api/measure) or automatic
 * (a Zabbix value, automaticReadings.ts): whatever follows a new reading
 * hangs here, once for both kinds, inside the caller's transaction, so a
 * refused or rolled-back reading leaves no trace: the sensor's and its
 * gateway's last seen move to the reading's time, and the reading opens,
 * raises or starts clearing its sensor's alert (alerts/readings.ts).
 */
import type { Database } from '../db/database.ts';
import { markSensorSeen } from '../db/lastSeen.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';
import { alertOnMeasure, type AlertHooks } from '../alerts/readings.ts';

/**
 * `value` is the complete, checked record (unit, type, criticality and
 * its rule set: assessReading.ts); `plantId` the plant it belongs to.
 */
export async function insertMeasure(
    tx: Database,
    value: Record<string, unknown>,
    plantId: number,
    alerts?: AlertHooks
): Promise<DbRecord> {
    const record = await repositoryFor(tx, 'measure').create(value, {
        subsidiaryId: plantId,
    });
    await markSensorSeen(
        tx,
        Number(record.sensorId),
        new Date(String(record.date))
    );
    if (alerts) await alertOnMeasure(tx, record, alerts);
    return record;
}
