import { CRITICALITIES, type Criticality } from '@shared/domain/fields';

export interface ScaleMark {
    level: Criticality;
    value: number;
    /** Where it sits on the bar, 0 (left) to 1 (right). */
    position: number;
}

/** Room left at both ends so that the end labels stay on the bar. */
const MARGIN = 0.08;
/** Least distance between neighbours, so that close bounds stay legible. */
const GAP = 0.1;

/**
 * Pushes neighbours at least GAP apart, keeping their order and the bar's
 * ends: one bound far from the others must not pile the rest on one spot.
 */
function spread(positions: number[]): number[] {
    const out = [...positions];
    for (let i = 1; i < out.length; i++)
        out[i] = Math.max(out[i] ?? 0, (out[i - 1] ?? 0) + GAP);
    const last = out.length - 1;
    if ((out[last] ?? 0) > 1 - MARGIN) out[last] = 1 - MARGIN;
    for (let i = last - 1; i >= 0; i--)
        out[i] = Math.min(out[i] ?? 0, (out[i + 1] ?? 0) - GAP);
    return out;
}

/**
 * The bounds filled in, placed on a bar along which the severity grows
 * left to right: values rise to the right for `above` and fall to the
 * right for `below`. Thresholds in the right order then read low to
 * critical from left to right; a mistake shows as a level out of place.
 * Answered in the order they sit on the bar (ties in level order).
 */
export function scaleMarks(item: Record<string, unknown>): ScaleMark[] {
    const below = item.direction === 'below';
    const filled = CRITICALITIES.flatMap(level => {
        const v = item[level];
        return typeof v === 'number' && Number.isFinite(v)
            ? [{ level, value: v }]
            : [];
    });
    if (!filled.length) return [];
    const values = filled.map(m => m.value);
    const min = Math.min(...values);
    const max = Math.max(...values);
    const place = (v: number) => {
        if (max === min) return 0.5;
        const along = (v - min) / (max - min);
        return MARGIN + (below ? 1 - along : along) * (1 - 2 * MARGIN);
    };
    const sorted = filled
        .map(m => ({ ...m, position: place(m.value) }))
        .sort(
            (a, b) =>
                a.position - b.position ||
                CRITICALITIES.indexOf(a.level) - CRITICALITIES.indexOf(b.level)
        );
    const positions = spread(sorted.map(m => m.position));
    return sorted.map((m, i) => ({ ...m, position: positions[i] ?? 0.5 }));
}
