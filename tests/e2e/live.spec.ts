/**
 * The plant lives: on a plant whose level sensors
 * are silent after one minute, a sensor whose last reading is 50 s old goes
 * offline once the minute passes, and back online when values arrive from
 * Zabbix again, on the dashboard, the overview, the list and the details,
 * each within one refresh. This file runs its own server: the simulator
 * takes a value every 3 s (ZABBIX_SAMPLE_SECONDS), the server polls Zabbix
 * every second and the screens refresh every 2 s, so the whole scenario
 * takes seconds, not the demo's minutes.
 */
import { offlineAfterMin } from '@shared/domain/deviceState';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
    clientFor,
    type ApiClient,
    type Rec,
} from '../api/helpers/apiClient.ts';
import { OPERATOR } from './helpers/accounts.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { startOwnServer, type OwnServer } from './helpers/ownServer.ts';
import { openPage, useBrowser, useOwnServer } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';

const REFRESH_S = 2;

describe('Live states', () => {
    const browser = useBrowser();
    let own: OwnServer | undefined;
    let api: ApiClient;
    let plantName: string;
    let sensor: Rec;

    beforeAll(async () => {
        own = await startOwnServer('live', {
            OIDC_TEST_ENDPOINTS: 'true',
            ZABBIX_SAMPLE_SECONDS: '3',
            ZABBIX_POLL_SECONDS: '1',
            MONITORING_REFRESH_SECONDS: String(REFRESH_S),
        });
        useOwnServer(own.server.baseUrl);
        const client = await clientFor(own.server.baseUrl, 'operator');
        api = client.api;
        // The short-timeout plant: its level sensors are silent after a minute.
        const plant = (await api.get(`/subsidiary/${client.plants[0]}`)).record;
        plantName = String(plant.name);
        const alertConfig = (plant.alertConfig as Rec[]).map(c =>
            c.sensorType === 'level' ? { ...c, noDataTimeoutMin: 1 } : c
        );
        const patched = await api.patch(`/subsidiary/${plant.id}`, {
            alertConfig,
        });
        expect(patched.status).toBe(200);
        const watershed = (await api.get('/watershed/search?limit=1'))
            .rows[0] as Rec;
        const created = await api.post('/sensor', {
            devEui: '70:B3:D5:7E:D1:0C:AF:E1',
            name: 'Régua viva NR-99',
            sensorType: 'level',
            unit: 'm',
            localization: { latitude: -18.97, longitude: -49.46 },
            watershedId: watershed.id,
        });
        expect(created.status).toBe(201);
        sensor = created.record;
    }, 180_000);

    afterAll(async () => {
        useOwnServer(undefined);
        await own?.stop();
    });

    /** A screen just opened draws its rows first: on a busy 2-core machine that alone took over 5 s. */
    const OPENING_MS = 15_000;

    /**
     * The state word on a screen's row of the sensor: on a screen left
     * open, within one refresh (and a margin for the poll); on one just
     * opened, once its rows are drawn.
     */
    const assertState = async (
        page: Page,
        where: string,
        state: string,
        opened = false
    ) => {
        const row = page.locator(where, { hasText: 'Régua viva NR-99' });
        if (opened) await row.first().waitFor({ timeout: OPENING_MS });
        await row
            .filter({ hasText: state })
            .first()
            .waitFor({ timeout: (REFRESH_S + 3) * 1000 });
    };

    /** The dashboard lists silent sensors only: a reporting one leaves the list. */
    const assertNotSilentOnDashboard = async (page: Page) => {
        await page.getByTestId('sensor-summary').waitFor();
        await expect
            .poll(
                () =>
                    page.locator('li', { hasText: 'Régua viva NR-99' }).count(),
                { timeout: (REFRESH_S + 3) * 1000 }
            )
            .toBe(0);
    };

    const assertDetailsState = async (page: Page, state: string) => {
        await goToApp(page, `/sensor/details/${sensor.id}`);
        await page
            .locator('main')
            .getByText(state, { exact: true })
            .first()
            .waitFor({ timeout: OPENING_MS });
    };

    const assertListState = async (page: Page, state: string) => {
        await goToApp(
            page,
            `/sensor?filter=${encodeURIComponent('{"q":"viva"}')}`
        );
        await assertState(page, 'tr', state, true);
    };

    test('a sensor goes offline past its timeout and back online when Zabbix values arrive, on every screen', async () => {
        const { page } = await openPage(browser(), { locale: 'en-US' });
        await signIn(page, OPERATOR);
        await assertOnPlantSelection(page, 2, 'en-US');
        await clickPlant(page, plantName, 'en-US');
        await assertInShell(page, 'en-US');

        // Its last reading is 50 s old: online until the minute and its
        // margin have passed (shared/domain/deviceState.ts).
        const read = await api.post('/measure', {
            sensorId: sensor.id,
            value: 412.4,
            date: new Date(Date.now() - 50_000).toISOString(),
        });
        expect(read.status).toBe(201);
        const silentFrom = Date.now() + offlineAfterMin(1) * 60_000 - 50_000;

        await goToApp(page, '/dashboard');
        await assertNotSilentOnDashboard(page);
        // Nothing arrives: past the minute, the dashboard says so by itself.
        await page.waitForTimeout(Math.max(0, silentFrom - Date.now()));
        await assertState(page, 'li', 'Offline');
        await goToApp(page, '/overview');
        await assertState(page, 'tr', 'Offline', true);
        await assertListState(page, 'Offline');
        await assertDetailsState(page, 'Offline');

        // Its Zabbix item's values arrive (one every 3 s): back online.
        const linked = await api.patch(`/sensor/${sensor.id}`, {
            zabbixItemId: '10001',
        });
        expect(linked.status).toBe(200);
        await goToApp(page, '/overview');
        await assertState(page, 'tr', 'Online', true);
        await assertListState(page, 'Online');
        await assertDetailsState(page, 'Online');
        await goToApp(page, '/dashboard');
        await assertNotSilentOnDashboard(page);
        // And the values came as automatic readings of the sensor.
        const readings = await api.get(
            `/measure/search?sensorId=${sensor.id}&type=auto`
        );
        expect(readings.rows.length).toBeGreaterThan(0);
    }, 120_000);
});
