/**
 * A reading's unit and criticality, the same for manual and automatic
 * readings (docs/monitoring.md, "Automatic readings"): the unit is the
 * sensor's, the criticality comes from the plant's alert configuration for
 * the sensor's type and the sensor's previous readings (the newest N up to
 * the reading's date).
 */
import {
    assessCriticality,
    findAlertThresholds,
    type AlertThresholds,
    type CriticalityRule,
} from '@shared/domain/criticality.ts';
import type { Criticality } from '@shared/domain/fields.ts';
import { measure } from '@shared/declarations/measure.ts';
import {
    implausibility,
    type Implausible,
} from '@shared/domain/plausibility.ts';
import type { Database } from '../db/database.ts';
import { repositoryFor, type DbRecord } from '../db/repository.ts';

export interface AssessedReading {
    unit: unknown;
    criticality: Criticality;
    criticalityRule: CriticalityRule;
}

export async function assessReading(
    db: Database,
    plant: DbRecord,
    sensor: DbRecord,
    value: number,
    /** ISO date of the reading; previous readings are those up to it. */
    date: unknown,
    /** The reading itself when it is being updated: not its own previous. */
    ownId?: unknown
): Promise<AssessedReading> {
    const config = findAlertThresholds(
        plant.alertConfig as AlertThresholds[] | null,
        String(sensor.sensorType)
    );
    const n = config?.numberOfPreviousMeasures ?? 0;
    let previous: number[] = [];
    if (n > 0) {
        const { rows } = await repositoryFor(db, 'measure').search({
            subsidiaryId: Number(plant.id),
            filters: {
                sensorId: sensor.id,
                ...(typeof date === 'string' ? { date_lte: date } : {}),
            },
            sort: 'date',
            order: 'DESC',
            limit: n + 1,
        });
        previous = rows
            .filter(r => r.id !== ownId)
            .slice(0, n)
            .map(r => Number(r.value));
    }
    const { criticality, rule } = assessCriticality(value, config, previous);
    return { unit: sensor.unit, criticality, criticalityRule: rule };
}

const VALUE = measure.fields.find(f => f.source === 'value');

/**
 * How a reading's value lies outside the range its sensor declares
 * valid (the value field's `plausibleWithin`), or null: a manual reading
 * there is refused unless its note says why (api/rules.ts). Automatic
 * readings are stored whatever they say; their criticality tells.
 */
export const implausibleReading = (
    sensor: DbRecord,
    value: number
): (Implausible & { justifiedBy: string }) | null => {
    const within = VALUE?.plausibleWithin;
    const outside = within && implausibility(within, value, sensor);
    return outside ? { ...outside, justifiedBy: within.justifiedBy } : null;
};
