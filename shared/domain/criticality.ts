/**
 * Criticality of a reading from the plant's alert configuration (its
 * `alertConfig`, one entry per sensor type; docs/api.md, "Entity rules"). The server stamps it on every manual measure; the
 * SPA may call the same function to preview it while the user types.
 */
import { CRITICALITIES, type Criticality } from './fields';

/** One entry of a subsidiary's `alertConfig`, for one sensor type. */
export interface AlertThresholds {
    sensorType: string;
    /** `above`: a reading at or over a bound reaches it; `below`: at or under. */
    direction: 'above' | 'below';
    low?: number | null;
    medium?: number | null;
    high?: number | null;
    critical?: number | null;
    /** How many previous readings make the mean compared against. */
    numberOfPreviousMeasures?: number | null;
    /** Percentage of deviation from that mean that raises the level by one. */
    compareToPreviousMeasure?: number | null;
    noDataTimeoutMin?: number | null;
}

export const findAlertThresholds = (
    alertConfig: readonly AlertThresholds[] | null | undefined,
    sensorType: string
): AlertThresholds | undefined =>
    (alertConfig ?? []).find(c => c.sensorType === sensorType);

const reaches = (
    value: number,
    bound: number | null | undefined,
    direction: AlertThresholds['direction']
) =>
    typeof bound === 'number' &&
    (direction === 'below' ? value <= bound : value >= bound);

/** True when `value` deviates from the mean of the previous readings by more than the configured percentage. */
export const deviatesFromPrevious = (
    value: number,
    config: AlertThresholds,
    previousValues: readonly number[]
): boolean => {
    const n = config.numberOfPreviousMeasures;
    const pct = config.compareToPreviousMeasure;
    if (!n || pct === null || pct === undefined) return false;
    const window = previousValues.slice(0, n);
    if (window.length === 0) return false;
    const mean = window.reduce((a, b) => a + b, 0) / window.length;
    // A zero mean has no relative scale: any non-zero reading deviates.
    if (mean === 0) return value !== 0;
    return (Math.abs(value - mean) / Math.abs(mean)) * 100 > pct;
};

/**
 * Why a reading got its criticality, stored with it so that the record
 * keeps saying so after the plant's configuration changes.
 */
export interface CriticalityRule {
    /** The alert configuration used, by sensor type; null when the plant has none for it. */
    sensorType: string | null;
    direction: AlertThresholds['direction'] | null;
    /** The highest level whose bound the value reached, and that bound. */
    reached: Criticality | null;
    bound: number | null;
    /** Raised one level for deviating from the mean of the previous readings. */
    raised: boolean;
    /** Mean of the previous readings compared, how many, and the deviation in percent. */
    mean: number | null;
    previousCount: number;
    deviationPct: number | null;
}

/**
 * The highest level whose bound the reading reaches (`low` when none: the
 * scale has no "normal" level), raised one level when it deviates from the
 * previous readings by more than the configured percentage, with the rule
 * that produced it. `previousValues` are the sensor's earlier readings,
 * most recent first.
 */
export function assessCriticality(
    value: number,
    config: AlertThresholds | undefined,
    previousValues: readonly number[] = []
): { criticality: Criticality; rule: CriticalityRule } {
    const rule: CriticalityRule = {
        sensorType: config?.sensorType ?? null,
        direction: config?.direction ?? null,
        reached: null,
        bound: null,
        raised: false,
        mean: null,
        previousCount: 0,
        deviationPct: null,
    };
    if (!config) return { criticality: 'low', rule };
    let level = 0;
    CRITICALITIES.forEach((name, i) => {
        const bound = config[name];
        if (reaches(value, bound, config.direction)) {
            level = i;
            rule.reached = name;
            rule.bound = bound ?? null;
        }
    });
    const window = config.numberOfPreviousMeasures
        ? previousValues.slice(0, config.numberOfPreviousMeasures)
        : [];
    if (window.length) {
        const mean = window.reduce((a, b) => a + b, 0) / window.length;
        rule.mean = mean;
        rule.previousCount = window.length;
        rule.deviationPct =
            mean === 0 ? null : (Math.abs(value - mean) / Math.abs(mean)) * 100;
    }
    if (deviatesFromPrevious(value, config, previousValues)) {
        rule.raised = true;
        level = Math.min(level + 1, CRITICALITIES.length - 1);
    }
    return { criticality: CRITICALITIES[level] ?? 'low', rule };
}

/**
 * Thresholds in the order their direction needs (`above`: low < medium <
 * high < critical; `below`: each lower than the one before), blank ones
 * skipped: each bound not beyond the one before it, at that bound. Equal
 * bounds are refused too, as the lower level could never be reached.
 * Shared by the plant's alert editor and the server, which refuses the
 * same entry at the same bound.
 */
export function thresholdOrderFailures(
    item: Record<string, unknown>
): { source: string; rule: 'thresholdAbove' | 'thresholdBelow' }[] {
    const below = item.direction === 'below';
    const out: { source: string; rule: 'thresholdAbove' | 'thresholdBelow' }[] =
        [];
    let previous: number | undefined;
    for (const level of CRITICALITIES) {
        const v = item[level];
        if (typeof v !== 'number') continue;
        if (previous !== undefined && (below ? v >= previous : v <= previous)) {
            out.push({
                source: level,
                rule: below ? 'thresholdBelow' : 'thresholdAbove',
            });
        }
        previous = v;
    }
    return out;
}
