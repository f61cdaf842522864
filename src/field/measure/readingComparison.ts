/**
 * A reading against the sensor's readings the device keeps
 * (docs/field-app.md, "Taking a reading"): what the inspector sees before
 * saving when the server cannot be asked. The criticality itself is the
 * server's, computed when the reading arrives.
 */
import type { KitReading, KitSensor } from '@shared/domain/fieldData';

export interface LocalComparison {
    /** The newest reading kept, if any. */
    last: KitReading | undefined;
    /** The mean of the readings kept. */
    mean: number | undefined;
    /** How far the value is from that mean, in percent (undefined without a mean or when it is 0). */
    deviationPct: number | undefined;
    /** The sensor's valid range the value falls outside, if any (a note must then say why). */
    outside: {
        rule: 'implausibleAbove' | 'implausibleBelow';
        bound: number;
    } | null;
}

export function compareLocally(
    sensor: KitSensor,
    value: number
): LocalComparison {
    const values = sensor.recent.map(r => r.value);
    const mean = values.length
        ? values.reduce((a, b) => a + b, 0) / values.length
        : undefined;
    const outside =
        sensor.validMax !== null && value > sensor.validMax
            ? { rule: 'implausibleAbove' as const, bound: sensor.validMax }
            : sensor.validMin !== null && value < sensor.validMin
              ? { rule: 'implausibleBelow' as const, bound: sensor.validMin }
              : null;
    return {
        last: sensor.recent[0],
        mean,
        deviationPct:
            mean === undefined || mean === 0
                ? undefined
                : (Math.abs(value - mean) / Math.abs(mean)) * 100,
        outside,
    };
}
