/** A sensor's time series as the API's proxy answers it and the charts draw it. */
export interface SeriesPoint {
    /** Milliseconds since the epoch. */
    time: number;
    /** The value; for trends, the hour's average. */
    value: number;
    /** Trends only: the hour's lowest and highest value. */
    min?: number;
    max?: number;
}

/**
 * `history`: every value Zabbix stored. `trends`: one point per hour, the
 * hour's average with its min and max (docs/zabbix.md, "Whole ranges").
 */
export type SeriesKind = 'history' | 'trends';

export interface Series {
    sensorId: number;
    itemId: string | null;
    unit: string;
    from: number;
    to: number;
    /** What the points are; absent (older answers) means history. */
    kind?: SeriesKind;
    /** The range held more values than one answer carries (the newest are kept). */
    truncated: boolean;
    /** Oldest first. */
    points: SeriesPoint[];
}
