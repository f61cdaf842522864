/**
 * The series on screen as CSV: one row per reading, the instant with its
 * offset (unambiguous in any spreadsheet), the value with a dot, the unit.
 * When the chart draws hourly trends the file says so: the value is the
 * hour's average, with the hour's lowest and highest and what each row is
 * ("hourly average") in three more columns.
 */
import type { SeriesPoint } from '@/providers/series';

export interface CsvSeries {
    name: string;
    unit: string;
    points: readonly SeriesPoint[];
    /** What a row of this series is ("hourly average", "reading"), for trend files. */
    kind?: string;
}

export interface CsvHeader {
    sensor: string;
    time: string;
    value: string;
    unit: string;
    /** Column names for trend files. */
    min?: string;
    max?: string;
    kind?: string;
}

const quote = (text: string) =>
    /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;

export const seriesCsv = (
    series: readonly CsvSeries[],
    header: CsvHeader
): string => {
    const trends = series.some(s =>
        s.points.some(p => p.min !== undefined || p.max !== undefined)
    );
    const columns = [header.sensor, header.time, header.value, header.unit];
    if (trends)
        columns.push(
            header.min ?? 'min',
            header.max ?? 'max',
            header.kind ?? 'kind'
        );
    return (
        [
            columns.map(quote).join(','),
            ...series.flatMap(s =>
                s.points.map(p => {
                    const row = [
                        quote(s.name),
                        new Date(p.time).toISOString(),
                        String(p.value),
                        quote(s.unit),
                    ];
                    if (trends)
                        row.push(
                            p.min === undefined ? '' : String(p.min),
                            p.max === undefined ? '' : String(p.max),
                            quote(s.kind ?? '')
                        );
                    return row.join(',');
                })
            ),
        ].join('\n') + '\n'
    );
};
