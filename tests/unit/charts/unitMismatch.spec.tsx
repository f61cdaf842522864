/**
 * A series Zabbix gives in a quantity the sensor's unit cannot be
 * converted from is drawn as Zabbix gives it, and the chart says so: its
 * thresholds (written in the sensor's unit) are not drawn, as the
 * message says; a series in the sensor's unit keeps them.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Series } from '@shared/domain/series';
import { SensorSeriesPanel } from '@/charts/SensorSeriesPanel';
import type { TimeRange } from '@/charts/ranges';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const ALERT_CONFIG = [
    {
        sensorType: 'level',
        direction: 'above' as const,
        low: 1,
        medium: 2,
        high: 3,
        critical: 4,
        numberOfPreviousMeasures: 5,
        compareToPreviousMeasure: 10,
        noDataTimeoutMin: 60,
    },
];

const panel = (mismatch: boolean) => {
    const getSeries = vi.fn(
        async (_s: unknown, range: TimeRange): Promise<Series> => ({
            sensorId: 1,
            itemId: '10001',
            unit: mismatch ? 'A' : 'm',
            ...(mismatch ? { zabbixUnit: 'A', unitMismatch: true } : {}),
            ...range,
            kind: 'history',
            truncated: false,
            points: Array.from({ length: 12 }, (_, i) => ({
                time: range.to - (12 - i) * 300_000,
                value: 1 + i * 0.3,
            })),
        })
    );
    return renderInAdmin(
        <div style={{ width: 800 }}>
            <SensorSeriesPanel
                sensors={[
                    {
                        id: 1,
                        name: 'NV-01',
                        zabbixItemId: '10001',
                        unit: 'm',
                        sensorType: 'level',
                    },
                ]}
                plant={{
                    alertConfig: ALERT_CONFIG,
                    timeZone: 'America/Sao_Paulo',
                }}
            />
        </div>,
        { dataProvider: { getSeries } }
    );
};

describe('a series in another quantity than the sensor', () => {
    it('draws no thresholds, as its message says', async () => {
        const { container } = panel(true);
        await waitFor(() =>
            expect(screen.getByText(/without the thresholds/)).toBeVisible()
        );
        expect(container.textContent).not.toMatch(/Critical ≥/);
    });

    it('in the sensor’s unit, the thresholds are drawn', async () => {
        const { container } = panel(false);
        await waitFor(() =>
            expect(container.textContent).toMatch(/Critical ≥ 4/)
        );
    });
});
