/**
 * The dashboard's summary query: its key, shared with start-up, which
 * asks for it as soon as sign-in is known (src/routes/prefetchPage.ts).
 */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;
