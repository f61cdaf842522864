/**
 * Each plant's no-data timeout by sensor type, read from its alert
 * configuration once and kept a few seconds: a sensor's state needs its
 * plant's timeout for its type. Read with each sensor row in SQL (a JSON
 * path over the plant's whole configuration, about 2 kB, for every row),
 * it was about half of a sensor page's statement on PGlite
 * (docs/performance.md, "Lists on the server").
 *
 * A change of a plant through a repository of this process is seen at
 * once (tableWrites.ts); one made elsewhere (another process, a statement
 * that is not a repository's) within `PLANT_TTL_MS`, as the caller's
 * pages and the capped counts are.
 */
import {
    gatewayTimeoutFor,
    noDataTimeout,
} from '@shared/domain/deviceState.ts';
import type { Database } from '../database.ts';
import { COMPANY_FAILING } from '../lastSeen.ts';
import { writesOf } from './tableWrites.ts';

/** How long a plant's timeouts are believed. */
export const PLANT_TTL_MS = 5_000;

/**
 * The no-data timeout, in minutes, of a sensor type in a plant (the default
 * when unset), or of a gateway when the type is null (gatewayTimeoutFor);
 * and whether the plant's company's Zabbix integration fails (its devices
 * heard through Zabbix then read `unknown`: server/src/monitoring/
 * integrationHealth.ts), as last read with the timeouts.
 */
export type TimeoutOf = ((plantId: unknown, sensorType: unknown) => number) & {
    integrationFailing(plantId: unknown): boolean;
};

interface Known {
    at: number;
    /** The plants' writes when it was read (tableWrites.ts). */
    writes: number;
    /** The configured value by sensor type, as stored (checked by `noDataTimeout`). */
    byType: Map<string, unknown>;
    /** Its company's Zabbix integration fails. */
    failing: boolean;
}

/** Per database, by plant id. */
const known = new WeakMap<Database, Map<number, Known>>();

/**
 * The configured timeout of each sensor type: its first row's, as the
 * statement's JSON path read it (the server refuses two rows for a type).
 */
function byTypeOf(config: unknown): Map<string, unknown> {
    const out = new Map<string, unknown>();
    if (!Array.isArray(config)) return out;
    for (const row of config) {
        if (typeof row !== 'object' || row === null) continue;
        const { sensorType, noDataTimeoutMin } = row as Record<string, unknown>;
        if (typeof sensorType === 'string' && !out.has(sensorType))
            out.set(sensorType, noDataTimeoutMin);
    }
    return out;
}

/** The timeouts of the plants `plantIds`, read for those not known or out of date. */
export async function plantTimeouts(
    db: Database,
    plantIds: Iterable<unknown>
): Promise<TimeoutOf> {
    let plants = known.get(db);
    if (!plants) {
        plants = new Map();
        known.set(db, plants);
    }
    const writes = writesOf('subsidiary');
    const now = Date.now();
    const missing = new Set<number>();
    for (const id of plantIds) {
        if (typeof id !== 'number') continue;
        const entry = plants.get(id);
        if (!entry || now - entry.at >= PLANT_TTL_MS || entry.writes !== writes)
            missing.add(id);
    }
    if (missing.size) {
        const { rows } = await db.query<{
            id: number;
            alert_config: unknown;
            failing: boolean;
        }>(
            `SELECT p.id, p.alert_config, ${COMPANY_FAILING} AS failing
             FROM subsidiary p WHERE p.id = ANY($1)`,
            [[...missing]]
        );
        const read = new Map(rows.map(r => [r.id, r]));
        for (const id of missing)
            plants.set(id, {
                at: now,
                writes,
                byType: byTypeOf(read.get(id)?.alert_config),
                failing: read.get(id)?.failing === true,
            });
    }
    const byPlant = plants;
    const timeoutOf = (plantId: unknown, sensorType: unknown) =>
        sensorType === null
            ? gatewayTimeoutFor(
                  [
                      ...(byPlant.get(Number(plantId))?.byType.values() ?? []),
                  ].map(noDataTimeoutMin => ({ noDataTimeoutMin }))
              )
            : noDataTimeout(
                  typeof plantId === 'number' && typeof sensorType === 'string'
                      ? byPlant.get(plantId)?.byType.get(sensorType)
                      : undefined
              );
    return Object.assign(timeoutOf, {
        integrationFailing: (plantId: unknown) =>
            byPlant.get(Number(plantId))?.failing === true,
    });
}
