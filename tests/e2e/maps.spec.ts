/**
 * The maps in Chromium: the offline base layer (Natural Earth's states,
 * rivers and lakes, shipped with the map's chunk) under the markers with
 * no tile asked of anyone, a configured tile server replacing it, and the
 * keyboard around a marker's popup.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { OPERATOR } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import { routePageConfig } from './helpers/config.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { recordForeignRequests } from './helpers/monitoring.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { baseUrl, openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

const OPEN = { 'pt-BR': 'Abrir detalhes', 'en-US': 'Open details' } as const;
const CLOSE = {
    'pt-BR': 'Fechar os detalhes',
    'en-US': 'Close the details',
} as const;
const BASE_PATHS = '.leaflet-basemap-pane path';
// A 1×1 transparent PNG, for the tile server the test stands in for.
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64'
);

/** Every request whose path looks like a map tile, on any origin. */
function recordTileRequests(page: Page): string[] {
    const tiles: string[] = [];
    page.on('request', r => {
        if (/\/\d+\/\d+\/\d+\.(png|jpe?g|webp|pbf)/.test(r.url()))
            tiles.push(r.url());
    });
    return tiles;
}

/**
 * Whether a river or lake of the base layer is drawn inside the map's box
 * (`within`: a selector of the map's container): points along each water
 * path, every 10 px, taken to the page's coordinates. Polled, since the
 * view widens to the water once the layer's data is in.
 */
async function waterInView(page: Page, within: string): Promise<boolean> {
    const inView = () =>
        page.evaluate(`(() => {
            const map = document.querySelector(${JSON.stringify(within)});
            if (!map) return false;
            const r = map.getBoundingClientRect();
            for (const p of map.querySelectorAll('path.basemap-river, path.basemap-lake')) {
                const m = p.getScreenCTM();
                const len = p.getTotalLength();
                if (!m || !len) continue;
                for (let at = 0; at <= len; at += Math.max(10, len / 20000)) {
                    const q = p.getPointAtLength(at);
                    const x = m.a * q.x + m.c * q.y + m.e;
                    const y = m.b * q.x + m.d * q.y + m.f;
                    if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom)
                        return true;
                }
            }
            return false;
        })()`) as Promise<boolean>;
    for (let i = 0; i < 20; i++) {
        if (await inView()) return true;
        await page.waitForTimeout(250);
    }
    return false;
}

/** Focused element's title and text, read in the page. */
const focused = (page: Page) =>
    page.evaluate(
        '({ title: document.activeElement?.getAttribute("title") ?? "", label: document.activeElement?.getAttribute("aria-label") ?? "", text: (document.activeElement?.textContent ?? "").trim() })'
    ) as Promise<{ title: string; label: string; text: string }>;

describe('Maps', () => {
    const browser = useBrowser();

    const inPlant = async (locale: Locale) => {
        const { page } = await openPage(browser(), { locale });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
        await clickPlant(page, plant, locale);
        await assertInShell(page, locale);
        return page;
    };

    test('the overview draws the offline base layer under its markers, and asks for no tile (pt-BR)', async () => {
        const page = await inPlant('pt-BR');
        const foreign = recordForeignRequests(page);
        const tiles = recordTileRequests(page);
        await goToApp(page, '/overview');
        await page.locator('.plant-marker').first().waitFor();
        await page.locator(BASE_PATHS).first().waitFor({ state: 'attached' });
        // States, rivers, lakes and the neighbours: dozens of shapes.
        expect(await page.locator(BASE_PATHS).count()).toBeGreaterThan(50);
        // Drawn under the markers, hidden from assistive technology.
        const pane = page.locator('.leaflet-basemap-pane');
        expect(await pane.getAttribute('aria-hidden')).toBe('true');
        const z = (sel: string) =>
            page.evaluate(
                `Number(getComputedStyle(document.querySelector('${sel}')).zIndex)`
            ) as Promise<number>;
        expect(await z('.leaflet-basemap-pane')).toBeLessThan(
            await z('.leaflet-marker-pane')
        );
        expect(await page.locator('.leaflet-tile').count()).toBe(0);
        await screenshot(page, 'overview-basemap');
        expect(tiles).toEqual([]);
        expect(foreign).toEqual([]);
    });

    test('the overview and the plant’s location picker open with a river or lake in view, and the plant (pt-BR)', async () => {
        const page = await inPlant('pt-BR');
        await goToApp(page, '/overview');
        await page.locator('.plant-marker').first().waitFor();
        expect(await waterInView(page, '[data-testid="overview-map"]')).toBe(
            true
        );
        // The devices stay in view.
        const map = (await page.getByTestId('overview-map').boundingBox())!;
        for (const marker of await page.locator('.plant-marker').all()) {
            const b = (await marker.boundingBox())!;
            expect(b.x + b.width / 2).toBeGreaterThan(map.x);
            expect(b.x + b.width / 2).toBeLessThan(map.x + map.width);
            expect(b.y + b.height / 2).toBeGreaterThan(map.y);
            expect(b.y + b.height / 2).toBeLessThan(map.y + map.height);
        }
        await screenshot(page, 'overview-basemap-water');

        await goToApp(page, '/subsidiary/details');
        const picker = page.getByTestId('plant-location-map');
        await picker.locator(BASE_PATHS).first().waitFor({ state: 'attached' });
        expect(
            await waterInView(page, '[data-testid="plant-location-map"]')
        ).toBe(true);
        // The plant's pin stays at the centre, where Enter places the point.
        const box = (await picker.locator('.leaflet-container').boundingBox())!;
        const pin = (await picker
            .locator('.leaflet-marker-icon')
            .boundingBox())!;
        expect(
            Math.abs(pin.x + pin.width / 2 - (box.x + box.width / 2))
        ).toBeLessThan(3);
        await screenshot(page, 'plant-location-basemap-water');
    });

    test('a tile server in /config.json replaces the base layer (en-US)', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        const origin = new URL(baseUrl()).origin;
        await routePageConfig(page, origin, config => ({
            ...config,
            map: {
                tileUrl: `${origin}/test-tiles/{z}/{x}/{y}.png`,
                attribution: 'Test tiles',
            },
        }));
        await page.route('**/test-tiles/**', route =>
            route.fulfill({ contentType: 'image/png', body: PNG })
        );
        const tiles = recordTileRequests(page);
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, 'en-US');
        await clickPlant(page, plant, 'en-US');
        await assertInShell(page, 'en-US');
        await goToApp(page, '/overview');
        await page.locator('.plant-marker').first().waitFor();
        await page.locator('.leaflet-tile').first().waitFor();
        expect(tiles.length).toBeGreaterThan(0);
        expect(await page.locator('.leaflet-basemap-pane').count()).toBe(0);
        await page.getByText('Test tiles').waitFor();

        // The plant's location picker too.
        await goToApp(page, '/subsidiary/details');
        const picker = page.getByTestId('plant-location-map');
        await picker.locator('.leaflet-tile').first().waitFor();
        expect(await picker.locator('.leaflet-basemap-pane').count()).toBe(0);
    });

    test('the plant’s location picker draws on the base layer, offline (en-US)', async () => {
        const page = await inPlant('en-US');
        const tiles = recordTileRequests(page);
        await goToApp(page, '/subsidiary/details');
        const picker = page.getByTestId('plant-location-map');
        await picker.locator(BASE_PATHS).first().waitFor({ state: 'attached' });
        expect(await picker.locator(BASE_PATHS).count()).toBeGreaterThan(50);
        expect(await picker.locator('.leaflet-tile').count()).toBe(0);
        expect(tiles).toEqual([]);
    });

    test.each(['pt-BR', 'en-US'] as const)(
        'Enter opens a marker’s popup, Tab reaches its link before the next marker, Escape returns to the marker (%s)',
        async locale => {
            const page = await inPlant(locale);
            await goToApp(page, '/overview');
            const markers = page.locator(
                '.leaflet-marker-pane .leaflet-marker-icon[tabindex="0"]'
            );
            await markers.first().waitFor();
            expect(await markers.count()).toBeGreaterThan(1);
            const first = (await markers.nth(0).getAttribute('title')) ?? '';
            const second = (await markers.nth(1).getAttribute('title')) ?? '';

            await markers.first().focus();
            await page.keyboard.press('Enter');
            const popup = page.locator('.leaflet-popup');
            await popup.waitFor();
            expect(await popup.textContent()).toContain(first);

            await page.keyboard.press('Tab');
            expect((await focused(page)).text).toBe(OPEN[locale]);

            // Then its close button, named in the user's language, then
            // on to the next marker.
            await page.keyboard.press('Tab');
            expect((await focused(page)).label).toBe(CLOSE[locale]);
            await page.keyboard.press('Tab');
            expect((await focused(page)).title).toBe(second);
            // Leaving it for the next marker closed the popup.
            await popup.waitFor({ state: 'detached' });

            // Back into the first marker's popup, then Escape.
            await markers.first().focus();
            await page.keyboard.press('Enter');
            await popup.waitFor();
            await page.keyboard.press('Tab');
            expect((await focused(page)).text).toBe(OPEN[locale]);
            await page.keyboard.press('Escape');
            await popup.waitFor({ state: 'detached' });
            expect((await focused(page)).title).toBe(first);
            // Shift+Tab from the popup's link goes back to its marker.
            await page.keyboard.press('Enter');
            await popup.waitFor();
            await page.keyboard.press('Tab');
            await page.keyboard.press('Shift+Tab');
            expect((await focused(page)).title).toBe(first);
        }
    );
});
