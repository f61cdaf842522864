/**
 * Masks take what people paste (issue: forms that tell the truth), in both
 * languages: a phone with its country code lands as the national number; a
 * CNPJ, a CEP, a DevEUI and a gateway EUI with any separators, blanks or
 * case read as the mask lays them out. Every variant is covered by the
 * property tests of tests/unit/masks/paste.spec.ts.
 */
import type { Page } from 'playwright-core';
import { assertAccessible } from './helpers/axe.ts';
import { describe, test } from 'vitest';
import { ADMIN, OPERATOR } from './helpers/accounts.ts';
import { assertFieldValue } from './helpers/forms.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

const PHONE = { 'pt-BR': 'Telefone', 'en-US': 'Phone' } as const;
const CEP = { 'pt-BR': 'CEP', 'en-US': 'ZIP code (CEP)' } as const;
const GATEWAY_EUI = {
    'pt-BR': 'EUI do gateway',
    'en-US': 'Gateway EUI',
} as const;

/** Puts the whole text in at once, as a paste arrives. */
const paste = async (page: Page, label: string, text: string) => {
    await page
        .getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`))
        .click();
    await page.keyboard.insertText(text);
};

describe('Masks', () => {
    const browser = useBrowser();

    /** An operator signed in, in the first of their plants. */
    const inPlant = async (locale: Locale) => {
        const { page } = await openPage(browser(), { locale });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
        await clickPlant(page, plant, locale);
        await assertInShell(page, locale);
        return page;
    };

    test.each(['pt-BR', 'en-US'] as Locale[])(
        'a phone pasted as +55 (34) 99876-5432 reads (34) 99876-5432 (%s)',
        async locale => {
            const page = await inPlant(locale);
            await goToApp(page, '/contact/new');
            await paste(page, PHONE[locale], '+55 (34) 99876-5432');
            await assertFieldValue(page, PHONE[locale], '(34) 99876-5432');
            await assertAccessible(page);
        }
    );

    test.each(['pt-BR', 'en-US'] as Locale[])(
        'a CNPJ and a CEP pasted with dots, spaces and dashes read as masked (%s)',
        async locale => {
            const { page } = await openPage(browser(), { locale });
            await signIn(page, ADMIN);
            await assertInShell(page, locale);
            await goToApp(page, '/admin/company/new');
            await paste(page, 'CNPJ', ' 45 261 789 0001-10 ');
            await assertFieldValue(page, 'CNPJ', '45.261.789/0001-10');
            await paste(page, CEP[locale], '01.310-100');
            await assertFieldValue(page, CEP[locale], '01310 100');
            await assertAccessible(page);
        }
    );

    test.each(['pt-BR', 'en-US'] as Locale[])(
        'a DevEUI and a gateway EUI pasted with dashes in lower case read as masked (%s)',
        async locale => {
            const page = await inPlant(locale);
            await goToApp(page, '/sensor/new');
            await paste(page, 'DevEUI', '70-b3-d5-7e-d0-05-12-34');
            await assertFieldValue(page, 'DevEUI', '70:B3:D5:7E:D0:05:12:34');
            await assertAccessible(page);
            await goToApp(page, '/gateway/new');
            await paste(page, GATEWAY_EUI[locale], 'b8:27:eb:ff:fe:12:34:56');
            await assertFieldValue(
                page,
                GATEWAY_EUI[locale],
                'B827EBFFFE123456'
            );
            await assertAccessible(page);
        }
    );
});
