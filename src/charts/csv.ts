/**
 * The series on screen as CSV: one row per reading, the instant on the
 * plant's clock with its offset, the value, the unit, in the user's
 * conventions (src/csv: `;` and decimal commas in pt-BR). When the chart
 * draws hourly trends the file says so: the value is the hour's average,
 * with the hour's lowest and highest and what each row is ("hourly
 * average") in three more columns.
 */
import type { SeriesPoint } from '@/providers/monitoring/series';
import type { CsvConventions } from '@/csv/csvConventions';
import { csvDocument, type CsvValue } from '@/csv/csvDocument';

export interface CsvSeries {
    name: string;
    unit: string;
    points: readonly SeriesPoint[];
    /** What a row of this series is ("hourly average", "reading"), for trend files. */
    kind?: string;
    /** The places its values are written at (its readings' declared ones). */
    decimals?: number;
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

export const seriesCsv = (
    series: readonly CsvSeries[],
    header: CsvHeader,
    conventions: CsvConventions
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
    return csvDocument(
        conventions,
        columns,
        series.flatMap(s =>
            s.points.map(p => {
                const at = (n: number | undefined): CsvValue =>
                    n === undefined ? n : { number: n, decimals: s.decimals };
                const row: CsvValue[] = [
                    s.name,
                    conventions.instant(p.time),
                    at(p.value),
                    s.unit,
                ];
                if (trends) row.push(at(p.min), at(p.max), s.kind ?? '');
                return row;
            })
        )
    );
};
