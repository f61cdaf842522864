/**
 * The sensor list follows the push (docs/monitoring.md, "Every screen
 * live"): left open, never reloaded, its row of a sensor turns offline
 * when the sensor falls silent past its timeout, and online again when
 * Zabbix's values arrive. This file runs its own server whose screens'
 * own refresh is ten minutes, so only the push can move the row: the
 * alert job looks every second (the silence alert opens when the sensor
 * reads offline), the Zabbix poll every second (its `devices` event, and
 * the silence alert's close), the simulator takes a value every 3 s.
 */
import { offlineAfterMin } from '@shared/domain/deviceState';
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

const NAME = 'Régua da lista NR-98';

describe('The sensor list, left open', () => {
    const browser = useBrowser();
    let own: OwnServer | undefined;
    let api: ApiClient;
    let plantName: string;
    let sensor: Rec;

    beforeAll(async () => {
        own = await startOwnServer('live-list', {
            OIDC_TEST_ENDPOINTS: 'true',
            ZABBIX_SAMPLE_SECONDS: '3',
            ZABBIX_POLL_SECONDS: '1',
            ALERT_POLL_SECONDS: '1',
            // Longer than the test: a row that changes was pushed.
            MONITORING_REFRESH_SECONDS: '600',
        });
        useOwnServer(own.server.baseUrl);
        const client = await clientFor(own.server.baseUrl, 'operator');
        api = client.api;
        // Level sensors of the first plant are silent after a minute.
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
            devEui: '70:B3:D5:7E:D1:0C:AF:E2',
            name: NAME,
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

    test('turns a sensor offline and back online without a reload', async () => {
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

        await goToApp(
            page,
            `/sensor?filter=${encodeURIComponent('{"q":"lista"}')}`
        );
        const row = page.locator('tr', { hasText: NAME });
        await row.filter({ hasText: 'Online' }).waitFor({ timeout: 15_000 });
        // Marks this document: a reload or a navigation would lose it.
        await page.evaluate('window.__kept = true');

        // Nothing arrives: past the minute, the row says so by itself.
        await page.waitForTimeout(Math.max(0, silentFrom - Date.now()));
        await row.filter({ hasText: 'Offline' }).waitFor({ timeout: 15_000 });

        // Its Zabbix item's values arrive (one every 3 s): back online.
        const linked = await api.patch(`/sensor/${sensor.id}`, {
            zabbixItemId: '10001',
        });
        expect(linked.status).toBe(200);
        await row.filter({ hasText: 'Online' }).waitFor({ timeout: 15_000 });
        expect(await page.evaluate('window.__kept === true')).toBe(true);
    }, 150_000);
});
