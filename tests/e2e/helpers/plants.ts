/** The plant-selection screen and the stored plant (`selectedSubsidiary`). */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './scenario.ts';
import { TEXTS, type Locale } from './texts.ts';

const chooser = (page: Page, locale: Locale) =>
    page.getByRole('list', {
        name: TEXTS[locale].plantSelectionTitle,
        exact: true,
    });

/** The chooser lists each plant with its name and masked CNPJ. */
export async function assertOnPlantSelection(
    page: Page,
    plants: number,
    locale: Locale = 'pt-BR'
): Promise<string[]> {
    await page
        .getByRole('heading', {
            name: TEXTS[locale].plantSelectionTitle,
            exact: true,
        })
        .waitFor({ state: 'visible' });
    const items = chooser(page, locale).getByRole('button');
    await items.first().waitFor({ state: 'visible' });
    expect(await items.count()).toBe(plants);
    const texts = await items.allInnerTexts();
    for (const text of texts) {
        expect(text).toMatch(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/);
    }
    return texts.map(text => text.split('\n')[0]?.trim() ?? '');
}

export async function clickPlant(
    page: Page,
    name: string,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await chooser(page, locale).getByRole('button', { name }).click();
}

export async function assertNoPlantSelection(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    expect(
        await page
            .getByRole('heading', {
                name: TEXTS[locale].plantSelectionTitle,
                exact: true,
            })
            .count()
    ).toBe(0);
}

/** The app's localStorage entry, read from the context (no page script). */
export async function readLocalStorage(
    context: BrowserContext,
    key: string
): Promise<string | null> {
    const state = await context.storageState();
    const origin = new URL(baseUrl()).origin;
    const entries =
        state.origins.find(o => o.origin === origin)?.localStorage ?? [];
    return entries.find(e => e.name === key)?.value ?? null;
}

export const readStoredPlant = (context: BrowserContext) =>
    readLocalStorage(context, 'selectedSubsidiary');
