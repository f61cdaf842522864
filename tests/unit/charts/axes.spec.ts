/**
 * Sensors of different units on one chart (the dashboard's picker): each
 * unit on its own value axis, and each sensor type's bounds on its unit's
 * axis, named by the type when several types are drawn.
 */
import { describe, expect, it } from 'vitest';
import type { Threshold, ThresholdLine } from '@/charts/chartTypes';
import { valueAxes } from '@/charts/axes';
import { chartThresholds } from '@/charts/usePlantContext';

const level: Threshold[] = [
    { level: 'high', value: 418.8, direction: 'above' },
    { level: 'critical', value: 419.5, direction: 'above' },
];
const current: Threshold[] = [
    { level: 'high', value: 980, direction: 'above' },
];
const thresholdsOf = (type: string) =>
    type === 'level' ? level : type === 'current' ? current : [];
const typeName = (type: string) => `<${type}>`;

describe('valueAxes', () => {
    it('gives each unit its own axis, alternately left and right, reaching its own bounds', () => {
        const lines: ThresholdLine[] = [
            { level: 'high', value: 418.8, direction: 'above', unit: 'm' },
            { level: 'high', value: 980, direction: 'above', unit: 'A' },
        ];
        const axes = valueAxes(
            [{ unit: 'm' }, { unit: 'A' }, { unit: 'm' }],
            [
                [417.1, 417.9],
                [810, 905],
                [416.5, null],
            ],
            lines
        );
        expect(axes).toEqual([
            { id: 'unit:m', unit: 'm', position: 'left', max: 418.8 },
            { id: 'unit:A', unit: 'A', position: 'right', max: 980 },
        ]);
    });

    it('keeps one axis for series of one unit', () => {
        const axes = valueAxes(
            [{ unit: 'mm' }, { unit: 'mm' }],
            [[1, 2], [3]],
            []
        );
        expect(axes.map(a => a.id)).toEqual(['unit:mm']);
    });

    it('keeps thresholds on the axis of their own unit when Zabbix gives the series in another', () => {
        // The sensor reads kV; its item is in a unit that cannot be converted.
        const lines: ThresholdLine[] = [
            { level: 'high', value: 14.2, direction: 'above', unit: 'kV' },
            { level: 'critical', value: 15, direction: 'above', unit: 'kV' },
        ];
        const axes = valueAxes([{ unit: 'p.u.' }], [[0.98, 1.01]], lines);
        expect(axes.map(a => a.id)).toEqual(['unit:p.u.', 'unit:kV']);
        const kv = axes[1]!;
        expect(kv.min).toBeLessThan(14.2);
        expect(kv.max).toBeGreaterThan(15);
    });
});

describe('chartThresholds', () => {
    it('draws one sensor type’s bounds on its unit, unnamed when it is the only type', () => {
        const lines = chartThresholds(
            [
                { unit: 'm', sensorType: 'level' },
                { unit: 'm', sensorType: 'level' },
            ],
            thresholdsOf,
            typeName
        );
        expect(lines).toEqual(level.map(l => ({ ...l, unit: 'm' })));
    });

    it('names each type’s bounds when several types have bounds', () => {
        const lines = chartThresholds(
            [
                { unit: 'm', sensorType: 'level' },
                { unit: 'A', sensorType: 'current' },
                { unit: 'mm', sensorType: 'displacement' },
            ],
            thresholdsOf,
            typeName
        );
        expect(lines).toEqual([
            ...level.map(l => ({ ...l, unit: 'm', source: '<level>' })),
            { ...current[0], unit: 'A', source: '<current>' },
        ]);
    });

    it('leaves out sensors without a type', () => {
        expect(
            chartThresholds([{ unit: 'm' }], thresholdsOf, typeName)
        ).toEqual([]);
    });
});
