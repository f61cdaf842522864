/** Where the browser is, by path (the spec's routes are the contract). */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export async function assertAtPath(page: Page, path: string): Promise<void> {
    await page.waitForURL(url => url.pathname === path);
}

export function assertNotAtPath(page: Page, path: string): void {
    expect(new URL(page.url()).pathname).not.toBe(path);
}

/** `{base}/details/{id}`; returns the path to come back to later. */
export async function assertAtDetailsPath(
    page: Page,
    base: string
): Promise<string> {
    const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const details = new RegExp(`^${escaped}/details/[^/]+$`);
    await page.waitForURL(url => details.test(url.pathname));
    return new URL(page.url()).pathname;
}

export async function reload(page: Page): Promise<void> {
    await page.reload();
}

/** Every URL the tab's top frame goes to, from now on. */
export function recordNavigations(page: Page): string[] {
    const visited: string[] = [];
    page.on('framenavigated', frame => {
        if (frame === page.mainFrame()) visited.push(frame.url());
    });
    return visited;
}
