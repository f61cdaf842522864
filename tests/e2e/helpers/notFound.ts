/** The not-found page (spec section 2) and its way back. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEXTS, type Locale } from './texts.ts';

const backButton = (page: Page, locale: Locale) =>
    page
        .getByRole('link', { name: TEXTS[locale].backToPlatform, exact: true })
        .or(
            page.getByRole('button', {
                name: TEXTS[locale].backToPlatform,
                exact: true,
            })
        );

export async function assertNotFoundPage(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await page
        .getByText(TEXTS[locale].notFoundMessage, { exact: true })
        .waitFor({ state: 'visible' });
    await backButton(page, locale).waitFor({ state: 'visible' });
}

export async function clickBackToPlatform(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await backButton(page, locale).click();
}

export async function assertNotOnNotFoundPage(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await page
        .getByText(TEXTS[locale].notFoundMessage, { exact: true })
        .waitFor({ state: 'hidden' });
    expect(await backButton(page, locale).count()).toBe(0);
}
