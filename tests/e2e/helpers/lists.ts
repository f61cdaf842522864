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

/** The list shows rows (or says it has none) and its paging reads "1-10 of 37". */
export async function assertListLoaded(page: Page): Promise<void> {
    const rows = page.locator('table tbody tr');
    const empty = page.getByText(
        /^(Nenhum dado para mostrar|No data to show)$/
    );
    await rows.first().or(empty).waitFor({ state: 'visible' });
    if ((await rows.count()) > 0) {
        await page
            .getByText(/^\d+-\d+ (de|of) \d+$/)
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
