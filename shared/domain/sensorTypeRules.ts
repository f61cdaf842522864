/**
 * What each sensor type can read, so that a plant's alert rule for it
 * makes sense (docs/monitoring.md, "No false alarms"): a rule that can
 * never fire gives a false calm, one that fires on normal values a false
 * alarm (the demo once opened "Média" alerts on rain gauges reading
 * 0 mm/h and sent 40 messages). The server refuses such an entry when a
 * plant is saved and the plant's alert editor says so at the same member,
 * through the declaration's `itemCheck` (shared/declarations/subsidiary.ts).
 */
import { thresholdOrderFailures } from './criticality';
import { CRITICALITIES } from './fields';

export interface SensorTypeRange {
    /** The lowest value the type can read (a flow, a rain rate, a current are never negative). */
    floor?: number;
    /**
     * Its floor is what it reads when all is well: a rain gauge reads 0 mm/h
     * between rains. Then "below" has nothing to warn of, and a comparison
     * with the mean of previous readings fires on the first drop of rain
     * after a dry spell (a zero mean has no relative scale).
     */
    floorIsNormal?: boolean;
}

/** By sensor type (shared/declarations/sensorTypes.ts); a type absent here reads any number. */
export const SENSOR_TYPE_RANGES: Readonly<Record<string, SensorTypeRange>> = {
    rainfall: { floor: 0, floorIsNormal: true },
    flow: { floor: 0 },
    current: { floor: 0 },
    voltage: { floor: 0 },
};

/** The levels that open an alert: `low` is normal (docs/monitoring.md, "Alerts"). */
const ALERTING: readonly string[] = CRITICALITIES.filter(c => c !== 'low');

export type SensorRuleFailure =
    | 'belowNotApplicable'
    | 'boundUnreachable'
    | 'boundAlwaysReached'
    | 'comparisonNotApplicable';

/**
 * An alert configuration entry's members that cannot work for its sensor
 * type, each with why and, for a bound, the type's floor:
 * - `belowNotApplicable` (direction): a type whose floor is normal has no
 *   dangerous low;
 * - `boundUnreachable` (a bound, "below"): under the floor, never reached;
 * - `boundAlwaysReached` (an alerting bound, "above"): at or under the
 *   floor, every reading reaches it;
 * - `comparisonNotApplicable` (compareToPreviousMeasure): see `floorIsNormal`.
 */
export function sensorRuleFailures(
    item: Record<string, unknown>
): { source: string; rule: SensorRuleFailure; bound?: number }[] {
    const range =
        typeof item.sensorType === 'string'
            ? SENSOR_TYPE_RANGES[item.sensorType]
            : undefined;
    if (!range) return [];
    const out: { source: string; rule: SensorRuleFailure; bound?: number }[] =
        [];
    const below = item.direction === 'below';
    if (below && range.floorIsNormal)
        out.push({ source: 'direction', rule: 'belowNotApplicable' });
    const { floor } = range;
    if (floor !== undefined)
        for (const level of CRITICALITIES) {
            const v = item[level];
            if (typeof v !== 'number') continue;
            if (below && v < floor)
                out.push({
                    source: level,
                    rule: 'boundUnreachable',
                    bound: floor,
                });
            else if (!below && v <= floor && ALERTING.includes(level))
                out.push({
                    source: level,
                    rule: 'boundAlwaysReached',
                    bound: floor,
                });
        }
    if (
        range.floorIsNormal &&
        typeof item.compareToPreviousMeasure === 'number'
    )
        out.push({
            source: 'compareToPreviousMeasure',
            rule: 'comparisonNotApplicable',
        });
    return out;
}

/**
 * Every rule an alert configuration entry must keep: its bounds in the
 * order of its direction (criticality.ts) and the type's own sense above.
 */
export const alertEntryFailures = (item: Record<string, unknown>) => [
    ...thresholdOrderFailures(item),
    ...sensorRuleFailures(item),
];
