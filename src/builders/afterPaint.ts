/**
 * Work that waits until the browser has painted what is drawn now
 * (docs/performance.md, "Start-up"): the first screen shows before the
 * parts a user reads second (the drawer's menu, the dashboard's lists).
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `onPainted` once the browser has painted the current draw: after
 * the next frame, in a task of its own. Answers the cancellation.
 */
export const afterNextPaint = (onPainted: () => void): (() => void) => {
    let timer: number | undefined;
    const frame = window.requestAnimationFrame(() => {
        timer = window.setTimeout(onPainted, 0);
    });
    return () => {
        window.cancelAnimationFrame(frame);
        window.clearTimeout(timer);
    };
};

/**
 * False until `ready` has been drawn and painted (by default the
 * component's first draw); then true, set in a transition, which yields
 * to the user's input and to the page's own updates (a session or rows
 * arriving meanwhile are drawn first).
 */
export const usePaintedOnce = (ready = true): boolean => {
    const [painted, setPainted] = useState(false);
    useEffect(() => {
        if (!ready || painted) return;
        return afterNextPaint(() => startTransition(() => setPainted(true)));
    }, [ready, painted]);
    return painted;
};
