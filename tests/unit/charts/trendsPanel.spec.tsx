import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Series } from '@shared/domain/series';
import { SensorSeriesPanel } from '@/charts/SensorSeriesPanel';
import type { TimeRange } from '@/charts/ranges';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const HOUR = 3_600_000;

describe('a chart of hourly trends', { timeout: 30000 }, () => {
    it('says it shows hourly averages, on screen and in its summary, with the hours’ own extremes', async () => {
        const getSeries = vi.fn(
            async (_s: unknown, range: TimeRange): Promise<Series> => ({
                sensorId: 1,
                itemId: '10001',
                unit: 'm',
                ...range,
                kind: 'trends',
                truncated: false,
                points: Array.from({ length: 48 }, (_, i) => ({
                    time: Math.ceil(range.from / HOUR) * HOUR + i * HOUR,
                    value: 412 + (i % 3),
                    min: 410 - (i % 2),
                    max: 416 + (i % 5),
                })),
            })
        );
        renderInAdmin(
            <SensorSeriesPanel
                sensors={[
                    { id: 1, name: 'PZ-01', zabbixItemId: '10001', unit: 'm' },
                ]}
                initial={{ choice: '30d' }}
                plant={{ alertConfig: [], timeZone: 'America/Sao_Paulo' }}
            />,
            { dataProvider: { getSeries } }
        );
        await waitFor(() =>
            expect(screen.getByText(/^Hourly averages:/)).toBeVisible()
        );
        // The summary counts hourly averages, and its extremes are the
        // hours' min and max, not the extremes of the averages.
        expect(
            screen.getByText(
                /^48 hourly averages from .* PZ-01: lowest 409 m, highest 420 m\.$/
            )
        ).toBeInTheDocument();
    });
});
