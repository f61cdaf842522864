/**
 * The overview's marker shapes, one per worst criticality (and one for "no
 * reading"): the map and its legend draw the same. Without Leaflet, so the
 * legend costs the screen nothing.
 */
import type { Criticality } from '@shared/domain/fields';

export type MarkerLevel = Criticality | 'none';

/** Shape (SVG path in a 24×24 box) and colour of each level. */
export const MARKER_SHAPES: Record<
    MarkerLevel,
    { path: string; color: string }
> = {
    none: {
        path: 'M12 4 a8 8 0 1 0 0.01 0 M12 8 a4 4 0 1 1 -0.01 0',
        color: '#757575',
    },
    low: { path: 'M12 3 a9 9 0 1 0 0.01 0', color: '#2e7d32' },
    medium: { path: 'M4 4 H20 V20 H4 Z', color: '#0277bd' },
    high: { path: 'M12 2 L22 21 H2 Z', color: '#ed6c02' },
    critical: { path: 'M12 1 L23 12 L12 23 L1 12 Z', color: '#c62828' },
};
