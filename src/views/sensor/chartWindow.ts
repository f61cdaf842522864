import type { TimeRange } from '@/charts/ranges';

/**
 * The chart window a link asked for (`?from=&to=&mark=`, epoch ms: the
 * alerts screen links a sensor's chart around an alert's reading), or
 * undefined when the URL asks for none or for nonsense.
 */
export const chartWindowFrom = (
    search: URLSearchParams
): { range: TimeRange; mark?: number } | undefined => {
    const from = Number(search.get('from'));
    const to = Number(search.get('to'));
    if (!search.has('from') || !search.has('to')) return undefined;
    if (!Number.isFinite(from) || !Number.isFinite(to) || from >= to)
        return undefined;
    const mark = Number(search.get('mark'));
    return {
        range: { from, to },
        ...(search.has('mark') && Number.isFinite(mark) ? { mark } : {}),
    };
};
