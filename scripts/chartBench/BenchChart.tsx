/**
 * The chart as the product mounts it (SensorSeriesPanel): its box is on
 * the page before the data arrives (the panel shows a loading message in
 * it), then the chart is drawn in it.
 */
import { SeriesChart, type SeriesChartProps } from '../../src/charts/SeriesChart';

export const BenchChart = ({
    series,
    ...props
}: Omit<SeriesChartProps, 'series'> & {
    series: SeriesChartProps['series'] | null;
}) => (
    <div style={{ minHeight: 320 }}>
        {series ? <SeriesChart series={series} {...props} /> : null}
    </div>
);
