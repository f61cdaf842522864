import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '@/builders/visuallyHidden';
import type { ReadingMark } from './readingMarks';
import type { TimeRange } from './ranges';

interface SummarySeries {
    name: string;
    unit: string;
    points: readonly {
        time: number;
        value: number;
        min?: number;
        max?: number;
    }[];
}

interface ChartSummaryProps {
    series: readonly SummarySeries[];
    /** Hourly averages (trends) rather than every value. */
    trends: boolean;
    /** The range loaded, and the part of it zoomed into. */
    range: TimeRange;
    view?: TimeRange;
    marks: readonly ReadingMark[];
    formatNumber: (value: number) => string;
    formatInstant: (time: number) => string;
}

/**
 * What a screen reader is told of the chart: how many points over which
 * span, each series' lowest and highest (per series: across units they
 * would mean nothing), and the readings drawn with the one the screen is
 * about.
 */
export const ChartSummary = ({
    series,
    trends,
    range,
    view,
    marks,
    formatNumber,
    formatInstant,
}: ChartSummaryProps) => {
    const translate = useTranslate();
    const points = series.reduce((n, s) => n + s.points.length, 0);
    const ranges = series
        .filter(s => s.points.length > 0)
        .map(s => {
            // Trends: the hours' own extremes, not the extremes of averages.
            const values = s.points.flatMap(p => [
                p.min ?? p.value,
                p.max ?? p.value,
            ]);
            const withUnit = (v: number) =>
                `${formatNumber(v)} ${s.unit}`.trim();
            return translate('app.charts.seriesRange', {
                name: s.name,
                min: withUnit(Math.min(...values)),
                max: withUnit(Math.max(...values)),
            });
        })
        .join('; ');
    const drawnTimes = series.flatMap(s =>
        s.points
            .filter(p => !view || (p.time >= view.from && p.time <= view.to))
            .map(p => p.time)
    );
    const marked = marks.find(m => m.marked);
    return (
        <>
            <Typography sx={visuallyHidden}>
                {translate(
                    trends ? 'app.charts.summaryTrends' : 'app.charts.summary',
                    {
                        count: points,
                        from: formatInstant(view?.from ?? range.from),
                        to: formatInstant(view?.to ?? range.to),
                        ranges,
                        first: formatInstant(Math.min(...drawnTimes)),
                        last: formatInstant(Math.max(...drawnTimes)),
                    }
                )}
            </Typography>
            <Typography sx={visuallyHidden}>
                {translate('app.charts.readingsShown', {
                    smart_count: marks.length,
                })}
                {marked &&
                    ` ${translate('app.charts.markedReading', {
                        value: `${formatNumber(marked.value)} ${marked.unit}`.trim(),
                        time: formatInstant(marked.time),
                    })}`}
            </Typography>
        </>
    );
};
