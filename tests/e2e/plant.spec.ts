/**
 * The power plant's editor: an admin places a new
 * plant by clicking the map (the inputs take the point, the info toast
 * says so, saving stores it), a plant user opens their own plant's alert
 * configuration tab, and thresholds out of order are refused at the bound
 * with nothing saved. The stack has no tile server: the map is a blank grid
 * and no tile is asked of any other machine.
 */
import type { Locator, Page } from 'playwright-core';
import { assertAccessible } from './helpers/axe.ts';
import { describe, expect, test } from 'vitest';
import { ADMIN, OPERATOR } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { newCnpj, runTag } from './helpers/data.ts';
import {
    assertDetailsInReadMode,
    assertFieldValue,
    assertToast,
    chooseOption,
    clickDeleteAndConfirm,
    clickEnableEdit,
    clickSave,
    fillField,
    typeIntoField,
} from './helpers/forms.ts';
import { goToApp, signIn } from './helpers/login.ts';
import {
    assertAtDetailsPath,
    assertAtPath,
    reload,
} from './helpers/navigation.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';

/** What this editor says, per language. */
const PLANT_TEXTS = {
    'en-US': {
        map: "Map of the power plant's location",
        locationSet: 'Power plant location set by map click',
        created: 'Power plant created successfully',
        deleted: 'Power plant deleted successfully!',
        detailsTab: 'Details',
        alertsTab: 'Alert configuration',
    },
    'pt-BR': {
        map: 'Mapa da localização da usina',
        alertsTab: 'Configuração de alertas',
        levelEntry: 'Alerta de Nível',
        low: 'Baixa',
        medium: 'Média',
        mediumRefused: 'Média deve ser maior que o nível anterior',
        outOfOrder: 'Os níveis estão fora de ordem',
    },
} as const;

const SEVEN_DECIMALS = /^-?\d+(\.\d{1,7})?$/;

const field = (scope: Page | Locator, label: string) =>
    scope.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));

/** Every request that left the machine (tiles included). */
function recordForeignRequests(page: Page): string[] {
    const origin = new URL(baseUrl()).origin;
    const foreign: string[] = [];
    page.on('request', r => {
        const url = new URL(r.url());
        if (url.origin !== origin && url.protocol.startsWith('http'))
            foreign.push(r.url());
    });
    return foreign;
}

describe('Power plant editor', () => {
    const browser = useBrowser();

    test('an admin places a new plant by clicking the map, and saving stores the point', async () => {
        const en = PLANT_TEXTS['en-US'];
        const { page } = await openPage(browser(), { locale: 'en-US' });
        const foreign = recordForeignRequests(page);
        const tag = runTag();
        await signIn(page, ADMIN, '/admin/subsidiary/new');
        await assertInShell(page, 'en-US');
        await assertAtPath(page, '/admin/subsidiary/new');

        // The CNPJ first: its look-up may fill empty fields, never typed ones.
        await typeIntoField(page, 'CNPJ', newCnpj());
        await fillField(page, 'Name', `UHE E2E ${tag}`);
        await chooseOption(page, 'Company', 'Energia Vale do Paranaíba');
        await typeIntoField(page, 'ZIP code (CEP)', '01310100');
        await assertFieldValue(page, 'Street', 'Avenida Paulista');

        const map = page.getByLabel(en.map, { exact: true });
        await map.scrollIntoViewIfNeeded();
        await map.click({ position: { x: 120, y: 90 } });
        await assertToast(page, en.locationSet);
        await expect
            .poll(() => field(page, 'Latitude').inputValue())
            .toMatch(SEVEN_DECIMALS);
        const latitude = await field(page, 'Latitude').inputValue();
        const longitude = await field(page, 'Longitude').inputValue();
        expect(longitude).toMatch(SEVEN_DECIMALS);
        // The map opens over Brazil: the click lands there.
        expect(Number(latitude)).toBeGreaterThan(-34);
        expect(Number(latitude)).toBeLessThan(6);
        await assertAccessible(page);
        await screenshot(page, 'plant-new-map-click');

        await clickSave(page);
        await assertToast(page, en.created);
        const details = await assertAtDetailsPath(page, '/admin/subsidiary');
        await assertDetailsInReadMode(page);
        await reload(page);
        await assertFieldValue(page, 'Latitude', latitude);
        await assertFieldValue(page, 'Longitude', longitude);
        await page
            .getByRole('tab', { name: en.alertsTab, exact: true })
            .waitFor({ state: 'visible' });
        expect(foreign).toEqual([]);

        await goToApp(page, details);
        await assertDetailsInReadMode(page);
        await clickDeleteAndConfirm(page);
        await assertToast(page, en.deleted);
    });

    test('a plant user opens their plant; thresholds out of order are refused at the bound and nothing is saved', async () => {
        const pt = PLANT_TEXTS['pt-BR'];
        const { page } = await openPage(browser(), { locale: 'pt-BR' });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, 'pt-BR');
        await clickPlant(page, plant, 'pt-BR');
        await assertInShell(page, 'pt-BR');
        await goToApp(page, '/subsidiary/details');
        await assertDetailsInReadMode(page, 'pt-BR');
        await page.getByLabel(pt.map, { exact: true }).waitFor();

        const tab = page.getByRole('tab', { name: pt.alertsTab, exact: true });
        await tab.click();
        const entry = page.locator('li.RaSimpleFormIterator-line').filter({
            has: page.getByRole('heading', { name: pt.levelEntry }),
        });
        const low = field(entry, pt.low);
        const medium = field(entry, pt.medium);
        const stored = await low.inputValue();
        await assertAccessible(page);
        await screenshot(page, 'plant-alerts-read');

        await clickEnableEdit(page, 'pt-BR');
        await low.fill('99999');
        await expect
            .poll(() => entry.getByRole('status').innerText())
            .toContain(pt.outOfOrder);
        await clickSave(page, 'pt-BR');
        await expect
            .poll(async () => {
                const id =
                    (await medium.getAttribute('aria-describedby')) ?? '';
                return page.locator(`[id="${id}"]`).innerText();
            })
            .toContain(pt.mediumRefused);
        expect(await medium.getAttribute('aria-invalid')).toBe('true');
        await assertAccessible(page);
        await screenshot(page, 'plant-alerts-refused');

        // Nothing was sent: the stored bound is still there.
        await reload(page);
        await assertDetailsInReadMode(page, 'pt-BR');
        await page
            .getByRole('tab', { name: pt.alertsTab, exact: true })
            .click();
        await expect.poll(() => field(entry, pt.low).inputValue()).toBe(stored);
    });
});
