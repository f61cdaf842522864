/**
 * The product's readings over a sensor's Zabbix series: which readings are
 * drawn, on which axis, the marked one on top, and
 * the axes reaching them.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Series } from '@shared/domain/series';
import { SensorSeriesPanel } from '@/charts/SensorSeriesPanel';
import {
    axesReachingReadings,
    readingMarks,
    type ChartReading,
} from '@/charts/readingMarks';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 25, 0);

const reading = (
    id: number,
    hours: number,
    value: number,
    seriesId = '1'
): ChartReading => ({
    id,
    seriesId,
    time: T0 + hours * HOUR,
    value,
    criticality: 'low',
});

describe('readings on the chart', () => {
    it('are those of drawn series within the span, once each, on their series’ unit, the marked one last', () => {
        const marks = readingMarks(
            [
                reading(3, 5, 413, '1'),
                reading(1, 2, 412, '1'),
                reading(2, 3, 900, '2'),
                reading(4, 30, 414, '1'), // after the span
                reading(5, 4, 1, '9'), // a sensor not drawn
                reading(1, 2, 412, '1'), // the marked one, passed again
            ],
            [
                { id: '1', unit: 'm' },
                { id: '2', unit: 'm³/s' },
            ],
            { from: T0, to: T0 + 24 * HOUR },
            1
        );
        expect(marks.map(m => [m.id, m.unit, m.marked])).toEqual([
            [2, 'm³/s', false],
            [3, 'm', false],
            [1, 'm', true],
        ]);
    });

    it('widen the value axis of their unit to reach them, never narrow it', () => {
        const marks = readingMarks(
            [reading(1, 1, 1344.77, '1')],
            [{ id: '1', unit: 'm³/s' }],
            undefined
        );
        const axes = axesReachingReadings(
            [
                { id: 'unit:m³/s', unit: 'm³/s', min: 500 },
                { id: 'unit:m', unit: 'm' },
            ],
            [{ unit: 'm³/s' }, { unit: 'm' }],
            [
                [850, null, 910],
                [412, 413],
            ],
            marks
        );
        expect(axes).toEqual([
            { id: 'unit:m³/s', unit: 'm³/s', min: 500, max: 1344.77 },
            { id: 'unit:m', unit: 'm' },
        ]);
    });

    it('are drawn over the series, the reading of a details page ringed, and told to screen readers', async () => {
        const getSeries = vi.fn(
            async (_s: unknown, range: { from: number; to: number }) =>
                ({
                    sensorId: 1,
                    itemId: '10002',
                    unit: 'm³/s',
                    ...range,
                    truncated: false,
                    points: Array.from({ length: 24 }, (_, h) => ({
                        time: range.from + (h + 0.5) * HOUR,
                        value: 850 + h,
                    })),
                }) satisfies Series
        );
        const getList = vi.fn(async () => ({
            data: [
                {
                    id: 7,
                    sensorId: 1,
                    value: 860,
                    criticality: 'low',
                    date: new Date(T0 + 10 * HOUR).toISOString(),
                },
                {
                    id: 8,
                    sensorId: 1,
                    value: 1344.77,
                    criticality: 'critical',
                    date: new Date(T0 + 12 * HOUR).toISOString(),
                },
            ],
            total: 2,
        }));
        renderInAdmin(
            <div style={{ width: 800 }}>
                <SensorSeriesPanel
                    sensors={[
                        {
                            id: 1,
                            name: 'QT-01',
                            zabbixItemId: '10002',
                            unit: 'm³/s',
                        },
                    ]}
                    initial={{
                        choice: 'custom',
                        range: { from: T0, to: T0 + 24 * HOUR },
                    }}
                    plant={{ alertConfig: [], timeZone: 'UTC' }}
                    markedReading={{
                        id: 8,
                        seriesId: '1',
                        time: T0 + 12 * HOUR,
                        value: 1344.77,
                        criticality: 'critical',
                    }}
                />
            </div>,
            { dataProvider: { getSeries, getList } }
        );
        await waitFor(() =>
            expect(
                screen.getByText(/Points: 2 readings recorded in the console\./)
            ).toBeInTheDocument()
        );
        expect(getList).toHaveBeenCalledWith(
            'measure',
            expect.objectContaining({
                filter: {
                    sensorId: 1,
                    date_gte: new Date(T0).toISOString(),
                    date_lte: new Date(T0 + 24 * HOUR).toISOString(),
                },
            })
        );
        expect(
            screen.getByText(
                /The ringed point is this reading, 1,344\.77 m³\/s/
            )
        ).toBeInTheDocument();
        const marked = await screen.findByTestId('reading-marked');
        expect(marked.querySelector('title')?.textContent).toMatch(
            /^Recorded reading 1,344\.77 m³\/s at .*, Critical$/
        );
        expect(marked.querySelectorAll('circle')).toHaveLength(2);
        expect(screen.getAllByTestId('reading-mark')).toHaveLength(1);
        // A labelled SVG group needs its role for the label to be allowed.
        expect(
            screen.getByRole('group', { name: 'Recorded readings' })
        ).toContainElement(marked);
    });
});
