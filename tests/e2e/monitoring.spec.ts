/**
 * The monitoring screens in Chromium, in both languages: the operator's
 * dashboard (figures and a chart, usable on a phone), the overview map and
 * its table with nothing asked of another machine, a drill sent and its
 * outbox, and the administrator's instrumentation across plants.
 */
import { describe, expect, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { ADMIN, OPERATOR } from './helpers/accounts.ts';
import { openFullConsole } from './helpers/field.ts';
import { screenshot } from './helpers/browser.ts';
import { assertChartDrawn, clickFirstRow } from './helpers/charts.ts';
import { assertListLoaded } from './helpers/lists.ts';
import { goToApp, signIn } from './helpers/login.ts';
import {
    addChartedSensor,
    assertAxisPerUnit,
    assertDashboardFigures,
    assertNoHorizontalScroll,
    assertOverviewMarkers,
    MONITORING_TEXTS,
    recordApiRequests,
    recordForeignRequests,
    sendDrill,
    togglePause,
} from './helpers/monitoring.ts';
import { assertAtDetailsPath, assertAtPath } from './helpers/navigation.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, switchPlant } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

describe('Monitoring', () => {
    const browser = useBrowser();

    const inPlant = async (
        locale: Locale,
        opts: { width?: number; height?: number } = {}
    ) => {
        const { page } = await openPage(browser(), { locale, ...opts });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
        await clickPlant(page, plant, locale);
        // The operator has a mobile profile: on a phone, the field app
        // first (docs/field-app.md).
        if ((opts.width ?? 1280) <= 768) await openFullConsole(page, locale);
        await assertInShell(page, locale);
        return page;
    };

    test('an operator opens the dashboard: counts by level, silent devices and a chart (pt-BR, 375 px)', async () => {
        const page = await inPlant('pt-BR', { width: 375, height: 812 });
        await goToApp(page, '/dashboard');
        await assertDashboardFigures(page, 'pt-BR');
        await assertChartDrawn(page, 'pt-BR');
        await togglePause(page, 'pt-BR');
        await assertNoHorizontalScroll(page);
        await assertAccessible(page);
        await screenshot(page, 'dashboard-375');
    });

    test('the dashboard in English costs one summary and at most three requests beside the shell, follows the plant switcher, and opens a reading (en-US)', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await signIn(page, OPERATOR);
        const [first = '', second = ''] = await assertOnPlantSelection(
            page,
            2,
            'en-US'
        );
        const requests = recordApiRequests(page);
        // The operator's first menu page is the dashboard.
        await clickPlant(page, first, 'en-US');
        await assertAtPath(page, '/dashboard');
        await assertDashboardFigures(page, 'en-US');
        await assertChartDrawn(page, 'en-US');
        expect(
            requests.filter(p => p === '/api/dashboard/summary')
        ).toHaveLength(1);
        // The shell's own, on every screen: the plant's event
        // stream and the open alerts counted in the tab's title, which the
        // dashboard's "alerts to answer" reads from the same query.
        const shell = new Set(['/api/events', '/api/alert/search']);
        expect(
            requests.filter(p => p === '/api/alert/search').length,
            requests.join(', ')
        ).toBeLessThanOrEqual(1);
        expect(
            requests.filter(p => !shell.has(p)).length,
            requests.join(', ')
        ).toBeLessThanOrEqual(3);
        await addChartedSensor(page);
        await assertAxisPerUnit(page);
        await assertAccessible(page);
        await screenshot(page, 'dashboard');
        const beforeSwitch = requests.length;
        await switchPlant(page, second, 'en-US');
        await page
            .getByRole('heading', { level: 1, name: second, exact: false })
            .waitFor();
        await assertDashboardFigures(page, 'en-US');
        // The other plant's summary (the plant's event stream may refresh
        // either plant's in between, as readings arrive).
        expect(
            requests
                .slice(beforeSwitch)
                .filter(p => p === '/api/dashboard/summary').length
        ).toBeGreaterThanOrEqual(1);
        const reading = page.getByTestId('latest-alerts').locator('tbody a');
        if ((await reading.count()) > 0) {
            await reading.first().click();
            await assertAtDetailsPath(page, '/measure');
        }
    });

    test('the overview draws the plant’s devices by criticality and lists them, asking nothing of another machine (en-US)', async () => {
        const page = await inPlant('en-US');
        const foreign = recordForeignRequests(page);
        await goToApp(page, '/overview');
        await assertOverviewMarkers(page);
        await assertAccessible(page);
        await screenshot(page, 'overview');
        expect(foreign).toEqual([]);
    });

    test('an operator sends a planned drill and reads who was notified (pt-BR)', async () => {
        const page = await inPlant('pt-BR');
        await goToApp(
            page,
            `/simulation?filter=${encodeURIComponent('{"sent":false}')}`
        );
        await assertListLoaded(page);
        await clickFirstRow(page);
        await assertAtDetailsPath(page, '/simulation');
        await sendDrill(page, 'pt-BR');
        await assertAccessible(page);
        await screenshot(page, 'drill-sent');
    });

    test('the administrator sees gateways and sensors across plants, filtered by state (en-US)', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await signIn(page, ADMIN);
        await assertAtPath(page, '/admin/instrumentation');
        const counts = page.getByTestId('plant-counts').locator('tbody tr');
        await counts.first().waitFor();
        expect(await counts.count()).toBeGreaterThan(1);
        const rows = page.getByTestId('instrumentation').locator('tbody tr');
        const all = await rows.count();
        expect(all).toBeGreaterThan(0);
        await page
            .getByRole('combobox', {
                name: MONITORING_TEXTS['en-US'].instrumentationState,
            })
            .click();
        await page
            .getByRole('option', { name: MONITORING_TEXTS['en-US'].offline })
            .click();
        const offline = await rows.count();
        expect(offline).toBeLessThanOrEqual(all);
        const states = rows.locator('[data-state]');
        for (let i = 0; i < (await states.count()); i++)
            expect(await states.nth(i).getAttribute('data-state')).toBe(
                'offline'
            );
        // And by type: gateways only.
        await page.getByRole('combobox', { name: 'Type' }).click();
        await page.getByRole('option', { name: 'Gateway' }).click();
        for (const type of await rows
            .locator('td:nth-child(3)')
            .allTextContents())
            expect(type).toBe('Gateway');
        await assertAccessible(page);
        await screenshot(page, 'instrumentation');
    });
});
