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

export interface RpcBudget {
    /** Rows still allowed in this request. */
    rows: number;
    readonly maxRows: number;
}

export const newBudget = (maxRows = MAX_ANSWER_ROWS): RpcBudget => ({
    rows: maxRows,
    maxRows,
});
