/**
 * The field app's screens (docs/field-app.md) as an inspector uses them on
 * a phone: the bottom menu, the forms, the reading, the outbox; and the
 * device's state (the worker, the page kept for offline use).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Account } from './accounts.ts';
import { signIn } from './login.ts';
import { assertOnPlantSelection, clickPlant } from './plants.ts';
import { openPage } from './scenario.ts';
import type { Browser } from 'playwright-core';

export const PHONE = { width: 375, height: 812 };

/** A 1×1 PNG: a photo answer. */
export const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64'
);

export const bottomMenu = (page: Page) =>
    page.getByRole('navigation', { name: 'Menu principal' });

/** On a phone, signed in, in the first plant: the field app's home. */
export async function openFieldApp(
    browser: Browser,
    account: Account,
    plants = 2
): Promise<{ context: BrowserContext; page: Page; plantId: number }> {
    const { context, page } = await openPage(browser, {
        ...PHONE,
        serviceWorkers: 'allow',
    });
    await signIn(page, account, '/home');
    if (plants > 1) {
        const [first = ''] = await assertOnPlantSelection(page, plants);
        await clickPlant(page, first);
    }
    await bottomMenu(page).waitFor();
    const stored = (await page.evaluate(
        "localStorage.getItem('selectedSubsidiary')"
    )) as string;
    const plantId = (
        JSON.parse(Buffer.from(stored, 'base64').toString()) as { id: number }
    ).id;
    return { context, page, plantId };
}

/** The bottom menu's entries, in order. */
export const bottomMenuLabels = async (page: Page): Promise<string[]> =>
    (await bottomMenu(page).getByRole('link').allInnerTexts()).map(t =>
        t.trim()
    );

export async function clickBottomMenu(page: Page, name: string) {
    await bottomMenu(page).getByRole('link', { name }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** The worker controls the page and holds the page for offline use. */
export async function assertReadyForOffline(page: Page): Promise<void> {
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await expect
        .poll(
            () =>
                page.evaluate(
                    "caches.open('app-page').then(c => c.match('/index.html')).then(r => !!r)"
                ),
            { timeout: 20_000 }
        )
        .toBe(true);
}

/** Loads the kit and the home with the network, so the device keeps them. */
export async function visitWithNetwork(page: Page, formName?: string) {
    await clickBottomMenu(page, 'Inspeções');
    if (formName)
        await page
            .getByRole('link', { name: `Preencher ${formName}` })
            .waitFor();
    await clickBottomMenu(page, 'Início');
    await page
        .getByRole('heading', { level: 2, name: /Alertas a responder/ })
        .waitFor();
}

/** What waits on the device, as the status line says it ('' when nothing). */
export const outboxStatus = (page: Page) =>
    page.getByRole('status').first().innerText();

export async function fillRegister(
    page: Page,
    formName: string,
    answers: { text: string; lat: string; lng: string },
    textLabel = 'Condição do talude'
): Promise<void> {
    await clickBottomMenu(page, 'Inspeções');
    await page.getByRole('link', { name: `Preencher ${formName}` }).click();
    await page.getByRole('heading', { level: 2, name: formName }).waitFor();
    await page.getByLabel(textLabel).fill(answers.text);
    await page.locator('input[type=file]').first().setInputFiles({
        name: 'foto.png',
        mimeType: 'image/png',
        buffer: PNG,
    });
    await page.getByRole('img', { name: /Foto/ }).waitFor();
    await page.getByLabel(/Latitude/).fill(answers.lat);
    await page.getByLabel(/Longitude/).fill(answers.lng);
    await page.getByRole('button', { name: 'Salvar registro' }).click();
    await page
        .getByRole('heading', { level: 2, name: 'Registros em andamento' })
        .waitFor();
}

export async function takeReading(
    page: Page,
    sensorName: string,
    value: string,
    note: string
): Promise<void> {
    await clickBottomMenu(page, 'Medições');
    await page.getByLabel('Nome, código ou DevEUI').fill(sensorName);
    await page
        .getByRole('list', { name: 'Sensores encontrados' })
        .getByRole('button', { name: new RegExp(sensorName) })
        .first()
        .click();
    await page.getByLabel(/^Valor/).fill(value);
    await page.getByLabel('Observação').fill(note);
    await page.getByRole('button', { name: 'Conferir leitura' }).click();
    await page
        .getByRole('region', { name: 'Conferência antes de salvar' })
        .waitFor();
    await page.getByRole('button', { name: 'Salvar leitura' }).click();
    await page.getByRole('button', { name: 'Conferir leitura' }).waitFor({
        state: 'detached',
    });
}

/**
 * A user with a mobile profile on a phone chooses the full console (the
 * field app's account menu), as the console's narrow-screen tests need.
 */
export async function openFullConsole(
    page: Page,
    locale: 'pt-BR' | 'en-US' = 'pt-BR'
): Promise<void> {
    const [account, console, menu] =
        locale === 'pt-BR'
            ? ['Minha conta', 'Abrir o console completo', 'Menu principal']
            : ['My Account', 'Open the full console', 'Main menu'];
    const nav = page.getByRole('navigation', { name: menu });
    await nav.waitFor();
    await page.getByRole('button', { name: account }).click();
    await page.getByRole('menuitem', { name: console }).click();
    await nav.waitFor({ state: 'detached' });
}

/**
 * The controls on the screen smaller than a gloved finger (48 × 48 px),
 * each as its name and size: MUI's inputs by their visible box.
 */
export const smallTargets = (page: Page): Promise<string[]> =>
    page.evaluate(`[...document.querySelectorAll(
        'a[href], button, select, textarea, input:not([type=hidden]):not([type=file]), [role=button], [role=menuitem], [role=link]'
    )]
        .map(el => el.closest('.MuiInputBase-root, .MuiButtonBase-root') ?? el)
        .filter((el, i, all) => all.indexOf(el) === i)
        .map(el => [el, el.getBoundingClientRect()])
        .filter(([el, r]) => r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden')
        .filter(([, r]) => r.width < 48 || r.height < 48)
        .map(([el, r]) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 60)
            + ' ' + Math.round(r.width) + '×' + Math.round(r.height))`);

/**
 * Presses Tab until the focused control is named `name` (its label, or
 * its text when it has none).
 */
export async function tabTo(page: Page, name: string | RegExp, max = 40) {
    for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const focused = (await page.evaluate(`(() => {
            const el = document.activeElement;
            if (!el) return '';
            return (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '').trim();
        })()`)) as string;
        if (typeof name === 'string' ? focused === name : name.test(focused))
            return;
    }
    throw new Error(`Tab did not reach ${String(name)} in ${max} presses`);
}
