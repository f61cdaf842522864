/**
 * Brute-force detection in the browser: thirty wrong passwords
 * for one name lock it, and the login page says so in the user's language
 * with Keycloak's own words. A name of nobody is used, so no account the
 * other scenarios sign in with is locked (names of nobody are counted
 * alike: the answer never tells whether an account exists).
 */
import { describe, expect, test } from 'vitest';
import { runTag } from './helpers/data.ts';
import {
    assertOnLoginPage,
    clickSignIn,
    fillLoginForm,
    goToApp,
} from './helpers/login.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';

describe('Sign-in resists guessing', () => {
    const browser = useBrowser();

    test('após 30 senhas erradas o nome fica bloqueado, com a mensagem do Keycloak em português', async () => {
        const { page } = await openPage(browser(), { locale: 'pt-BR' });
        const username = `ninguem.${runTag().toLowerCase()}`;
        await goToApp(page);
        await assertOnLoginPage(page);
        const error = page.locator('#input-error');
        const attempt = async (i: number) => {
            await fillLoginForm(page, { username, password: `Errada#${i}` });
            await clickSignIn(page);
            await page.waitForLoadState();
            await assertOnLoginPage(page);
            return (await error.innerText()).trim();
        };
        for (let i = 1; i <= 30; i++)
            expect(await attempt(i)).toBe('Usuário ou senha inválidos.');
        expect(await attempt(31)).toBe(
            'Conta temporariamente desativada; contate o administrador ou tente novamente mais tarde.'
        );
    });
});
