/**
 * Generated create and details forms: inputs found by their label (a
 * required one carries " *"), toolbar buttons by name, toasts as alerts.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { TEXTS, type Locale } from './texts.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The input labelled `label` (react-admin appends " *" to required ones). */
const field = (page: Page, label: string): Locator =>
    page.getByLabel(new RegExp(`^${escape(label)}(\\s*\\*)?$`));

const button = (page: Page, name: string): Locator =>
    page
        .getByRole('button', { name, exact: true })
        .or(page.getByRole('link', { name, exact: true }));

export async function clickCreate(
    page: Page,
    locale: Locale = 'en-US'
): Promise<void> {
    await button(page, TEXTS[locale].create).click();
}

export async function fillField(
    page: Page,
    label: string,
    value: string
): Promise<void> {
    await field(page, label).fill(value);
}

/** Key by key, as a user types into a masked input. */
export async function typeIntoField(
    page: Page,
    label: string,
    value: string
): Promise<void> {
    const input = field(page, label);
    await input.click();
    await input.pressSequentially(value);
}

export async function chooseOption(
    page: Page,
    label: string,
    option: string
): Promise<void> {
    await field(page, label).click();
    await page.getByRole('option', { name: option, exact: true }).click();
}

export async function assertFieldValue(
    page: Page,
    label: string,
    value: string
): Promise<void> {
    await expect.poll(() => field(page, label).inputValue()).toBe(value);
}

export async function assertFieldReadOnly(
    page: Page,
    label: string
): Promise<void> {
    const input = field(page, label);
    await input.waitFor({ state: 'visible' });
    expect(await input.isEditable()).toBe(false);
}

export async function assertFieldEditable(
    page: Page,
    label: string
): Promise<void> {
    await expect.poll(() => field(page, label).isEditable()).toBe(true);
}

/** The message under the input: its accessible description (helper text). */
export async function assertFieldError(
    page: Page,
    label: string,
    message: string
): Promise<void> {
    const input = field(page, label);
    await expect
        .poll(async () => {
            const ids = (await input.getAttribute('aria-describedby')) ?? '';
            const texts = await Promise.all(
                ids
                    .split(/\s+/)
                    .filter(Boolean)
                    .map(id => page.locator(`[id="${id}"]`).innerText())
            );
            return texts.join(' ');
        })
        .toContain(message);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
}

export async function clickSave(
    page: Page,
    locale: Locale = 'en-US'
): Promise<void> {
    await button(page, TEXTS[locale].save).click();
}

export async function clickEnableEdit(
    page: Page,
    locale: Locale = 'en-US'
): Promise<void> {
    await button(page, TEXTS[locale].enableEdit).click();
}

/** Delete, then the confirmation modal says it is final; confirm it. */
export async function clickDeleteAndConfirm(
    page: Page,
    locale: Locale = 'en-US'
): Promise<void> {
    await page
        .getByRole('button', { name: TEXTS[locale].delete, exact: true })
        .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    const text = await dialog.innerText();
    expect(text).toContain(TEXTS[locale].deleteQuestion);
    expect(text).toContain(TEXTS[locale].deleteIrreversible);
    await dialog
        .getByRole('button', { name: TEXTS[locale].confirm, exact: true })
        .click();
}

/** A toast (MUI Alert) with this text appears. */
/**
 * A look-up whose answer differs from what was typed by hand asks before
 * replacing it; the user keeps theirs, and the dialog names those fields.
 */
export async function keepTypedOverLookup(
    page: Page,
    fields: string[],
    locale: Locale = 'en-US'
): Promise<void> {
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    const text = await dialog.innerText();
    for (const field of fields) expect(text).toContain(field);
    await dialog
        .getByRole('button', { name: TEXTS[locale].keepMine, exact: true })
        .click();
    await dialog.waitFor({ state: 'hidden' });
}

export async function assertToast(page: Page, text: string): Promise<void> {
    await page
        .getByRole('alert')
        .filter({ hasText: text })
        .first()
        .waitFor({ state: 'visible' });
}

/** The details page in read mode: "Enable edit" offered, nothing to save. */
export async function assertDetailsInReadMode(
    page: Page,
    locale: Locale = 'en-US'
): Promise<void> {
    await button(page, TEXTS[locale].enableEdit).waitFor({ state: 'visible' });
    expect(await button(page, TEXTS[locale].save).count()).toBe(0);
}
