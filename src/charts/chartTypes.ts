/**
 * What the chart is given (SeriesChart.tsx), apart from the chart itself:
 * its props are also compared (sameChartProps.ts) and built (the panels,
 * usePlantContext.ts) by modules the chart imports or that must not load
 * its code.
 */
import type { Criticality } from '@shared/domain/fields';
import type { SeriesPoint } from '@/providers/monitoring/series';
import type { ReadingMark } from './readingMarks';
import type { TimeRange } from './ranges';

export interface ChartSeries {
    id: string;
    name: string;
    unit: string;
    points: readonly SeriesPoint[];
}

export interface Threshold {
    level: Criticality;
    value: number;
    direction: 'above' | 'below';
}

/** A plant's threshold drawn against the axis of its sensors' unit. */
export interface ThresholdLine extends Threshold {
    unit: string;
    /** Whose bound it is (a sensor type), named when the chart shows several. */
    source?: string;
}

export interface SeriesChartProps {
    series: readonly ChartSeries[];
    thresholds?: readonly ThresholdLine[];
    /** The visible span (zoom); the data's own span when absent. */
    view?: TimeRange;
    /**
     * The range asked for: the time axis spans it even where there is no
     * data, so a series that covers only part of it shows as such.
     */
    span?: TimeRange;
    formatTime: (time: number) => string;
    formatNumber: (value: number) => string;
    height?: number;
    /**
     * The chart's width in pixels, measured by its box before the data
     * arrived (useBoxWidth): the chart draws once, at that width. Absent
     * or 0, the chart measures itself (and draws twice).
     */
    width?: number;
    /**
     * Points per series after reduction: two per slice, a slice about 4 px
     * of the plot (positionsFor its width; 400 when the width is unknown).
     */
    resolution?: number;
    /** The product's readings, drawn as points over the lines (readingMarks.ts). */
    readings?: readonly ReadingMark[];
    /** Moments to mark with a labelled vertical line (an alert's reading). */
    marks?: readonly ChartMark[];
}

export interface ChartMark {
    time: number;
    label: string;
}
