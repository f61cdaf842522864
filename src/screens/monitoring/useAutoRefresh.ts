import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { monitoringRefreshMs } from '@/providers/monitoring/refresh';

/** How often a monitoring screen asks again (src/config.ts). */
export const refreshMs = monitoringRefreshMs;

/** An answer younger than this is fresh enough for a screen's mount. */
const JUST_ASKED_MS = 10_000;

/**
 * A query that refreshes every `refreshMs()` (a minute) unless paused. React Query stops the
 * interval while the tab is hidden (`refetchIntervalInBackground: false`)
 * and asks again when it shows.
 */
export function useAutoRefresh<T>(
    queryKey: QueryKey,
    queryFn: () => Promise<T>,
    enabled = true
) {
    const [paused, setPaused] = useState(false);
    const query = useQuery({
        queryKey,
        queryFn,
        enabled,
        refetchInterval: paused ? false : refreshMs(),
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: !paused,
        staleTime: 0,
        // An answer of the last seconds is not asked for again as the
        // screen mounts: start-up asks for the dashboard's summary with
        // the session (src/routes/prefetchPage.ts), before this mounts.
        refetchOnMount: q => Date.now() - q.state.dataUpdatedAt > JUST_ASKED_MS,
    });
    return { ...query, paused, setPaused };
}
