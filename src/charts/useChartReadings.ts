/**
 * The product's readings of the charted sensors within the chart's range,
 * for the points drawn over the series (readingMarks.ts): one list request
 * per sensor, the newest READINGS_PER_SENSOR of the range (the API's page
 * limit), refreshed with the series.
 */
import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isCriticality } from '@/builders/CriticalityChip';
import type { ChartReading } from './readingMarks';
import type { TimeRange } from './ranges';

export const READINGS_PER_SENSOR = 100;

export function useChartReadings(
    sensorIds: readonly (string | number)[],
    range: TimeRange
): ChartReading[] {
    const dataProvider = useDataProvider();
    const results = useQueries({
        queries: sensorIds.map(id => ({
            queryKey: ['chartReadings', id, range.from, range.to],
            queryFn: async () =>
                (
                    await dataProvider.getList('measure', {
                        pagination: { page: 1, perPage: READINGS_PER_SENSOR },
                        sort: { field: 'date', order: 'DESC' },
                        filter: {
                            sensorId: id,
                            date_gte: new Date(range.from).toISOString(),
                            date_lte: new Date(range.to).toISOString(),
                        },
                    })
                ).data,
            staleTime: 30_000,
            retry: false,
        })),
    });
    return results.flatMap((q, i) =>
        (q.data ?? []).map(r => ({
            id: r.id,
            seriesId: String(sensorIds[i]),
            time: Date.parse(String(r.date)),
            value: Number(r.value),
            criticality: isCriticality(r.criticality) ? r.criticality : null,
        }))
    );
}
