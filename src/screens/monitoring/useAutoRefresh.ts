import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';

/** How often a monitoring screen asks again. */
export const REFRESH_MS = 60_000;

/**
 * A query that refreshes every minute unless paused. React Query stops the
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
        refetchInterval: paused ? false : REFRESH_MS,
        refetchIntervalInBackground: false,
        refetchOnWindowFocus: !paused,
        staleTime: 0,
    });
    return { ...query, paused, setPaused };
}
