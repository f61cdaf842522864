/** Plant selection (spec section 4) and who sees the plant switcher. */
import { describe, expect, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { ADMIN, OPERATOR, VIEWER } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { signIn } from './helpers/login.ts';
import { reload } from './helpers/navigation.ts';
import {
    assertNoPlantSelection,
    assertOnPlantSelection,
    clickPlant,
    readStoredPlant,
} from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import {
    assertInShell,
    assertMenuHasPage,
    assertMenuLacksPage,
    assertNoPlantSwitcher,
    assertPlantSwitcherDisabled,
    assertPlantSwitcherShows,
} from './helpers/shell.ts';

describe('Plant selection', () => {
    const browser = useBrowser();

    test('the operator picks a plant and the choice survives a reload', async () => {
        const { context, page } = await openPage(browser());
        await signIn(page, OPERATOR);

        const plants = await assertOnPlantSelection(page, 2);
        await assertAccessible(page);
        await screenshot(page, 'plant-selection');
        // The second one, so that an automatic first choice cannot pass.
        const chosen = plants[1] ?? '';
        await clickPlant(page, chosen);
        await assertInShell(page);
        await assertPlantSwitcherShows(page, chosen);
        const stored = await readStoredPlant(context);
        expect(stored).not.toBeNull();
        await assertAccessible(page);
        await screenshot(page, 'operator-first-page');

        await reload(page);
        await assertInShell(page);
        await assertNoPlantSelection(page);
        await assertPlantSwitcherShows(page, chosen);
        expect(await readStoredPlant(context)).toBe(stored);
    });

    test("the viewer's only plant is selected without asking", async () => {
        const { context, page } = await openPage(browser());
        await signIn(page, VIEWER);

        await assertInShell(page);
        await assertNoPlantSelection(page);
        await assertPlantSwitcherDisabled(page);
        expect(await readStoredPlant(context)).not.toBeNull();
        await assertAccessible(page);
        await screenshot(page, 'viewer-first-page');
    });

    test('the admin sees the admin pages and no plant switcher', async () => {
        const { page } = await openPage(browser());
        await signIn(page, ADMIN);

        await assertInShell(page);
        await assertMenuHasPage(page, 'Empresas', '/admin/company');
        await assertMenuHasPage(page, 'Usinas', '/admin/subsidiary');
        await assertMenuHasPage(page, 'Usuários', '/admin/user');
        await assertMenuHasPage(page, 'Perfis', '/admin/profile');
        await assertMenuLacksPage(page, '/contact');
        await assertNoPlantSwitcher(page);
        await assertAccessible(page);
        await screenshot(page, 'admin-first-page');
    });
});
