/** The chart's time ranges: presets ending now, or a custom span. */
export const RANGE_PRESETS = {
    '1h': 3_600_000,
    '24h': 86_400_000,
    '7d': 7 * 86_400_000,
    '30d': 30 * 86_400_000,
} as const;

export type RangePreset = keyof typeof RANGE_PRESETS;
export type RangeChoice = RangePreset | 'custom';

export interface TimeRange {
    from: number;
    to: number;
}

export const presetRange = (
    preset: RangePreset,
    now = Date.now()
): TimeRange => ({
    from: now - RANGE_PRESETS[preset],
    to: now,
});

/** Half or double the visible span around its middle, kept inside `limits`. */
export const zoomRange = (
    range: TimeRange,
    factor: number,
    limits: TimeRange
): TimeRange => {
    const middle = (range.from + range.to) / 2;
    // Never narrower than a minute.
    const half = Math.max(30_000, ((range.to - range.from) * factor) / 2);
    const from = Math.max(limits.from, middle - half);
    const to = Math.min(limits.to, middle + half);
    return { from: Math.round(from), to: Math.round(to) };
};
