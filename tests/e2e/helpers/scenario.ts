/**
 * Per-file browser and per-scenario context: every scenario starts from a
 * fresh browser context (no cookies, no storage), and a failing one leaves
 * a screenshot and the page's errors behind.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
    afterAll,
    beforeAll,
    inject,
    onTestFinished,
    type TestContext,
} from 'vitest';
import { ofThisWorker } from '../../api/helpers/shared.ts';
import { launchBrowser, newPage, screenshot } from './browser.ts';
import { trackRequests } from './network.ts';
import type { Locale } from './texts.ts';

let ownServer: string | undefined;

/**
 * The embedded stack's URL: the one tests/e2e/globalSetup.ts started for
 * the worker running this file (`VITEST_POOL_ID`, 1 to the worker count),
 * or the one a spec file started for itself with other settings
 * (useOwnServer).
 */
export const baseUrl = (): string =>
    ownServer ?? ofThisWorker(inject('e2eServers'));

/** Points the helpers at a server of the spec file's own (undefined: the shared one). */
export const useOwnServer = (url: string | undefined): void => {
    ownServer = url;
};

/**
 * One Chromium per spec file (or per describe block); call at the top of
 * a describe block. `args`: more command-line switches (`--lang=en-US`).
 */
export function useBrowser(args: readonly string[] = []): () => Browser {
    let browser: Browser | undefined;
    beforeAll(async () => {
        browser = await launchBrowser(args, 'shell');
    });
    afterAll(async () => {
        await browser?.close();
    });
    return () => {
        if (!browser) throw new Error('The browser is not running yet');
        return browser;
    };
}

let failures = 0;

/**
 * A new context and page, closed when the scenario ends. Concurrent
 * scenarios pass their test context: Vitest tracks only sequential tests
 * in the global hooks.
 *
 * The app's service worker is blocked unless `serviceWorkers: 'allow'`
 * (the start-up's and the field app's files): a page the worker answers
 * is out of `page.route`'s reach (Playwright routes only the page's own
 * requests), so a test's changed configuration would be lost at the
 * first reload once the worker took over; and its precache downloads the
 * whole build in every context, which no other file reads.
 */
export async function openPage(
    browser: Browser,
    opts: {
        width?: number;
        height?: number;
        locale?: Locale;
        timezoneId?: string;
        serviceWorkers?: 'allow' | 'block';
    } = {},
    test?: Pick<TestContext, 'onTestFinished'>
): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } = await newPage(browser, {
        serviceWorkers: 'block',
        ...opts,
    });
    trackRequests(page);
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(error.message));
    // One hook, so the screenshot is taken before the context closes.
    (test?.onTestFinished ?? onTestFinished)(async ({ task }) => {
        if (task.result?.state === 'fail') {
            failures += 1;
            const slug = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
            const name = `failed-${failures}-${slug}`;
            await screenshot(page, name).catch(() => undefined);
            console.error(
                `Failed at ${page.url()} (screenshots/${name}.png)` +
                    (errors.length
                        ? `\nPage errors:\n${errors.join('\n')}`
                        : '')
            );
        }
        await context.close();
    });
    return { context, page };
}
