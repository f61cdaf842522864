/**
 * The editors built for the job: an administrator builds a
 * profile by its pages, creates a user of it and gives them a first
 * password; the user signs in and sees that menu, and sees the limited one
 * at their next sign-in. In Portuguese, a module and a mobile page made
 * through their editors bring a fourth module to the bottom menu, which
 * the profile editor refuses with the spec's sentence.
 */
import type { Page } from 'playwright-core';
import { assertAccessible } from './helpers/axe.ts';
import { describe, expect, test } from 'vitest';
import { ADMIN, type Account } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { runTag } from './helpers/data.ts';
import {
    assertToast,
    chooseOption,
    clickEnableEdit,
    clickSave,
    fillField,
} from './helpers/forms.ts';
import { assertAtDetailsPath } from './helpers/navigation.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import {
    assertInShell,
    assertMenuHasPage,
    assertMenuLacksPage,
} from './helpers/shell.ts';

const checkbox = (page: Page, name: string) =>
    page.getByRole('checkbox', { name, exact: true });

/** Picks `option` in the autocomplete labelled `label`, typing to find it. */
async function pick(page: Page, label: string, option: string) {
    const input = page.getByRole('combobox', {
        name: new RegExp(`^${label}(\\s*\\*)?$`),
    });
    await input.click();
    await input.fill(option);
    await page.getByRole('option', { name: option, exact: true }).click();
}

describe('Editors', () => {
    const browser = useBrowser();

    test('a profile built by its pages is what its new user sees, and its limits reach them at the next sign-in', async () => {
        const tag = runTag();
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await signIn(page, ADMIN);
        await assertInShell(page, 'en-US');

        await goToApp(page, '/admin/profile/new');
        await fillField(page, 'Name', `E2E Plantão ${tag}`);
        for (const name of ['Dashboard', 'Sensors', 'Gateways'])
            await checkbox(page, name).check();
        const preview = page.getByRole('group', { name: 'Side menu' });
        await expect
            .poll(() => preview.getByRole('listitem').allInnerTexts())
            .toEqual(['Dashboard', 'Sensors', 'Gateways']);
        await assertAccessible(page);
        await screenshot(page, 'profile-editor');
        await clickSave(page);
        await assertToast(page, 'Profile created successfully');
        const profileUrl = await assertAtDetailsPath(page, '/admin/profile');

        const email = `e2e.${tag.toLowerCase()}@example.com`;
        const password = `Plantao#${tag}1a`;
        await goToApp(page, '/admin/user/new');
        await fillField(page, 'Name', `E2E Pessoa ${tag}`);
        await fillField(page, 'Email', email);
        await pick(page, 'Company', 'Serra Gaúcha Hidrelétricas');
        await pick(page, 'Web profile', `E2E Plantão ${tag}`);
        await pick(page, 'Power plants', 'PCH Passo das Antas');
        await clickSave(page);
        await assertToast(page, 'User created successfully');
        await page
            .getByText('This user has no password yet and cannot sign in.', {
                exact: false,
            })
            .waitFor();
        await fillField(page, 'First password', password);
        await fillField(page, 'Confirm new password', password);
        await page
            .getByRole('button', { name: 'Set first password', exact: true })
            .click();
        await assertToast(page, 'Password set: the user can sign in');
        const account: Account = { username: email, password };

        const asUser = async () => {
            const { page: p } = await openPage(browser(), { locale: 'en-US' });
            await signIn(p, account);
            await assertInShell(p, 'en-US');
            return p;
        };
        const first = await asUser();
        await assertMenuHasPage(first, 'Sensors', '/sensor', 'en-US');
        await assertMenuHasPage(first, 'Gateways', '/gateway', 'en-US');
        await assertMenuLacksPage(first, '/device', 'en-US');

        await goToApp(page, profileUrl);
        await clickEnableEdit(page);
        await checkbox(page, 'Gateways').uncheck();
        await clickSave(page);
        await assertToast(page, 'Profile updated successfully');

        const next = await asUser();
        await assertMenuHasPage(next, 'Sensors', '/sensor', 'en-US');
        await assertMenuLacksPage(next, '/gateway', 'en-US');
    });

    test('um quarto módulo no menu inferior do aplicativo é recusado com a frase da especificação', async () => {
        const tag = runTag();
        const code = `campo${tag}`;
        const { page } = await openPage(browser(), { locale: 'pt-BR' });
        await signIn(page, ADMIN);
        await assertInShell(page, 'pt-BR');

        await goToApp(page, '/admin/module/new');
        await fillField(page, 'Código', code);
        await page
            .getByText('Este código ainda não tem nome no catálogo', {
                exact: false,
            })
            .waitFor();
        await page.getByRole('combobox', { name: 'Ícone' }).click();
        await page.getByRole('option', { name: 'Water', exact: true }).click();
        await fillField(page, 'Ordem', '90');
        await clickSave(page, 'pt-BR');
        await assertToast(page, 'Módulo criado com sucesso');

        await goToApp(page, '/admin/page/new');
        await fillField(page, 'Código', `pagina${tag}`);
        await fillField(page, 'URL', `/campo-${tag.toLowerCase()}`);
        await pick(page, 'Módulo', code);
        await chooseOption(page, 'Tipo', 'Mobile');
        await clickSave(page, 'pt-BR');
        await assertToast(page, 'Página criada com sucesso');

        await goToApp(page, '/admin/profile/new');
        await fillField(page, 'Nome', `E2E App ${tag}`);
        await chooseOption(page, 'Tipo', 'Mobile');
        for (const name of ['Início', 'Medições', 'Inspeções', `pagina${tag}`])
            await checkbox(page, name).check();
        const bottom = (name: string) =>
            page.getByRole('switch', {
                name: `Mostrar no menu inferior do app: ${name}`,
                exact: true,
            });
        for (const name of ['Início', 'Medições', 'Inspeções'])
            await bottom(name).check();
        await bottom(`pagina${tag}`).click();
        await page
            .getByRole('alert')
            .getByText(
                'Você atingiu o limite de 3 módulos no menu inferior do aplicativo',
                { exact: true }
            )
            .waitFor();
        expect(await bottom(`pagina${tag}`).isChecked()).toBe(false);
        await assertAccessible(page);
        await screenshot(page, 'profile-bottom-menu-limit');
        await clickSave(page, 'pt-BR');
        await assertToast(page, 'Perfil criado com sucesso');
    });
});
