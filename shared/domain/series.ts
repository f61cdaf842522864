/** A sensor's time series as the API's proxy answers it and the charts draw it. */
export interface SeriesPoint {
    /** Milliseconds since the epoch. */
    time: number;
    value: number;
}

export interface Series {
    sensorId: number;
    itemId: string | null;
    unit: string;
    from: number;
    to: number;
    /** The range held more values than one answer carries (the newest are kept). */
    truncated: boolean;
    /** Oldest first. */
    points: SeriesPoint[];
}
