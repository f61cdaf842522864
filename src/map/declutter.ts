/**
 * Which map labels to show: a label gives way when its box would cover a
 * label already kept or another marker's shape, so markers close together
 * read as shapes (named in their popup, title and the table) rather than
 * as a pile of words. Earlier labels win: callers order them by priority.
 */
export interface Box {
    left: number;
    top: number;
    right: number;
    bottom: number;
}

const overlaps = (a: Box, b: Box) =>
    a.left < b.right &&
    b.left < a.right &&
    a.top < b.bottom &&
    b.top < a.bottom;

/**
 * For each marker (its shape's box and its label's box), whether its label
 * is shown.
 */
export function visibleLabels(
    markers: readonly { shape: Box; label: Box }[]
): boolean[] {
    const kept: Box[] = [];
    return markers.map(({ label }, i) => {
        const clash =
            kept.some(k => overlaps(k, label)) ||
            markers.some((m, j) => j !== i && overlaps(m.shape, label));
        if (!clash) kept.push(label);
        return !clash;
    });
}
