/** Files the app hands to the browser (CSV exports). */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

export interface Downloaded {
    name: string;
    bytes: Buffer;
    /** The text without its byte-order mark. */
    text: string;
    lines: string[];
}

/** Clicks the button named `name` and reads the file it downloads. */
export async function clickAndDownload(
    page: Page,
    name: string
): Promise<Downloaded> {
    const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name, exact: true }).click(),
    ]);
    const path = await download.path();
    const bytes = await readFile(path);
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    return {
        name: download.suggestedFilename(),
        bytes,
        text,
        lines: text.split('\r\n').filter(Boolean),
    };
}
