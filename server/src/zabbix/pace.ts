/**
 * The simulator's long loops hand the event loop back every few thousand
 * steps, so that one request's rows never hold the server's other requests
 * (docs/robustness.md: at most 100 ms of extra latency beside any request).
 */
export const breathe = () =>
    new Promise<void>(resolve => setImmediate(resolve));

/** Steps between two pauses: about a millisecond of work each. */
export const PACE_STEPS = 2000;

export interface Pacer {
    /** Counts `steps` of work; pauses once enough accumulated. */
    step(steps?: number): Promise<void> | undefined;
}

export function pacer(every = PACE_STEPS): Pacer {
    let pending = 0;
    return {
        step(steps = 1) {
            pending += steps;
            if (pending < every) return undefined;
            pending = 0;
            return breathe();
        },
    };
}
