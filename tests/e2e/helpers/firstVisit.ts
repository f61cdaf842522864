/**
 * A returning user's first visit to a route with a cold HTTP cache: the
 * JavaScript it downloads (gzip, every script until the network is idle,
 * so chunks loaded after the first paint count too) and the time until the
 * screen is usable. Shared by `npm run bench` and the budget test, so the
 * printed figure and the asserted one are the same measure.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Issue #3's budget for the first list, in kB of 1000 bytes: what a bare
 * react-admin app with one list ships (docs/performance.md).
 */
export const FIRST_LIST_BUDGET_KB = 322;
export const KB = 1000;

/** The app marks its main region once a screen is usable. */
const USABLE = 'main, [role="main"]';

export interface FirstVisit {
    scripts: { path: string; gzipBytes: number }[];
    totalBytes: number;
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
    const bodies: Promise<Buffer>[] = [];
    const paths: string[] = [];
    page.on('response', res => {
        if (res.request().resourceType() === 'script') {
            paths.push(new URL(res.url()).pathname);
            bodies.push(res.body().catch(() => Buffer.alloc(0)));
        }
    });
    const start = Date.now();
    await page.goto(url);
    await page.waitForSelector(USABLE, { state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const ms = Date.now() - start;
    const sizes = (await Promise.all(bodies)).map(b => gzipSync(b).length);
    return {
        scripts: paths.map((path, k) => ({ path, gzipBytes: sizes[k] ?? 0 })),
        totalBytes: sizes.reduce((n, b) => n + b, 0),
        ms,
    };
}
