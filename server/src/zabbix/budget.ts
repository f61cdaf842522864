/**
 * What one HTTP request to the simulator may cost (docs/robustness.md).
 * A real Zabbix has no such numbers: its answers are bounded by the data
 * it holds and by PHP's `memory_limit` (an answer too large to build
 * fails). The simulator's data is generated, so it bounds the same way in
 * rows: every call's answer is counted before a row is made, and all the
 * calls of one batch share one allowance.
 */

/** Rows one request may answer, across all the calls of its batch. */
export const MAX_ANSWER_ROWS = 100_000;
/** Calls in one JSON-RPC batch; more is refused as a whole (-32600). */
export const MAX_BATCH_CALLS = 100;
/**
 * Samples trend.get may read to make its hours (each hour is made from
 * its samples: 12 at the default five minutes, 1,200 at three seconds).
 */
export const MAX_TREND_SAMPLES = 2_000_000;

/**
 * Values in the lists of one request's calls together (`itemids`,
 * `hostids`, `filter` and `search` values, `output`…), counted before a
 * call runs: a filter of 60,000 values matched against every sample was
 * seconds of work.
 */
export const MAX_LIST_VALUES = 10_000;
/**
 * Samples the calls of one request may read whole together (a `filter`,
 * `ns` before `clock`), each call also at most MAX_SCANNED_SAMPLES
 * (historyGet.ts).
 */
export const MAX_REQUEST_SCANNED_SAMPLES = 200_000;

export interface RpcBudget {
    /** Rows still allowed in this request. */
    rows: number;
    readonly maxRows: number;
    /** List values still allowed in this request. */
    values: number;
    /** Samples still allowed to be read whole in this request. */
    scanned: number;
}

export const newBudget = (maxRows = MAX_ANSWER_ROWS): RpcBudget => ({
    rows: maxRows,
    maxRows,
    values: MAX_LIST_VALUES,
    scanned: MAX_REQUEST_SCANNED_SAMPLES,
});

/**
 * The list values of a call's params: the entries of every list in the
 * params and one level below (`filter`, `search`), and the members of
 * those objects. Counting reads no value: lengths and keys only.
 */
export function listValues(params: unknown): number {
    if (typeof params !== 'object' || params === null) return 0;
    if (Array.isArray(params)) return params.length;
    let count = 0;
    for (const value of Object.values(params)) {
        if (Array.isArray(value)) count += value.length;
        else if (typeof value === 'object' && value !== null)
            for (const inner of Object.values(value))
                count += Array.isArray(inner) ? inner.length : 1;
    }
    return count;
}
