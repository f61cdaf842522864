/**
 * Plausibility of a number against the range another record declares
 * (a field's `plausibleWithin`): a manual reading of 4125 m where its
 * sensor reads 0 to 900 m is more likely a decimal comma read as a
 * thousands separator than a flood. The server refuses such a value
 * unless the record's justification says why (docs/numbers.md).
 */
import type { PlausibleWithin } from './fields';

export interface Implausible {
    rule: 'implausibleAbove' | 'implausibleBelow';
    /** The bound the value is beyond. */
    bound: number;
}

const at = (record: unknown, path: string): unknown =>
    path
        .split('.')
        .reduce<unknown>(
            (o, key) =>
                typeof o === 'object' && o !== null
                    ? (o as Record<string, unknown>)[key]
                    : undefined,
            record
        );

const bound = (v: unknown): number | undefined =>
    typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** How `value` lies outside the range `declaring` declares, or null when inside (or no range). */
export function implausibility(
    within: PlausibleWithin,
    value: number,
    declaring: unknown
): Implausible | null {
    const max = bound(at(declaring, within.max));
    const min = bound(at(declaring, within.min));
    if (max !== undefined && value > max)
        return { rule: 'implausibleAbove', bound: max };
    if (min !== undefined && value < min)
        return { rule: 'implausibleBelow', bound: min };
    return null;
}

/** Whether a justification text says anything. */
export const justifies = (text: unknown): boolean =>
    typeof text === 'string' && text.trim() !== '';
