/**
 * A generated list's reference filter in the production build: it loads
 * the autocomplete when first used (docs/performance.md, "Chunks"), filters the
 * list through the API, keeps the filter in the URL, and shows the chosen
 * record again after a reload (spec section 8: text search, filters and
 * paging).
 */
import { describe, expect, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { OPERATOR, VIEWER } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import {
    assertColumnAll,
    assertListLoaded,
    chooseReferenceFilter,
    cellStyle,
    columnTexts,
} from './helpers/lists.ts';
import { assertAtPath } from './helpers/navigation.ts';
import { signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';

describe('Lists', () => {
    const browser = useBrowser();

    test('an operator filters sensors by gateway, and the filter survives a reload', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, 'en-US');
        await clickPlant(page, plant, 'en-US');
        await assertInShell(page, 'en-US');

        await clickMenuPage(page, 'Sensors', 'en-US');
        await assertAtPath(page, '/sensor');
        await assertListLoaded(page);
        const total = await page.getByText(/^1-\d+ of \d+$/).textContent();

        // A text cell (src/builders/list/TextColumn.tsx) looks like the MUI
        // TableCell of a reference column in the same row.
        const [textCell, muiCell] = await Promise.all(
            ['Name', 'Gateway'].map(header => cellStyle(page, header))
        );
        expect(textCell).toEqual(muiCell);
        expect(textCell).toMatchObject({ paddingLeft: '8px' });

        // A gateway the first sensor reports through: the filter keeps it.
        await expect
            .poll(async () => (await columnTexts(page, 'Gateway'))[0])
            .toBeTruthy();
        const [gateway = ''] = await columnTexts(page, 'Gateway');
        await chooseReferenceFilter(page, 'sensor', 'Gateway', gateway);
        await assertListLoaded(page);
        await assertColumnAll(page, 'Gateway', gateway);
        expect(await page.getByText(/^1-\d+ of \d+$/).textContent()).not.toBe(
            total
        );
        const filter = new URL(page.url()).searchParams.get('filter') ?? '';
        expect(JSON.parse(filter)).toHaveProperty('gatewayId');
        await assertAccessible(page);
        await screenshot(page, 'sensor-list-filtered');
        // At 1280 px a wide table scrolls in its card, not the whole page.
        expect(
            await page.evaluate(
                'document.documentElement.scrollWidth - window.innerWidth'
            )
        ).toBeLessThanOrEqual(0);

        await page.reload();
        await assertListLoaded(page);
        await assertColumnAll(page, 'Gateway', gateway);
        // The cells look the same after the reload.
        expect(await cellStyle(page, 'Name')).toEqual(textCell);
        expect(await cellStyle(page, 'Gateway')).toEqual(muiCell);
        await expect
            .poll(() =>
                page
                    .getByRole('textbox', { name: 'Gateway', exact: true })
                    .inputValue()
            )
            .toBe(gateway);
    });

    test("a viewer sees each user's web profile, as the operator does", async () => {
        const profiles = async (account: typeof OPERATOR) => {
            const { page, context } = await openPage(browser());
            await signIn(page, account, '/user');
            if (account === OPERATOR) {
                // Two plants: the operator picks the first, and the deep
                // link is kept across the choice.
                const [plant = ''] = await assertOnPlantSelection(page, 2);
                await clickPlant(page, plant);
            }
            await assertInShell(page);
            await assertAtPath(page, '/user');
            await assertListLoaded(page);
            // The profile names come from one getMany after the rows.
            await expect
                .poll(() => columnTexts(page, 'Perfil web'))
                .not.toContain('');
            const names = await columnTexts(page, 'Perfil web');
            await context.close();
            return names;
        };
        const seenByViewer = await profiles(VIEWER);
        expect(seenByViewer.length).toBeGreaterThan(0);
        expect(seenByViewer).toContain('Operador');
        expect(seenByViewer).toEqual(await profiles(OPERATOR));
    });
});
