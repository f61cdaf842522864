/**
 * THE change of a stored reading by hand (PATCH /api/measure/:id), inside
 * the caller's transaction, after its rule re-assessed the criticality
 * (api/rules.ts): a correction that makes the reading more critical opens
 * or raises its sensor's alert, as a new reading of that level would
 * (alerts/readings.ts, `alertOnCorrection`).
 */
import type { Database } from '../db/database.ts';
import {
    repositoryFor,
    type DbRecord,
    type ScopeOptions,
} from '../db/repository.ts';
import { alertOnCorrection, type AlertHooks } from '../alerts/readings.ts';

export async function updateMeasure(
    tx: Database,
    current: DbRecord,
    value: Record<string, unknown>,
    scope: ScopeOptions,
    alerts: AlertHooks
): Promise<DbRecord | null> {
    const updated = await repositoryFor(tx, 'measure').update(
        Number(current.id),
        value,
        scope
    );
    if (updated) await alertOnCorrection(tx, current, updated, alerts);
    return updated;
}
