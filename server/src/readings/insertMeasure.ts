/**
 * THE insertion of a new reading, manual (POST /api/measure) or automatic
 * (a Zabbix value, automaticReadings.ts): whatever follows a new reading
 * hangs here, once for both kinds, inside the caller's transaction, so a
 * refused or rolled-back reading leaves no trace. Today: the sensor's and
 * its gateway's last seen move to the reading's time.
 */
import type { Database } from '../db/database.ts';
import { markSensorSeen } from '../db/lastSeen.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';

/**
 * `value` is the complete, checked record (unit, type, criticality and
 * its rule set: assessReading.ts); `plantId` the plant it belongs to.
 */
export async function insertMeasure(
    tx: Database,
    value: Record<string, unknown>,
    plantId: number
): Promise<DbRecord> {
    const record = await repositoryFor(tx, 'measure').create(value, {
        subsidiaryId: plantId,
    });
    await markSensorSeen(
        tx,
        Number(record.sensorId),
        new Date(String(record.date))
    );
    return record;
}
