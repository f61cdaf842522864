/**
 * The screens at a laptop's 1280 px and a phone's 375 px: a wide list keeps
 * its first column and its actions in view
 * inside its card, the overview's table and the latest alerts show every
 * value on a phone, the page never scrolls sideways, and the map's labels
 * never cover one another.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { OPERATOR } from './helpers/accounts.ts';
import { openFullConsole } from './helpers/field.ts';
import { screenshot } from './helpers/browser.ts';
import { assertListLoaded } from './helpers/lists.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertNoHorizontalScroll } from './helpers/monitoring.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

interface Rect {
    x: number;
    y: number;
    width: number;
    height: number;
}

const inside = (inner: Rect, outer: Rect) =>
    inner.x >= outer.x - 1 &&
    inner.x + inner.width <= outer.x + outer.width + 1;

const overlap = (a: Rect, b: Rect) =>
    a.x < b.x + b.width &&
    b.x < a.x + a.width &&
    a.y < b.y + b.height &&
    b.y < a.y + a.height;

/** The text of the table cell drawn on top at a point of the page. */
const topmostText = (page: Page, x: number, y: number) =>
    page.evaluate(
        `(document.elementFromPoint(${x}, ${y})?.closest('td, th')?.textContent ?? '').trim()`
    ) as Promise<string>;

/** The boxes of the map labels left shown: none covers another. */
async function assertLabelsApart(page: Page): Promise<void> {
    await page.locator('.plant-marker').first().waitFor();
    // DeclutterLabels runs after the markers are in place.
    await page.waitForTimeout(300);
    const shown = page.locator('.plant-marker-label:not([data-hidden])');
    const boxes = (
        await Promise.all((await shown.all()).map(l => l.boundingBox()))
    ).filter((b): b is Rect => b !== null);
    expect(boxes.length).toBeGreaterThan(0);
    for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
            expect(overlap(a, b), JSON.stringify([a, b])).toBe(false);
}

describe('Screens at 1280 and 375 px', () => {
    const browser = useBrowser();

    const inPlant = async (locale: Locale, width: number, height: number) => {
        const { page } = await openPage(browser(), { locale, width, height });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
        await clickPlant(page, plant, locale);
        // The operator has a mobile profile: on a phone, the field app
        // first (docs/field-app.md).
        if (width <= 768) await openFullConsole(page, locale);
        await assertInShell(page, locale);
        return page;
    };

    test('at 1280 px the sensor list’s actions and first column stay in its card, and the overview’s labels are apart (en-US)', async () => {
        const page = await inPlant('en-US', 1280, 800);
        await goToApp(page, '/sensor');
        await assertListLoaded(page);
        const card = (await page.locator('.RaList-content').boundingBox())!;
        const headers = page.locator('thead th');
        const first = headers.first();
        const actions = headers.last();
        expect((await actions.textContent())?.trim()).toBe('Actions');
        const check = async () => {
            for (const cell of [
                first,
                actions,
                page.locator('tbody tr').first().locator('td').last(),
            ]) {
                const box = (await cell.boundingBox())!;
                expect(inside(box, card), JSON.stringify([box, card])).toBe(
                    true
                );
                expect(box.x + box.width).toBeLessThanOrEqual(
                    page.viewportSize()?.width ?? 1280
                );
                // Seen, not covered by a column scrolled under it.
                const text = ((await cell.textContent()) ?? '').trim();
                expect(
                    await topmostText(
                        page,
                        box.x + box.width / 2,
                        box.y + box.height / 2
                    )
                ).toBe(text);
            }
        };
        await check();
        // Narrower, the sensors' columns are wider than the card: scrolled
        // to its end inside the card, the first column and the actions stay.
        await page.setViewportSize({ width: 1100, height: 800 });
        const [left, width, client] = await page
            .locator('.RaList-content')
            .evaluate(el => {
                // No DOM types here: the server's tsconfig checks this file too.
                const box = el as unknown as {
                    scrollLeft: number;
                    scrollWidth: number;
                    clientWidth: number;
                };
                box.scrollLeft = box.scrollWidth;
                return [box.scrollLeft, box.scrollWidth, box.clientWidth];
            });
        // The sensors' columns are wider than the card: it did scroll.
        expect(width).toBeGreaterThan(client);
        expect(left).toBeGreaterThan(0);
        await check();
        await assertNoHorizontalScroll(page);
        await screenshot(page, 'sensor-list-1100-scrolled');
        await page.setViewportSize({ width: 1280, height: 800 });

        await goToApp(page, '/overview');
        await assertLabelsApart(page);
        await assertNoHorizontalScroll(page);
    });

    test.each([
        ['en-US', 'State', 'Status', 'Actions'],
        ['pt-BR', 'Estado', 'Status', 'Ações'],
    ] as const)(
        'at 1280 px no column of the sensor list sits under its sticky actions column (%s)',
        async (locale, state, status, actionsLabel) => {
            const page = await inPlant(locale, 1280, 800);
            await goToApp(page, '/sensor');
            await assertListLoaded(page);
            const headers = (
                await page.locator('thead th').allTextContents()
            ).map(t => t.trim());
            const actionsAt = headers.indexOf(actionsLabel);
            expect(actionsAt).toBe(headers.length - 1);
            const column = (at: number) =>
                page.locator(
                    `thead th:nth-child(${at + 1}), tbody tr td:nth-child(${at + 1})`
                );
            const actions = (
                await Promise.all(
                    (await column(actionsAt).all()).map(c => c.boundingBox())
                )
            ).filter((b): b is Rect => b !== null);
            const actionsLeft = Math.min(...actions.map(b => b.x));
            // Every column but the actions, the state columns by name.
            expect(headers).toContain(state);
            expect(headers).toContain(status);
            for (const at of headers.keys()) {
                if (at === actionsAt) continue;
                for (const cell of await column(at).all()) {
                    const box = (await cell.boundingBox())!;
                    for (const a of actions)
                        expect(
                            overlap(box, a),
                            `${headers[at]} ${JSON.stringify([box, a])}`
                        ).toBe(false);
                    expect(box.x + box.width).toBeLessThanOrEqual(
                        actionsLeft + 0.5
                    );
                }
            }
            // The card has nothing to scroll: every column is in view.
            const [width, client] = await page
                .locator('.RaList-content')
                .evaluate(el => {
                    const box = el as unknown as {
                        scrollWidth: number;
                        clientWidth: number;
                    };
                    return [box.scrollWidth, box.clientWidth];
                });
            expect(width).toBeLessThanOrEqual(client);
            await screenshot(page, `sensor-list-1280-${locale}`);
        }
    );

    test('at 375 px the overview shows every column’s value, its labels apart, and the latest alerts their time (pt-BR)', async () => {
        const page = await inPlant('pt-BR', 375, 812);
        await goToApp(page, '/overview');
        const table = page.getByTestId('overview-table');
        await table.locator('tbody tr').first().waitFor();
        // A sensor's row: last reading (value · time) and state.
        const row = table.locator('tbody tr').filter({ hasText: '·' }).first();
        const reading = row.getByText(/·/);
        const state = row.locator('[data-state]');
        for (const el of [reading, state]) {
            await el.waitFor();
            const box = (await el.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(
                box.x + box.width,
                'inside the 375 px screen'
            ).toBeLessThanOrEqual(375);
        }
        await assertLabelsApart(page);
        await assertNoHorizontalScroll(page);
        await screenshot(page, 'overview-375');

        await goToApp(page, '/dashboard');
        const alerts = page.getByTestId('latest-alerts');
        await page
            .getByRole('heading', { name: 'Últimas leituras altas e críticas' })
            .waitFor();
        if ((await alerts.count()) > 0) {
            const time = alerts.locator('tbody tr').first().locator('a');
            const box = (await time.boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(375);
        }
        await assertNoHorizontalScroll(page);
        await screenshot(page, 'dashboard-alerts-375');
    });
});
