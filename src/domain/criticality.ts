/**
 * Criticality of a reading from the plant's alert configuration (domain.md,
 * "Alert configuration"). The server stamps it on every manual measure; the
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
 * The highest level whose bound the reading reaches (`low` when none: the
 * scale has no "normal" level), raised one level when it deviates from the
 * previous readings. `previousValues` are the sensor's earlier readings,
 * most recent first.
 */
export function computeCriticality(
    value: number,
    config: AlertThresholds | undefined,
    previousValues: readonly number[] = []
): Criticality {
    if (!config) return 'low';
    let level = 0;
    CRITICALITIES.forEach((name, i) => {
        if (reaches(value, config[name], config.direction)) level = i;
    });
    if (deviatesFromPrevious(value, config, previousValues)) {
        level = Math.min(level + 1, CRITICALITIES.length - 1);
    }
    return CRITICALITIES[level] ?? 'low';
}
