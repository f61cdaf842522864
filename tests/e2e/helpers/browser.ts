import { mkdirSync } from 'node:fs';
import {
    chromium,
    type Browser,
    type BrowserContext,
    type Page,
} from 'playwright-core';

/** Debian's Chromium; Playwright's own browser download cannot work here. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
    extraArgs: readonly string[] = []
): Promise<Browser> {
    return chromium.launch({
        executablePath: EXECUTABLE,
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
    } = {}
): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
        viewport: { width: opts.width ?? 1280, height: opts.height ?? 800 },
        locale: opts.locale ?? 'pt-BR',
        ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
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
