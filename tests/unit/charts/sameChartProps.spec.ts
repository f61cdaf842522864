/**
 * The chart is drawn again only when what it shows
 * changed, not each time the panel around it renders with new arrays of
 * the same series, thresholds and readings.
 */
import { describe, expect, it } from 'vitest';
import { sameChartProps } from '@/charts/sameChartProps';
import type { SeriesChartProps } from '@/charts/chartTypes';

const points = [
    { time: 1, value: 2 },
    { time: 2, value: 3 },
];
const formatTime = (t: number) => String(t);
const formatNumber = (v: number) => String(v);

/** What the panel builds on each of its renders: new objects, the same query data. */
const props = (over: Partial<SeriesChartProps> = {}): SeriesChartProps => ({
    series: [{ id: '1', name: 'Level', unit: 'm', points }],
    thresholds: [{ level: 'high', value: 4, direction: 'above', unit: 'm' }],
    span: { from: 0, to: 10 },
    readings: [
        {
            id: 7,
            seriesId: '1',
            time: 1,
            value: 2,
            criticality: 'low',
            unit: 'm',
            marked: false,
        },
    ],
    formatTime,
    formatNumber,
    width: 800,
    ...over,
});

describe('sameChartProps', () => {
    it('holds for a new render of the same data', () => {
        expect(sameChartProps(props(), props())).toBe(true);
    });

    it('draws again for new points, a zoom, a width, a threshold, a reading or a formatter', () => {
        const changes: Partial<SeriesChartProps>[] = [
            {
                series: [
                    { id: '1', name: 'Level', unit: 'm', points: [...points] },
                ],
            },
            { view: { from: 1, to: 2 } },
            { span: { from: 0, to: 11 } },
            { width: 640 },
            { thresholds: [] },
            {
                thresholds: [
                    {
                        level: 'critical',
                        value: 4,
                        direction: 'above',
                        unit: 'm',
                    },
                ],
            },
            { readings: [] },
            { formatNumber: (v: number) => v.toFixed(1) },
            { marks: [{ time: 1, label: 'alert' }] },
        ];
        for (const change of changes)
            expect(sameChartProps(props(), props(change))).toBe(false);
    });
});
