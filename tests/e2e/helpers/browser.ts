import { existsSync, mkdirSync } from 'node:fs';
import {
    chromium,
    type Browser,
    type BrowserContext,
    type Page,
} from 'playwright-core';

/**
 * Debian's builds; Playwright's own browser download cannot work here.
 * `full`: the browser users run (the benches measure it). `shell`: the
 * same engine without the browser's own UI, Chromium's "old headless"
 * that Playwright runs headless tests in: 40 % less of Chromium's CPU in
 * the end-to-end tests (docs/performance.md, "Test run times"). Without
 * the package, the tests run in the full browser.
 */
const EXECUTABLES = {
    full: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    shell:
        process.env.CHROMIUM_SHELL_PATH ??
        (existsSync('/usr/bin/chromium-headless-shell')
            ? '/usr/bin/chromium-headless-shell'
            : (process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')),
};
const ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
];
export const SCREENSHOT_DIR = 'screenshots';

/** `extraArgs`: more switches, e.g. `--lang=en-US` for the browser's own language. */
export async function launchBrowser(
    extraArgs: readonly string[] = [],
    which: keyof typeof EXECUTABLES = 'full'
): Promise<Browser> {
    return chromium.launch({
        executablePath: EXECUTABLES[which],
        headless: true,
        args: [...ARGS, ...extraArgs],
    });
}

export async function newPage(
    browser: Browser,
    opts: {
        width?: number;
        height?: number;
        locale?: string;
        /** The browser's own zone (the machine's when absent). */
        timezoneId?: string;
        /** Whether the app's service worker may register (it may, as for users). */
        serviceWorkers?: 'allow' | 'block';
    } = {}
): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        locale: opts.locale ?? 'pt-BR',
        ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
        serviceWorkers: opts.serviceWorkers ?? 'allow',
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return { context, page };
}

/** Screens for review, written to a git-ignored folder. */
export async function screenshot(page: Page, name: string): Promise<void> {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({
        path: `${SCREENSHOT_DIR}/${name}.png`,
        fullPage: true,
    });
}
