/**
 * Sensors of different units on one chart (the dashboard's picker): each
 * unit on its own value axis, and each sensor type's bounds on its unit's
 * axis, named by the type when several types are drawn.
 */
import { describe, expect, it } from 'vitest';
import {
    valueAxes,
    type Threshold,
    type ThresholdLine,
} from '@/charts/SeriesChart';
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
