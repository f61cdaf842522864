import { describe, expect, it } from 'vitest';
import { type Box, visibleLabels } from '@/map/declutter';

/** A marker at (x, y): its 24 px shape, and a label of `width` under it. */
const marker = (x: number, y: number, width = 60) => {
    const shape: Box = {
        left: x - 12,
        top: y - 12,
        right: x + 12,
        bottom: y + 12,
    };
    const label: Box = {
        left: x - width / 2,
        top: y + 12,
        right: x + width / 2,
        bottom: y + 28,
    };
    return { shape, label };
};

describe('visibleLabels', () => {
    it('keeps every label when the markers are far apart', () => {
        expect(
            visibleLabels([marker(0, 0), marker(200, 0), marker(0, 200)])
        ).toEqual([true, true, true]);
    });

    it('hides a label that would cover an earlier kept label, the first wins', () => {
        // Side by side, 40 px apart: 60 px labels overlap, shapes do not.
        expect(visibleLabels([marker(0, 0), marker(40, 0)])).toEqual([
            true,
            false,
        ]);
        // Three in a row: the third clears the first once the second gave way.
        expect(
            visibleLabels([marker(0, 0), marker(40, 0), marker(80, 0)])
        ).toEqual([true, false, true]);
    });

    it('hides a label that would cover another marker’s shape, whichever comes first', () => {
        // The second marker sits right under the first: the first's label
        // would hide its shape; the second's label is free.
        expect(visibleLabels([marker(0, 0), marker(0, 24)])).toEqual([
            false,
            true,
        ]);
    });

    it('counts boxes that only touch as apart', () => {
        expect(visibleLabels([marker(0, 0), marker(60, 0)])).toEqual([
            true,
            true,
        ]);
    });
});
