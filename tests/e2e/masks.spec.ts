/**
 * Masks take what people paste (issue: forms that tell the truth): a phone
 * pasted with its country code lands as the national number, in both
 * languages.
 */
import { describe, test } from 'vitest';
import { OPERATOR } from './helpers/accounts.ts';
import { assertFieldValue } from './helpers/forms.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

const PHONE = { 'pt-BR': 'Telefone', 'en-US': 'Phone' } as const;

describe('Masks', () => {
    const browser = useBrowser();

    test.each(['pt-BR', 'en-US'] as Locale[])(
        'a phone pasted as +55 (34) 99876-5432 reads (34) 99876-5432 (%s)',
        async locale => {
            const { page } = await openPage(browser(), { locale });
            await signIn(page, OPERATOR);
            const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
            await clickPlant(page, plant, locale);
            await assertInShell(page, locale);
            await goToApp(page, '/contact/new');
            const input = page.getByLabel(
                new RegExp(`^${PHONE[locale]}(\\s*\\*)?$`)
            );
            await input.click();
            // One insertion of the whole text, as a paste arrives.
            await page.keyboard.insertText('+55 (34) 99876-5432');
            await assertFieldValue(page, PHONE[locale], '(34) 99876-5432');
        }
    );
});
