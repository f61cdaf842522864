/**
 * The shell: header (menu toggle, My Account), side drawer (plant
 * switcher, menu, language). Found by role and accessible name; the
 * drawer itself by its id (`shell-drawer`), as MUI names no role for it.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEXTS, type Locale } from './texts.ts';

const DRAWER = '#shell-drawer';

const accountButton = (page: Page, locale: Locale) =>
    page.getByRole('button', { name: TEXTS[locale].myAccount, exact: true });

const navigation = (page: Page, locale: Locale): Locator =>
    page.getByRole('navigation', {
        name: TEXTS[locale].navigation,
        exact: true,
    });

/**
 * The drawer's switcher. Looked for in the navigation only: a page's own
 * "Usina" filter (a combobox of the same name) is not the switcher, and an
 * admin's first list can draw one before the check runs.
 */
const plantSwitcher = (page: Page, locale: Locale) =>
    navigation(page, locale).getByRole('combobox', {
        name: TEXTS[locale].plant,
        exact: true,
    });

const menuLink = (page: Page, name: string, locale: Locale) =>
    navigation(page, locale).getByRole('link', { name, exact: true });

/** The shell is up: the session loaded and no plant is left to choose. */
export async function assertInShell(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await accountButton(page, locale).waitFor({ state: 'visible' });
}

export async function clickMyAccount(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await accountButton(page, locale).click();
}

export async function clickLogout(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await clickMyAccount(page, locale);
    await page
        .getByRole('menuitem', { name: TEXTS[locale].logout, exact: true })
        .click();
}

export async function clickMenuPage(
    page: Page,
    name: string,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await menuLink(page, name, locale).click();
}

export async function clickMenuToggle(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await page
        .getByRole('button', { name: TEXTS[locale].menuToggle, exact: true })
        .click();
}

/** A menu entry leading to `href` (the page url of the profile's module). */
export async function assertMenuHasPage(
    page: Page,
    name: string,
    href: string,
    locale: Locale = 'pt-BR'
): Promise<void> {
    const link = menuLink(page, name, locale);
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toBe(href);
}

export async function assertMenuLacksPage(
    page: Page,
    href: string,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await navigation(page, locale).waitFor({ state: 'visible' });
    expect(
        await navigation(page, locale).locator(`a[href="${href}"]`).count()
    ).toBe(0);
}

/** The plant switcher shows `name` as the selected plant. */
export async function assertPlantSwitcherShows(
    page: Page,
    name: string,
    locale: Locale = 'pt-BR'
): Promise<void> {
    const select = plantSwitcher(page, locale);
    await select.waitFor({ state: 'visible' });
    const value = await select.inputValue();
    const shown = await select.locator(`option[value="${value}"]`).innerText();
    expect(shown.trim()).toBe(name);
}

/** Picks another plant in the drawer's switcher. */
export async function switchPlant(
    page: Page,
    name: string,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await plantSwitcher(page, locale).selectOption({ label: name });
}

export async function assertPlantSwitcherDisabled(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    const select = plantSwitcher(page, locale);
    await select.waitFor({ state: 'visible' });
    expect(await select.isDisabled()).toBe(true);
}

export async function assertNoPlantSwitcher(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await navigation(page, locale).waitFor({ state: 'visible' });
    expect(await plantSwitcher(page, locale).count()).toBe(0);
}

export async function selectLanguage(
    page: Page,
    next: Locale,
    current: Locale = 'pt-BR'
): Promise<void> {
    await page
        .getByRole('combobox', { name: TEXTS[current].language, exact: true })
        .selectOption(next);
}

export async function assertLanguageSwitcherShows(
    page: Page,
    locale: Locale
): Promise<void> {
    const select = page.getByRole('combobox', {
        name: TEXTS[locale].language,
        exact: true,
    });
    await select.waitFor({ state: 'visible' });
    expect(await select.inputValue()).toBe(locale);
}

/**
 * MUI's temporary drawer is a modal (`.MuiDrawer-modal`), kept mounted
 * but hidden while closed; the persistent one is docked in the page.
 */
export async function assertDrawerIsTemporary(page: Page): Promise<void> {
    const drawer = page.locator(DRAWER);
    await drawer.waitFor({ state: 'attached' });
    expect(await drawer.getAttribute('class')).toContain('MuiDrawer-modal');
}

export async function assertDrawerIsPersistent(page: Page): Promise<void> {
    const drawer = page.locator(DRAWER);
    await drawer.waitFor({ state: 'attached' });
    const classes = await drawer.getAttribute('class');
    expect(classes).toContain('MuiDrawer-docked');
    expect(classes).not.toContain('MuiDrawer-modal');
}

export async function assertDrawerClosed(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await navigation(page, locale).waitFor({ state: 'hidden' });
    const toggle = page.getByRole('button', {
        name: TEXTS[locale].menuToggle,
        exact: true,
    });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
}

/** Open as an overlay: the menu shows above a backdrop that closes it. */
export async function assertDrawerOpenAsOverlay(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await navigation(page, locale).waitFor({ state: 'visible' });
    await page
        .locator(`${DRAWER} .MuiBackdrop-root`)
        .waitFor({ state: 'visible' });
}

/** Open beside the page: no backdrop, the page stays usable. */
export async function assertDrawerOpenBesidePage(
    page: Page,
    locale: Locale = 'pt-BR'
): Promise<void> {
    await navigation(page, locale).waitFor({ state: 'visible' });
    expect(await page.locator('.MuiBackdrop-root:visible').count()).toBe(0);
}
