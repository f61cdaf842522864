/**
 * A returning user's first visit to a route with a cold HTTP cache: the
 * JavaScript the browser receives (the bytes on the wire, as the server
 * sent them: brotli from `npm start`; every script until the network is
 * idle, so chunks loaded after the first paint count too) and the time
 * until the screen is usable. Shared by `npm run bench` and the budget
 * test, so the printed figure and the asserted one are the same measure.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { waitForNetworkQuiet } from './network.ts';

/**
 * The budget for the first list, in kB of 1000 bytes: what a bare
 * react-admin app with one list ships (docs/performance.md, "The budget").
 */
export const FIRST_LIST_BUDGET_KB = 322;
export const KB = 1000;

/** The app marks its main region once a screen is usable. */
const USABLE = 'main, [role="main"]';

export interface ReceivedScript {
    path: string;
    /** The body as received (compressed when the server compressed it). */
    receivedBytes: number;
    /** The file itself, what the server sent before it compressed. */
    bodyBytes: number;
    /** The same file gzipped here, the measure of the earlier reports. */
    gzipBytes: number;
    /** The response's Content-Encoding ('' when sent plain). */
    encoding: string;
}

export interface FirstVisit {
    scripts: ReceivedScript[];
    /** Received bytes of every script. */
    totalBytes: number;
    totalGzipBytes: number;
    totalBodyBytes: number;
    ms: number;
}

export async function firstVisit(
    context: BrowserContext,
    page: Page,
    url: string,
    opts: { cpuSlowdown?: number } = {}
): Promise<FirstVisit> {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (opts.cpuSlowdown)
        await cdp.send('Emulation.setCPUThrottlingRate', {
            rate: opts.cpuSlowdown,
        });
    const responses: Response[] = [];
    // Only this visit's requests: a chunk the previous page was still
    // loading is not this screen's, nor one it asked for between this
    // navigation's start and the new page's commit (it lives until then).
    const asked = new Set<Request>();
    let committed = false;
    page.on('framenavigated', frame => {
        if (frame === page.mainFrame()) committed = true;
    });
    page.on('request', req => {
        if (committed) asked.add(req);
    });
    page.on('response', res => {
        const req = res.request();
        if (asked.has(req) && req.resourceType() === 'script')
            responses.push(res);
    });
    const start = Date.now();
    await page.goto(url);
    await page.waitForSelector(USABLE, { state: 'visible', timeout: 60_000 });
    await waitForNetworkQuiet(page);
    const ms = Date.now() - start;
    const scripts = await Promise.all(responses.map(received));
    return {
        scripts,
        totalBytes: scripts.reduce((n, s) => n + s.receivedBytes, 0),
        totalGzipBytes: scripts.reduce((n, s) => n + s.gzipBytes, 0),
        totalBodyBytes: scripts.reduce((n, s) => n + s.bodyBytes, 0),
        ms,
    };
}

async function received(res: Response): Promise<ReceivedScript> {
    const [sizes, body] = await Promise.all([
        res.request().sizes(),
        res.body().catch(() => Buffer.alloc(0)),
    ]);
    return {
        path: new URL(res.url()).pathname,
        receivedBytes: sizes.responseBodySize,
        bodyBytes: body.length,
        gzipBytes: gzipSync(body).length,
        encoding: (await res.allHeaders())['content-encoding'] ?? '',
    };
}
