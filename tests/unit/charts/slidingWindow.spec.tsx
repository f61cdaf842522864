import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Series } from '@shared/domain/series';
import { SensorSeriesPanel } from '@/charts/SensorSeriesPanel';
import type { TimeRange } from '@/charts/ranges';
import { renderInAdmin } from '../../helpers/renderInAdmin';

const HOUR = 3_600_000;

/** The dashboard's refresh, as a button: each press is a new figures' time. */
const Dashboard = () => {
    const [refreshedAt, setRefreshedAt] = useState(1);
    return (
        <>
            <button type="button" onClick={() => setRefreshedAt(n => n + 1)}>
                refresh figures
            </button>
            <SensorSeriesPanel
                sensors={[
                    { id: 1, name: 'PZ-01', zabbixItemId: '10001', unit: 'm' },
                ]}
                plant={{ alertConfig: [], timeZone: 'America/Sao_Paulo' }}
                followsRefreshAt={refreshedAt}
            />
        </>
    );
};

describe('the dashboard’s chart', () => {
    it('slides its 24-hour window with the figures, keeping the drawn series until the new one arrives', async () => {
        const asked: TimeRange[] = [];
        let answer: (series: Series) => void = () => undefined;
        const getSeries = vi.fn(
            (_sensor: unknown, range: TimeRange) =>
                new Promise<Series>(resolve => {
                    asked.push(range);
                    answer = resolve;
                })
        );
        const now = vi
            .spyOn(Date, 'now')
            .mockReturnValue(Date.UTC(2026, 10, 25, 12));
        renderInAdmin(<Dashboard />, { dataProvider: { getSeries } });
        await waitFor(() => expect(asked).toHaveLength(1));
        answer({
            sensorId: 1,
            itemId: '10001',
            unit: 'm',
            ...asked[0]!,
            truncated: false,
            points: [{ time: asked[0]!.to - HOUR, value: 412.5 }],
        });
        await waitFor(() =>
            expect(screen.queryByText('Loading the series…')).toBeNull()
        );

        now.mockReturnValue(Date.UTC(2026, 10, 25, 12, 1));
        fireEvent.click(
            screen.getByRole('button', { name: 'refresh figures' })
        );
        await waitFor(() => expect(asked).toHaveLength(2));
        const [first, second] = asked as [TimeRange, TimeRange];
        expect(second.to - first.to).toBe(60_000);
        expect(second.to - second.from).toBe(24 * HOUR);
        // Until the slid window answers, the last series stays drawn.
        expect(screen.queryByText('Loading the series…')).toBeNull();
        now.mockRestore();
    });

    it('says a read that fails at its deadline even when the figures refresh sooner', async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const asked: TimeRange[] = [];
        // Zabbix never answers: the read fails at its 10 s deadline.
        const getSeries = vi.fn(
            (_sensor: unknown, range: TimeRange) =>
                new Promise<Series>((_resolve, reject) => {
                    asked.push(range);
                    setTimeout(() => reject(new Error('deadline')), 10_000);
                })
        );
        renderInAdmin(<Dashboard />, { dataProvider: { getSeries } });
        await waitFor(() => expect(asked).toHaveLength(1));
        const refresh = () =>
            fireEvent.click(
                screen.getByRole('button', { name: 'refresh figures' })
            );
        // The figures refresh every 5 s: the window being read waits.
        await vi.advanceTimersByTimeAsync(5_000);
        refresh();
        await vi.advanceTimersByTimeAsync(5_000);
        expect(asked).toHaveLength(1);
        await waitFor(() =>
            expect(screen.getByRole('button', { name: /try again/i }))
        );
        expect(screen.queryByText('Loading the series…')).toBeNull();
        // The next refresh reads the slid window; the failure stays said
        // meanwhile, not "loading".
        refresh();
        await waitFor(() => expect(asked).toHaveLength(2));
        await vi.advanceTimersByTimeAsync(1_000);
        expect(screen.queryByText('Loading the series…')).toBeNull();
        expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
        vi.useRealTimers();
    });
});
