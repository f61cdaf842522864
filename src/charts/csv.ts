/**
 * The series on screen as CSV: one row per reading, the instant with its
 * offset (unambiguous in any spreadsheet), the value with a dot, the unit.
 */
import type { SeriesPoint } from '@/providers/series';

export interface CsvSeries {
    name: string;
    unit: string;
    points: readonly SeriesPoint[];
}

const quote = (text: string) =>
    /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

export const seriesCsv = (
    series: readonly CsvSeries[],
    header: { sensor: string; time: string; value: string; unit: string }
): string =>
    [
        [header.sensor, header.time, header.value, header.unit]
            .map(quote)
            .join(','),
        ...series.flatMap(s =>
            s.points.map(p =>
                [
                    quote(s.name),
                    new Date(p.time).toISOString(),
                    String(p.value),
                    quote(s.unit),
                ].join(',')
            )
        ),
    ].join('\n') + '\n';
