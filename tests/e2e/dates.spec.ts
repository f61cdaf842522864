/**
 * A date-time means the same minute for everyone (issue: forms that tell
 * the truth): a reading typed at 10:30 on the company's clock (São Paulo)
 * reads 10:30 in its details and in the list, in both languages, with the
 * browser in São Paulo and, to prove the company's zone rules, in Tokyo.
 */
import { describe, expect, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { OPERATOR } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { runTag } from './helpers/data.ts';
import {
    assertDetailsInReadMode,
    assertFieldValue,
    assertToast,
    clickSave,
    fillField,
    typeIntoField,
} from './helpers/forms.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertAtDetailsPath } from './helpers/navigation.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

const CASES: {
    locale: Locale;
    timezoneId: string;
    labels: { sensor: string; value: string; date: string; note: string };
    /** A value as the language writes it (docs/numbers.md). */
    value: string;
    typed: string;
    shown: string;
    cell: RegExp;
    heading: RegExp;
    created: string;
}[] = [
    {
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        labels: {
            sensor: 'Sensor',
            value: 'Valor',
            date: 'Data',
            note: 'Observação',
        },
        value: '12,5',
        typed: '201120261030',
        shown: '20/11/2026 10:30',
        cell: /^20\/11\/2026,? 10:30$/,
        heading: /^Medição .+ · 20\/11\/2026,? 10:30$/,
        created: 'Medição criada com sucesso',
    },
    {
        locale: 'en-US',
        timezoneId: 'Asia/Tokyo',
        labels: {
            sensor: 'Sensor',
            value: 'Value',
            date: 'Date',
            note: 'Note',
        },
        value: '12.5',
        typed: '112020261030',
        shown: '11/20/2026 10:30',
        cell: /^11\/20\/26,? 10:30\sAM$/,
        heading: /^Measure .+ · 11\/20\/26,? 10:30\sAM$/,
        created: 'Measure created successfully',
    },
];

describe('Dates', () => {
    const browser = useBrowser();

    test.each(CASES)(
        'a reading typed at 10:30 reads 10:30 in its details and in the list ($locale, browser in $timezoneId)',
        async c => {
            const { page } = await openPage(browser(), {
                locale: c.locale,
                timezoneId: c.timezoneId,
            });
            const tag = runTag();
            await signIn(page, OPERATOR);
            const [plant = ''] = await assertOnPlantSelection(
                page,
                2,
                c.locale
            );
            await clickPlant(page, plant, c.locale);
            await assertInShell(page, c.locale);

            await goToApp(page, '/measure/new');
            await page.getByLabel(new RegExp(`^${c.labels.sensor}`)).click();
            await page
                .getByRole('listbox')
                .getByRole('option')
                .first()
                .waitFor();
            await page.keyboard.press('ArrowDown');
            await page.keyboard.press('Enter');
            await fillField(page, c.labels.value, c.value);
            await typeIntoField(page, c.labels.date, c.typed);
            await assertFieldValue(page, c.labels.date, c.shown);
            await fillField(page, c.labels.note, `e2e ${tag}`);
            await clickSave(page, c.locale);
            await assertToast(page, c.created);

            await assertAtDetailsPath(page, '/measure');
            await assertDetailsInReadMode(page, c.locale);
            await assertFieldValue(page, c.labels.date, c.shown);
            // The heading names the reading by its sensor and time, not an ISO timestamp.
            const heading = page.locator('#react-admin-title');
            await expect.poll(() => heading.innerText()).toMatch(c.heading);
            await assertAccessible(page);
            await screenshot(page, `reading-details-${c.locale}`);

            const filter = encodeURIComponent(JSON.stringify({ q: tag }));
            await goToApp(page, `/measure?filter=${filter}`);
            const cell = page.getByRole('cell', { name: c.cell });
            await cell.waitFor();
            expect(await cell.count()).toBe(1);
            await assertAccessible(page);
            await screenshot(page, `reading-list-${c.locale}`);
        }
    );
});
