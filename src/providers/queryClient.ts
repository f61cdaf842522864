import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: data stays fresh 5 minutes; no refetch on window focus. */
export const QUERY_STALE_TIME = 5 * 60 * 1000;

export const createQueryClient = (): QueryClient =>
    new QueryClient({
        defaultOptions: {
            queries: {
                staleTime: QUERY_STALE_TIME,
                refetchOnWindowFocus: false,
            },
        },
    });
