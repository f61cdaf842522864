/**
 * One visit of a list by a returning user (cookies kept: the sign-in
 * session survives) at 4x CPU slowdown and Chrome's "Fast 4G" profile:
 * the time from navigation until the list's first row is visible, and the
 * JavaScript received before then (bytes on the wire). The HTTP cache is
 * emptied (`emptied`; Cache Storage, where a service worker keeps its
 * precache, stays, as DevTools' "Disable cache" leaves it) or kept
 * (`kept`: a plain repeat visit).
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Chrome DevTools' "Fast 4G" preset (bytes per second, ms). */
export const FAST_4G = {
    offline: false,
    latency: 60 * 2.75,
    downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};

/** No network at all. */
const OFFLINE = {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
};

export interface Journey {
    ms: number;
    /** Script bytes received before the first row showed. */
    jsBytes: number;
    /** Every request: when it started and ended (ms from navigation), what it was. */
    waterfall: { start: number; end: number; what: string }[];
}

/** A request as a waterfall line: path and, for an iframe or a redirect, its kind. */
const describe = (url: string, type: string) => {
    const u = new URL(url);
    const path = u.pathname.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
    return `${type.padEnd(8)} ${path}${u.search ? '?…' : ''}`;
};

/** The waterfall as text, one request per line (`BENCH_WATERFALL=1`). */
export const waterfallText = (j: Journey): string =>
    j.waterfall
        .sort((a, b) => a.start - b.start)
        .map(
            r =>
                `${String(r.start).padStart(6)} → ${String(r.end).padStart(6)} ms  ${r.what}`
        )
        .join('\n');

export type HttpCache = 'emptied' | 'kept';

/** What a visit waits for: the first element matching `css` (and holding `text`) that is visible. */
export interface Shown {
    css: string;
    text?: string;
}

/** The field app's home, drawn: its first section's heading. */
export const FIELD_HOME: Shown = { css: 'h2', text: 'Alertas a responder' };

const SHOWN_TAG = 'bench:shown';

/**
 * Run in each document of the page (an init script): says on the
 * console, with the clock's time, when `target` first shows, after the
 * frame that draws it. The page times itself because a harness that
 * polls the page (Playwright's locators) evaluates its own script and
 * walks the DOM on the page's main thread, which the visit slows down
 * 4x: about 0.2 s of each document's start was the harness's.
 */
const REPORT_WHEN_SHOWN = `(target => {
    if (window.top !== window) return;
    let done = false;
    const visible = el =>
        (!target.text || (el.textContent ?? '').includes(target.text)) &&
        el.checkVisibility() &&
        el.getBoundingClientRect().height > 0;
    const check = () => {
        if (done) return;
        if (![...document.querySelectorAll(target.css)].some(visible)) return;
        done = true;
        observer.disconnect();
        clearInterval(timer);
        requestAnimationFrame(() =>
            setTimeout(() => console.debug(target.tag + ' ' + Date.now()))
        );
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { childList: true, subtree: true, characterData: true });
    // What shows without a change to the DOM (a style sheet arriving).
    const timer = setInterval(check, 100);
})`;

/**
 * Navigates with `navigate` and resolves the clock's time at which
 * `target` showed in `page`.
 */
async function whenShown(
    page: Page,
    target: Shown,
    navigate: () => Promise<unknown>
): Promise<number> {
    await page.addInitScript({
        content: `${REPORT_WHEN_SHOWN}(${JSON.stringify({ ...target, tag: SHOWN_TAG })})`,
    });
    const shown = page.waitForEvent('console', {
        predicate: m => m.text().startsWith(`${SHOWN_TAG} `),
        timeout: 120_000,
    });
    await navigate();
    const message = await shown;
    return Number(message.text().slice(SHOWN_TAG.length + 1));
}

/**
 * A CDP session on `page` under the visit's conditions (the HTTP cache,
 * Fast 4G or no network, 4x CPU) recording its requests and scripts; `begin` marks the
 * navigation, `result` reads the visit up to `end`.
 */
async function throttledVisit(
    context: BrowserContext,
    page: Page,
    cache: HttpCache = 'emptied',
    network: 'fast4g' | 'offline' = 'fast4g'
) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (cache === 'emptied') {
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    }
    // `offline` is set again on this session: a second session enabling
    // the network domain makes the page's `navigator.onLine` true again,
    // even in a context set offline (which keeps its service worker
    // offline too, and the requests failing).
    await cdp.send(
        'Network.emulateNetworkConditions',
        network === 'fast4g' ? FAST_4G : OFFLINE
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scripts: { bytes: number; at: number }[] = [];
    const pending = new Set<string>();
    const requests = new Map<
        string,
        { start: number; end: number; what: string }
    >();
    let start = Date.now();
    cdp.on('Network.requestWillBeSent', e => {
        // A redirect reuses the request's id: the hop that ends here keeps
        // its own line (the silent check's authorization request).
        const hop = requests.get(e.requestId);
        if (hop && e.redirectResponse) {
            hop.end = Date.now() - start;
            requests.set(`${e.requestId} ${hop.start}`, hop);
        }
        requests.set(e.requestId, {
            start: Date.now() - start,
            end: -1,
            what: describe(e.request.url, e.type ?? ''),
        });
    });
    cdp.on('Network.responseReceived', e => {
        const r = requests.get(e.requestId);
        if (r && e.response.fromServiceWorker) r.what += '  (service worker)';
        if (e.type === 'Script') pending.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', e => {
        const r = requests.get(e.requestId);
        if (r) r.end = Date.now() - start;
        if (!pending.has(e.requestId)) return;
        scripts.push({ bytes: e.encodedDataLength, at: Date.now() });
    });
    return {
        cdp,
        begin() {
            start = Date.now();
        },
        result(end: number): Journey {
            return {
                ms: end - start,
                jsBytes: scripts
                    .filter(s => s.at <= end)
                    .reduce((n, s) => n + s.bytes, 0),
                waterfall: [...requests.values()].filter(
                    r => r.start <= end - start
                ),
            };
        },
    };
}

export async function visitList(
    context: BrowserContext,
    page: Page,
    url: string,
    firstRow: string,
    cache: HttpCache = 'emptied'
): Promise<Journey> {
    const visit = await throttledVisit(context, page, cache);
    visit.begin();
    const end = await whenShown(page, { css: firstRow }, () => page.goto(url));
    await visit.cdp.detach();
    return visit.result(end);
}

/**
 * A signed-out visit, from navigation until the sign-in form is visible,
 * at 4x CPU and Fast 4G with the HTTP cache emptied.
 */
export async function visitSignedOut(
    context: BrowserContext,
    page: Page,
    url: string
): Promise<Journey> {
    const visit = await throttledVisit(context, page);
    visit.begin();
    const end = await whenShown(page, { css: '#kc-form-login' }, () =>
        page.goto(url, { waitUntil: 'commit' })
    );
    // The CDP session belonged to the first document's target; detaching
    // may fail once the page navigated.
    await visit.cdp.detach().catch(() => undefined);
    return visit.result(end);
}

/**
 * The installed field app opened with no network (docs/field-app.md): a
 * new page of a context set offline, at 4x CPU, so the page and its
 * scripts come from the service worker's Cache Storage and the plant from
 * IndexedDB; from navigation until the first screen's `firstScreen` is
 * visible. The HTTP cache emptied (`emptied`: the browser's compiled code
 * of those scripts goes with it) or kept (`kept`: the app reopened, as a
 * phone has it).
 */
export async function visitOffline(
    context: BrowserContext,
    page: Page,
    url: string,
    firstScreen: Shown,
    cache: HttpCache = 'emptied'
): Promise<Journey> {
    const visit = await throttledVisit(context, page, cache, 'offline');
    visit.begin();
    const end = await whenShown(page, firstScreen, () => page.goto(url));
    await visit.cdp.detach();
    return visit.result(end);
}
