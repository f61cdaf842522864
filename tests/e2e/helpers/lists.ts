/** Generated resource lists (react-admin List with a DataTable). */
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for the next successful page request of an entity's list. */
export function waitForListRequest(
    page: Page,
    entity: string
): Promise<Response> {
    return page.waitForResponse(response => {
        const url = new URL(response.url());
        return (
            url.pathname === `/api/${entity}/search` &&
            response.request().method() === 'GET'
        );
    });
}

/**
 * The list shows rows (or says it has none) and its paging reads "1-10 of
 * 37", or "1-10 of more than 1,000" past the API's count cap.
 */
export async function assertListLoaded(page: Page): Promise<void> {
    const rows = page.locator('table tbody tr');
    const empty = page.getByText(
        /^(Nenhum dado para mostrar|No data to show)$/
    );
    await rows.first().or(empty).waitFor({ state: 'visible' });
    if ((await rows.count()) > 0) {
        await page
            .getByText(/^\d+-\d+ (de|of) (mais de |more than )?[\d.,]+$/)
            .first()
            .waitFor({ state: 'visible' });
    }
    expect(
        await page
            .getByRole('alert')
            .filter({ hasText: /erro|error/i })
            .count()
    ).toBe(0);
}

/**
 * Opens a reference filter (a read-only field until first used), which
 * must hand the focus to the autocomplete it loads; types `option`, picks
 * it and waits for the filtered list.
 */
export async function chooseReferenceFilter(
    page: Page,
    entity: string,
    label: string,
    option: string
): Promise<void> {
    await page.getByRole('textbox', { name: label, exact: true }).click();
    const combobox = page.getByRole('combobox', { name: label, exact: true });
    await combobox.waitFor({ state: 'visible' });
    // The autocomplete takes the focus it was reached with.
    expect(
        await page.evaluate('document.activeElement?.getAttribute("role")')
    ).toBe('combobox');
    await page.keyboard.type(option);
    const filtered = waitForListRequest(page, entity);
    await page
        .getByRole('listbox')
        .getByRole('option', { name: option, exact: true })
        .click();
    expect((await filtered).ok()).toBe(true);
}

/** The texts of the column `header`, one per row. */
export async function columnTexts(
    page: Page,
    header: string
): Promise<string[]> {
    const headers = await page.locator('table thead th').allTextContents();
    const column = headers.findIndex(h => h.trim().startsWith(header));
    expect(column).toBeGreaterThanOrEqual(0);
    const cells = await page
        .locator(`table tbody tr td:nth-child(${column + 1})`)
        .allTextContents();
    return cells.map(c => c.trim());
}

/**
 * Every row's cell under the column `header` reads `value`, once the
 * rows' lookups have answered: a reference cell is empty until its
 * `getMany` does, and the rows may be drawn before it.
 */
export async function assertColumnAll(
    page: Page,
    header: string,
    value: string
): Promise<void> {
    await expect
        .poll(async () => {
            const cells = await columnTexts(page, header);
            return cells.length > 0 && cells.every(cell => cell === value)
                ? 'all'
                : cells;
        })
        .toBe('all');
}

/** The computed look of the first row's cell under the column `header`. */
export async function cellStyle(
    page: Page,
    header: string
): Promise<Record<string, string>> {
    const headers = await page.locator('table thead th').allTextContents();
    const column = headers.findIndex(h => h.trim().startsWith(header));
    expect(column).toBeGreaterThanOrEqual(0);
    return page
        .locator(`table tbody tr:first-child td:nth-child(${column + 1})`)
        .evaluate((cell, keys) => {
            // Reached through globalThis: the server's tsconfig, which also
            // checks these helpers, has no DOM library.
            const { getComputedStyle } = globalThis as unknown as {
                getComputedStyle(e: unknown): Record<string, string>;
            };
            const style = getComputedStyle(cell);
            return Object.fromEntries(keys.map(k => [k, String(style[k])]));
        }, STYLE_KEYS);
}

const STYLE_KEYS = [
    'display',
    'paddingTop',
    'paddingRight',
    'paddingBottom',
    'paddingLeft',
    'borderBottomWidth',
    'borderBottomStyle',
    'borderBottomColor',
    'fontFamily',
    'fontSize',
    'fontWeight',
    'lineHeight',
    'letterSpacing',
    'color',
    'verticalAlign',
    'textAlign',
];

/** Each row's cell texts in `scope`'s table, without the actions column. */
export async function rowTexts(page: Page, scope: string): Promise<string[][]> {
    const texts: string[][] = [];
    for (const row of await page.locator(`${scope} table tbody tr`).all()) {
        const cells = await row.locator('td').allTextContents();
        texts.push(cells.slice(0, -1).map(text => text.trim()));
    }
    return texts;
}
