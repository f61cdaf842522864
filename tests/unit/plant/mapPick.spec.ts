import { describe, expect, it, vi } from 'vitest';
import { roundTo, setLocationFromMap } from '@/views/subsidiary/mapPick';
import { scaleMarks } from '@/views/subsidiary/thresholdScale';

describe('a point picked on the map', () => {
    it('sets both coordinates rounded to the declared 7 decimals, dirty and validated', () => {
        const setValue = vi.fn();
        const written = setLocationFromMap(setValue, {
            lat: -23.550520123456,
            lng: -46.63330949999,
        });
        expect(written).toEqual({
            latitude: -23.5505201,
            longitude: -46.6333095,
        });
        const options = { shouldDirty: true, shouldValidate: true };
        expect(setValue).toHaveBeenCalledWith('latitude', -23.5505201, options);
        expect(setValue).toHaveBeenCalledWith(
            'longitude',
            -46.6333095,
            options
        );
    });

    it('keeps values that already fit', () => {
        expect(roundTo(-15.8, 7)).toBe(-15.8);
        expect(roundTo(-47.12345678, 7)).toBe(-47.1234568);
    });
});

describe('the threshold scale', () => {
    it('places rising levels left to right by value', () => {
        const marks = scaleMarks({
            direction: 'above',
            low: 1,
            medium: 2,
            critical: 9,
        });
        expect(marks.map(m => m.level)).toEqual(['low', 'medium', 'critical']);
        expect(marks[0]?.position).toBeLessThan(marks[2]?.position ?? 0);
    });

    it('places falling levels left to right as values fall', () => {
        const marks = scaleMarks({
            direction: 'below',
            low: 10,
            medium: 8,
            high: 6,
            critical: 4,
        });
        expect(marks.map(m => m.level)).toEqual([
            'low',
            'medium',
            'high',
            'critical',
        ]);
    });

    it('shows a level out of order out of place', () => {
        const marks = scaleMarks({
            direction: 'above',
            low: 5,
            medium: 2,
            high: 8,
        });
        expect(marks.map(m => m.level)).toEqual(['medium', 'low', 'high']);
    });

    it('keeps close bounds apart, in order, on the bar', () => {
        const marks = scaleMarks({
            direction: 'above',
            low: 99999,
            medium: 414.2,
            high: 414.8,
            critical: 415.3,
        });
        expect(marks.map(m => m.level)).toEqual([
            'medium',
            'high',
            'critical',
            'low',
        ]);
        const at = marks.map(m => m.position);
        for (let i = 1; i < at.length; i++)
            expect((at[i] ?? 0) - (at[i - 1] ?? 0)).toBeGreaterThanOrEqual(
                0.1 - 1e-9
            );
        expect(Math.min(...at)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...at)).toBeLessThanOrEqual(1);
    });

    it('skips blank bounds and centres a single one', () => {
        expect(scaleMarks({ direction: 'above' })).toEqual([]);
        expect(scaleMarks({ direction: 'above', high: 3, low: null })).toEqual([
            { level: 'high', value: 3, position: 0.5 },
        ]);
    });
});
