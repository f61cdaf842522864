import { describe, expect, it } from 'vitest';
import { chartWindowFrom } from '@/views/sensor/chartWindow';
import { CHART_SPAN_MS, sensorChartPath } from '@/screens/alerts/alertLinks';
import type { Alert } from '@shared/domain/alerts';

describe('the chart window an alert links to', () => {
    it('is read back from the link the alert builds', () => {
        const at = Date.parse('2026-11-20T13:30:00Z');
        const path = sensorChartPath({
            sensorId: 3,
            openedAt: '2026-11-20T13:00:00Z',
            history: [
                { at: '2026-11-20T13:00:00Z', type: 'opened' },
                { at: '2026-11-20T13:30:00Z', type: 'raised' },
            ],
        } as Alert);
        expect(path).toMatch(/^\/sensor\/details\/3\?/);
        const search = new URLSearchParams(path!.split('?')[1]);
        expect(chartWindowFrom(search)).toEqual({
            range: { from: at - CHART_SPAN_MS, to: at + CHART_SPAN_MS },
            mark: at,
        });
    });

    it('a gateway’s alert has no sensor chart', () => {
        expect(sensorChartPath({ sensorId: null } as Alert)).toBeUndefined();
    });

    it.each(['', 'from=1', 'from=5&to=2', 'from=a&to=b'])(
        'nonsense (%s) asks for no window',
        q => expect(chartWindowFrom(new URLSearchParams(q))).toBeUndefined()
    );
});
