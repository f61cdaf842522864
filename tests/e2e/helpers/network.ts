/**
 * "The page has stopped loading", for a page that keeps one request open
 * for good: the plant's event stream (`/api/events`) never
 * finishes, so Playwright's `networkidle` never comes once it is open.
 * Every page of `openPage` is tracked from its start; the stream is left
 * out of the count.
 */
import type { Page, Request, Route } from 'playwright-core';

interface Tracker {
    inFlight: Set<Request>;
    lastChange: number;
}

const trackers = new WeakMap<Page, Tracker>();

const isEventStream = (request: Request) =>
    new URL(request.url()).pathname.endsWith('/api/events');

/** Starts counting the page's requests (openPage does it for every page). */
export function trackRequests(page: Page): void {
    const tracker: Tracker = { inFlight: new Set(), lastChange: Date.now() };
    trackers.set(page, tracker);
    page.on('request', request => {
        if (isEventStream(request)) return;
        tracker.inFlight.add(request);
        tracker.lastChange = Date.now();
    });
    const done = (request: Request) => {
        if (tracker.inFlight.delete(request)) tracker.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
}

/**
 * Waits until no request but the event stream has been in flight for
 * `quietMs` (Playwright's networkidle uses 500 ms).
 */
export async function waitForNetworkQuiet(
    page: Page,
    { quietMs = 500, timeoutMs = 20_000 } = {}
): Promise<void> {
    const tracker = trackers.get(page);
    if (!tracker) throw new Error('page not tracked: open it with openPage');
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        if (
            tracker.inFlight.size === 0 &&
            Date.now() - tracker.lastChange >= quietMs
        )
            return;
        if (Date.now() > deadline)
            throw new Error(
                `still loading after ${timeoutMs} ms: ${[...tracker.inFlight]
                    .map(r => r.url())
                    .join(', ')}`
            );
        await new Promise(resolve => setTimeout(resolve, 100));
    }
}

/** Holds every request matching `url` until `release()`; `held` lists them. */
export async function holdRequests(page: Page, url: string | RegExp) {
    const held: Route[] = [];
    let open = false;
    await page.route(url, async route => {
        if (open) await route.continue();
        else held.push(route);
    });
    return {
        held,
        release: async () => {
            open = true;
            for (const route of held.splice(0)) await route.continue();
        },
    };
}
