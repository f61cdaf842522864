import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { useMemo } from 'react';
import type { SeriesPoint } from '@/providers/monitoring/series';
import { reduceBand, type BandPoint } from './reduce';

export interface TrendBandProps {
    points: readonly SeriesPoint[];
    /** The line series the band belongs to (its colour and value axis). */
    seriesId: string;
    axisId: string;
    /** Slices the band is reduced to (about one per 2 px). */
    slots: number;
}

/**
 * The lowest-to-highest band of hourly trends, drawn under the chart's
 * average line: an SVG area from each hour's max back along its min, on
 * the series' own axes (a child of the LineChart).
 */
export const TrendBand = ({
    points,
    seriesId,
    axisId,
    slots,
}: TrendBandProps) => {
    const color = useLineSeries(seriesId)?.color ?? 'currentColor';
    const x = useXScale<'time'>();
    const y = useYScale<'linear'>(axisId);
    const band = useMemo(
        () =>
            reduceBand(
                points.filter(
                    (p): p is BandPoint & SeriesPoint =>
                        p.min !== undefined && p.max !== undefined
                ),
                slots
            ),
        [points, slots]
    );
    if (band.length === 0) return null;
    const top = band.map(p => `${x(new Date(p.time))},${y(p.max)}`);
    const bottom = band
        .map(p => `${x(new Date(p.time))},${y(p.min)}`)
        .reverse();
    return (
        <path
            className="trend-band"
            d={`M${top.join('L')}L${bottom.join('L')}Z`}
            fill={color}
            fillOpacity={0.2}
            stroke="none"
            pointerEvents="none"
        />
    );
};
