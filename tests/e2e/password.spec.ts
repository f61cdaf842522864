/**
 * Changing one's password on /my-profile: the current password
 * is asked for (a wrong one is said under its input), the new one signs in
 * and the old one no longer does, and another browser signed in as the same
 * user is signed out at its next refresh (its refresh token was revoked).
 * A fresh user made through the API: the demo accounts' passwords stay.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { apiClient, type Rec } from '../api/helpers/apiClient.ts';
import { signIn as signInOverHttp } from '../api/helpers/login.ts';
import { ADMIN, OPERATOR, type Account } from './helpers/accounts.ts';
import { runTag } from './helpers/data.ts';
import {
    assertLoginError,
    assertOnLoginPage,
    assertSentToLoginPage,
    clickSignIn,
    fillLoginForm,
    goToApp,
    signIn,
} from './helpers/login.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';

/** A user with the operator's profile and one plant, and a first password. */
async function freshUser(password: string): Promise<Account> {
    const admin = apiClient(
        baseUrl(),
        (await signInOverHttp(baseUrl(), ADMIN.username, ADMIN.password))
            .accessToken
    );
    const operator = apiClient(
        baseUrl(),
        (await signInOverHttp(baseUrl(), OPERATOR.username, OPERATOR.password))
            .accessToken
    );
    const session = (await operator.get('/user/session')).record;
    const plants = (session.subsidiaries ?? []) as { id: number }[];
    const email = `senha.${runTag().toLowerCase()}@exemplo.com.br`;
    const created = await admin.post('/user', {
        name: 'Pessoa da Senha',
        email,
        companyId: (session.user as Rec).companyId,
        profileWebId: (session.profile as Rec).id,
        subsidiaryIds: [plants[0]?.id],
    });
    expect(created.status).toBe(201);
    const id = created.record.id as number;
    expect(
        (await admin.post(`/user/${id}/initial-password`, { password })).status
    ).toBe(200);
    return { username: email, password };
}

async function changePassword(
    page: Page,
    current: string,
    next: string
): Promise<void> {
    await page.getByLabel(/^Senha atual/).fill(current);
    await page.getByLabel(/^Nova senha/).fill(next);
    await page.getByLabel(/^Confirme a nova senha/).fill(next);
    await page.getByRole('button', { name: 'Atualizar senha' }).click();
}

describe('Password change', () => {
    const browser = useBrowser();

    test('asks for the current password, then the new one signs in and other sessions end', async () => {
        const user = await freshUser('Primeira#2026');
        const next = 'Segunda#2026';
        const { page } = await openPage(browser());
        const { page: elsewhere } = await openPage(browser());
        await signIn(elsewhere, user);
        await assertInShell(elsewhere);

        await signIn(page, user, '/my-profile');
        await assertInShell(page);
        await page
            .getByRole('heading', { level: 2, name: 'Alterar senha' })
            .waitFor();

        await changePassword(page, 'Errada#2026', next);
        await page.getByText('A senha atual não está correta').waitFor();

        await changePassword(page, user.password, next);
        await page.getByText('Senha atualizada com sucesso').waitFor();
        // This browser stays signed in.
        await assertInShell(page);

        // The other browser's refresh token was revoked: at its next
        // refresh (60-second tokens, 30 s before expiry) it is signed out.
        await assertSentToLoginPage(elsewhere, 60_000);
        await fillLoginForm(elsewhere, user);
        await clickSignIn(elsewhere);
        await assertLoginError(elsewhere);
        await fillLoginForm(elsewhere, { ...user, password: next });
        await clickSignIn(elsewhere);
        await assertInShell(elsewhere);
    });

    test('the panel is on the profile page in both languages', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await goToApp(page, '/my-profile');
        await assertOnLoginPage(page);
        await fillLoginForm(page, ADMIN);
        await clickSignIn(page);
        await assertInShell(page, 'en-US');
        await page
            .getByRole('heading', { level: 2, name: 'Change password' })
            .waitFor();
        await page.getByLabel(/^Current password/).waitFor();
    });
});
