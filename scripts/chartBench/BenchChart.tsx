/**
 * The chart as the product mounts it (SensorSeriesPanel): its box is on
 * the page before the data arrives (the panel shows its loading message
 * there) and knows its width, then the chart is drawn in it.
 */
import type { SeriesChartProps } from '../../src/charts/chartTypes';
import { SeriesChart } from '../../src/charts/SeriesChart';
import { useBoxWidth } from '../../src/charts/useBoxWidth';

export const BenchChart = ({
    series,
    ...props
}: Omit<SeriesChartProps, 'series'> & {
    series: SeriesChartProps['series'] | null;
}) => {
    const [box, width] = useBoxWidth();
    return (
        <div ref={box} style={{ minHeight: 320 }}>
            {series ? (
                <SeriesChart series={series} width={width} {...props} />
            ) : null}
        </div>
    );
};
