/**
 * Time series in the browser (issue: charts on readings and sensors): a
 * sensor's details page says whether the sensor is heard from and draws
 * its series through the API's proxy with the plant's thresholds named, and says so in the chart's place when Zabbix
 * cannot be reached, in both languages.
 */
import { describe, test } from 'vitest';
import { assertAccessible } from './helpers/axe.ts';
import { OPERATOR } from './helpers/accounts.ts';
import { screenshot } from './helpers/browser.ts';
import {
    assertChartDrawn,
    assertChartSaysUnreachable,
    assertCriticalExplained,
    assertReadingMarked,
    assertSensorStateShown,
    assertThirtyDayChartWhole,
    clickChartRetry,
    clickFirstRow,
    makeZabbixUnreachable,
} from './helpers/charts.ts';
import { assertListLoaded } from './helpers/lists.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertAtDetailsPath, assertAtPath } from './helpers/navigation.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell, clickMenuPage } from './helpers/shell.ts';
import type { Locale } from './helpers/texts.ts';

const SENSORS = { 'pt-BR': 'Sensores', 'en-US': 'Sensors' } as const;

describe('Charts', () => {
    const browser = useBrowser();

    const openFirstSensor = async (locale: Locale) => {
        const { page } = await openPage(browser(), { locale });
        await signIn(page, OPERATOR);
        const [plant = ''] = await assertOnPlantSelection(page, 2, locale);
        await clickPlant(page, plant, locale);
        await assertInShell(page, locale);
        await clickMenuPage(page, SENSORS[locale], locale);
        await assertAtPath(page, '/sensor');
        await assertListLoaded(page);
        return page;
    };

    test('an operator opens a sensor and reads its series against the thresholds (pt-BR)', async () => {
        const page = await openFirstSensor('pt-BR');
        await clickFirstRow(page);
        await assertAtDetailsPath(page, '/sensor');
        await assertSensorStateShown(page, 'pt-BR');
        await assertChartDrawn(page, 'pt-BR');
        await assertAccessible(page);
        await screenshot(page, 'sensor-details-chart');
    });

    test('an operator opens a critical reading: why it is critical, and its sensor around it (en-US)', async () => {
        const page = await openFirstSensor('en-US');
        await goToApp(
            page,
            `/measure?filter=${encodeURIComponent('{"criticality":"critical"}')}`
        );
        await assertListLoaded(page);
        await clickFirstRow(page);
        await assertAtDetailsPath(page, '/measure');
        await assertCriticalExplained(page, 'en-US');
        await assertChartDrawn(page, 'en-US');
        await assertReadingMarked(page, 'Critical');
        await assertAccessible(page);
        await screenshot(page, 'measure-details-critical');
    });

    test('with Zabbix out of reach the chart says so, and a retry draws it (en-US)', async () => {
        const page = await openFirstSensor('en-US');
        const restore = await makeZabbixUnreachable(page);
        await clickFirstRow(page);
        await assertAtDetailsPath(page, '/sensor');
        await assertChartSaysUnreachable(page, 'en-US');
        await assertAccessible(page);
        await screenshot(page, 'sensor-details-chart-unreachable');
        await restore();
        await clickChartRetry(page, 'en-US');
        await assertChartDrawn(page, 'en-US');
    });

    test('a 30-day chart draws the whole 30 days from hourly trends, and says so (pt-BR)', async () => {
        const page = await openFirstSensor('pt-BR');
        await clickFirstRow(page);
        await assertAtDetailsPath(page, '/sensor');
        await assertChartDrawn(page, 'pt-BR');
        await assertThirtyDayChartWhole(page, 'pt-BR');
        await assertAccessible(page);
        await screenshot(page, 'sensor-details-chart-30-days');
    });
});
