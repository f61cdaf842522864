/**
 * The product's readings as points over the series (readingMarks.ts), drawn
 * inside the chart on the value axis of their unit. Each point names its
 * reading (value, time, criticality) to pointers and screen readers; the
 * marked reading is a larger ring, so it is found without colour.
 */
import { useTheme } from '@mui/material/styles';
import { useXScale, useYScale } from '@mui/x-charts/hooks';
import { useTranslate } from 'react-admin';
import type { ReadingMark } from './readingMarks';

const LEVEL_COLOR = {
    low: 'success',
    medium: 'info',
    high: 'warning',
    critical: 'error',
} as const;

const Mark = ({
    mark,
    axisId,
    label,
}: {
    mark: ReadingMark;
    axisId: string;
    label: string;
}) => {
    const theme = useTheme();
    const x = useXScale<'time'>();
    const y = useYScale<'linear'>(axisId);
    // Outside the drawn span (the data's, or the zoom's): not on the plot.
    const [first, last] = x.domain();
    if (!first || !last) return null;
    if (mark.time < first.getTime() || mark.time > last.getTime()) return null;
    const cx = x(new Date(mark.time));
    const cy = y(mark.value);
    if (cx === undefined || cy === undefined) return null;
    const color = mark.criticality
        ? theme.palette[LEVEL_COLOR[mark.criticality]].main
        : theme.palette.text.primary;
    return (
        <g
            data-testid={mark.marked ? 'reading-marked' : 'reading-mark'}
            data-reading={mark.id}
        >
            <title>{label}</title>
            {mark.marked && (
                <circle
                    cx={cx}
                    cy={cy}
                    r={9}
                    fill="none"
                    stroke={theme.palette.text.primary}
                    strokeWidth={2}
                />
            )}
            <circle
                cx={cx}
                cy={cy}
                r={mark.marked ? 5 : 4}
                fill={color}
                stroke={theme.palette.background.paper}
                strokeWidth={1.5}
            />
        </g>
    );
};

export const ReadingMarks = ({
    marks,
    axisIdOf,
    formatTime,
    formatNumber,
}: {
    marks: readonly ReadingMark[];
    axisIdOf: (unit: string) => string;
    formatTime: (time: number) => string;
    formatNumber: (value: number) => string;
}) => {
    const translate = useTranslate();
    return (
        // A label needs a role on an SVG group (axe: aria-prohibited-attr).
        <g role="group" aria-label={translate('app.charts.readings')}>
            {marks.map(m => (
                <Mark
                    key={m.id}
                    mark={m}
                    axisId={axisIdOf(m.unit)}
                    label={translate('app.charts.reading', {
                        value: `${formatNumber(m.value)} ${m.unit}`.trim(),
                        time: formatTime(m.time),
                        criticality: m.criticality
                            ? translate(
                                  `app.options.criticality.${m.criticality}`
                              )
                            : '—',
                    })}
                />
            ))}
        </g>
    );
};
