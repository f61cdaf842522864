import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type {
    Series,
    SeriesSensor,
    SeriesSource,
} from '@/providers/monitoring/series';
import {
    presetRange,
    zoomRange,
    type RangeChoice,
    type TimeRange,
} from './ranges';

/**
 * The time window of a chart and its sensors' series: the range chosen (a
 * preset ending now, or a custom one), the zoomed view inside it, and one
 * query per sensor. A preset slides to the screen's refresh unless the user
 * zoomed or chose a custom range, keeping the last series drawn until the
 * slid one arrives.
 */
export function useSeriesWindow<S extends SeriesSensor>(
    shown: readonly S[],
    initial: { choice: RangeChoice; range?: TimeRange },
    followsRefreshAt: number | undefined
) {
    const dataProvider = useDataProvider<
        ReturnType<typeof useDataProvider> & { getSeries: SeriesSource }
    >();
    const [choice, setChoice] = useState<RangeChoice>(initial.choice);
    const [range, setRange] = useState<TimeRange>(
        () =>
            initial.range ??
            presetRange(initial.choice === 'custom' ? '24h' : initial.choice)
    );
    const [view, setView] = useState<TimeRange | undefined>();
    // Adjusted while rendering, as React advises for state that follows a
    // prop: no effect, no extra pass with the stale window.
    const [followed, setFollowed] = useState(followsRefreshAt);
    // The window the current one slid from, whose series stays drawn
    // until the slid one arrives.
    const [slidFrom, setSlidFrom] = useState<TimeRange>();
    if (followsRefreshAt !== followed) {
        setFollowed(followsRefreshAt);
        if (choice !== 'custom' && view === undefined) {
            setSlidFrom(range);
            setRange(presetRange(choice));
        }
    }
    const queryClient = useQueryClient();
    const seriesKey = (sensor: S, r: TimeRange) => [
        'series',
        sensor.id,
        sensor.zabbixItemId,
        r.from,
        r.to,
    ];
    const queries = useQueries({
        queries: shown.map(sensor => ({
            queryKey: seriesKey(sensor, range),
            queryFn: ({ signal }: { signal: AbortSignal }) =>
                dataProvider.getSeries(sensor, range, signal),
            retry: false,
            staleTime: 30_000,
            // A slid window's series replaces the last one when it
            // arrives: the chart does not blink to "loading" every minute.
            // A range the user chose loads afresh.
            placeholderData: () =>
                slidFrom &&
                queryClient.getQueryData<Series>(seriesKey(sensor, slidFrom)),
        })),
    });
    const series = queries
        .map((q, i) => ({ data: q.data, sensor: shown[i]! }))
        .filter((s): s is { data: Series; sensor: S } => !!s.data);
    return {
        choice,
        range,
        view,
        queries,
        series,
        loading: queries.some(q => q.isPending),
        failed: queries.find(q => q.isError),
        points: series.reduce((n, s) => n + s.data.points.length, 0),
        updatedAt: Math.max(0, ...queries.map(q => q.dataUpdatedAt)),
        /** A new range from the picker: the whole of it, freshly loaded. */
        choose: (next: RangeChoice, nextRange: TimeRange) => {
            setSlidFrom(undefined);
            setChoice(next);
            setView(undefined);
            setRange(nextRange);
        },
        refresh: () => {
            setSlidFrom(undefined);
            setView(undefined);
            if (choice === 'custom') {
                queries.forEach(q => void q.refetch());
            } else {
                setRange(presetRange(choice));
            }
        },
        zoom: (factor: number) =>
            setView(v => zoomRange(v ?? range, factor, range)),
        resetZoom: () => setView(undefined),
    };
}
