/**
 * One admin resource (company) and one plant resource (gateway) through
 * the whole cycle: list, create, details read-only, edit, a server-side
 * validation error at its field with the typed values kept, and delete
 * behind the confirmation modal (spec sections 2 and 8), and
 * the company's Zabbix integration tested from its details.
 */
import { describe, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { ADMIN, OPERATOR } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { newCnpj, newGatewayEui, runTag } from './helpers/data.ts';
import {
    assertFieldEditable,
    assertDetailsInReadMode,
    assertFieldError,
    assertFieldReadOnly,
    assertFieldValue,
    assertToast,
    clickCreate,
    clickDeleteAndConfirm,
    clickEnableEdit,
    clickSave,
    fillField,
    keepTypedOverLookup,
    typeIntoField,
} from './helpers/forms.ts';
import { assertListLoaded } from './helpers/lists.ts';
import { assertAtDetailsPath, assertAtPath } from './helpers/navigation.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';
import { TEXTS } from './helpers/texts.ts';
import { assertServerZabbixAnswers } from './helpers/zabbixTest.ts';

const en = TEXTS['en-US'];

describe('Resources', () => {
    const browser = useBrowser();

    test('an admin creates, reads, edits and deletes a company, and a taken CNPJ is refused at its field', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        const tag = runTag();
        const cnpj = newCnpj();
        await signIn(page, ADMIN);
        await assertInShell(page, 'en-US');

        await clickMenuPage(page, 'Companies', 'en-US');
        await assertAtPath(page, '/admin/company');
        await assertListLoaded(page);
        await assertAccessible(page);
        await screenshot(page, 'company-list');

        await clickCreate(page);
        await assertAtPath(page, '/admin/company/new');
        await fillField(page, 'Name', `E2E Energia ${tag}`);
        await fillField(page, 'Email', `e2e-${tag.toLowerCase()}@example.com`);
        // A known CEP: the look-up fills the address.
        await typeIntoField(page, 'ZIP code (CEP)', '01310100');
        await assertFieldValue(page, 'Street', 'Avenida Paulista');
        await fillField(page, 'Number', '1000');
        await typeIntoField(page, 'CNPJ', cnpj);
        await assertFieldValue(page, 'CNPJ', cnpj);
        await assertAccessible(page);
        await screenshot(page, 'company-new');
        await clickSave(page);

        await assertToast(page, 'Company created successfully');
        const details = await assertAtDetailsPath(page, '/admin/company');
        await assertDetailsInReadMode(page);
        await assertFieldReadOnly(page, 'Name');
        await assertFieldValue(page, 'Name', `E2E Energia ${tag}`);
        await assertFieldValue(page, 'CNPJ', cnpj);
        // No integration of its own: the server's Zabbix answers for it.
        await assertServerZabbixAnswers(page, 'en-US');
        await assertAccessible(page);
        await screenshot(page, 'company-details');

        await clickEnableEdit(page);
        await assertFieldEditable(page, 'Name');
        await fillField(page, 'Name', `E2E Energia ${tag} Editada`);
        await clickSave(page);
        await assertToast(page, 'Company updated successfully');
        await assertDetailsInReadMode(page);
        await assertFieldReadOnly(page, 'Name');
        await assertFieldValue(page, 'Name', `E2E Energia ${tag} Editada`);

        // The same CNPJ again: only the server knows it is taken (code 07).
        await goToApp(page, '/admin/company/new');
        await fillField(page, 'Name', `E2E Duplicada ${tag}`);
        await fillField(page, 'Email', `dup-${tag.toLowerCase()}@example.com`);
        await typeIntoField(page, 'ZIP code (CEP)', '01310100');
        await assertFieldValue(page, 'Street', 'Avenida Paulista');
        await typeIntoField(page, 'CNPJ', cnpj);
        // The look-up knows this CNPJ: it asks before replacing what was typed.
        await keepTypedOverLookup(page, ['Name', 'Email']);
        await clickSave(page);
        await assertFieldError(page, 'CNPJ', en.alreadyInUse('CNPJ'));
        await assertAtPath(page, '/admin/company/new');
        await assertFieldValue(page, 'Name', `E2E Duplicada ${tag}`);
        await assertFieldValue(
            page,
            'Email',
            `dup-${tag.toLowerCase()}@example.com`
        );
        await assertFieldValue(page, 'CNPJ', cnpj);
        await assertAccessible(page);
        await screenshot(page, 'company-duplicate-cnpj');

        await goToApp(page, details);
        await assertDetailsInReadMode(page);
        await clickDeleteAndConfirm(page);
        await assertToast(page, 'Company deleted successfully!');
        await assertAtPath(page, '/admin/company');
    });

    test('an operator creates, reads, edits and deletes a gateway, and a taken EUI is refused at its field', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        const tag = runTag();
        const eui = newGatewayEui();
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, 'en-US');
        await clickPlant(page, plant, 'en-US');
        await assertInShell(page, 'en-US');

        await clickMenuPage(page, 'Gateways', 'en-US');
        await assertAtPath(page, '/gateway');
        await assertListLoaded(page);
        await assertAccessible(page);
        await screenshot(page, 'gateway-list');

        await clickCreate(page);
        await assertAtPath(page, '/gateway/new');
        await typeIntoField(page, 'Gateway EUI', eui);
        await fillField(page, 'Name', `GW E2E ${tag}`);
        await fillField(page, 'Latitude', '-19.1234567');
        await fillField(page, 'Longitude', '-47.7654321');
        await clickSave(page);

        await assertToast(page, 'Gateway created successfully');
        const details = await assertAtDetailsPath(page, '/gateway');
        await assertDetailsInReadMode(page);
        await assertFieldReadOnly(page, 'Name');
        await assertFieldValue(page, 'Gateway EUI', eui);
        await assertAccessible(page);
        await screenshot(page, 'gateway-details');

        await clickEnableEdit(page);
        await assertFieldEditable(page, 'Name');
        await fillField(page, 'Name', `GW E2E ${tag} renamed`);
        await clickSave(page);
        await assertToast(page, 'Gateway updated successfully');
        await assertDetailsInReadMode(page);
        await assertFieldValue(page, 'Name', `GW E2E ${tag} renamed`);

        await goToApp(page, '/gateway/new');
        await typeIntoField(page, 'Gateway EUI', eui);
        await fillField(page, 'Name', `GW duplicate ${tag}`);
        await fillField(page, 'Latitude', '-19.7654321');
        await fillField(page, 'Longitude', '-47.1234567');
        await clickSave(page);
        await assertFieldError(
            page,
            'Gateway EUI',
            en.alreadyInUse('Gateway EUI')
        );
        await assertAtPath(page, '/gateway/new');
        await assertFieldValue(page, 'Name', `GW duplicate ${tag}`);
        await assertFieldValue(page, 'Latitude', '-19.7654321');
        await assertFieldValue(page, 'Gateway EUI', eui);
        await assertAccessible(page);
        await screenshot(page, 'gateway-duplicate-eui');

        await goToApp(page, details);
        await assertDetailsInReadMode(page);
        await clickDeleteAndConfirm(page);
        await assertToast(page, 'Gateway deleted successfully!');
        await assertAtPath(page, '/gateway');
    });
});
