/**
 * Alerts that update themselves, in two real browsers against
 * the real server: a critical reading posted through the API reaches an
 * operator's open dashboard within 5 s (list, tab title, the polite live
 * region), the operator acknowledges it, and a viewer signed in elsewhere
 * sees the acknowledgement without a reload, with no way to act on it;
 * then the sensor's page mutes its notifications and ends the silence.
 */
import { describe, expect, test } from 'vitest';
import { OPERATOR, VIEWER } from './helpers/accounts.ts';
import {
    acknowledgeFromDashboard,
    ALERT_TEXTS,
    assertAcknowledgedBy,
    assertAnnounced,
    assertHistoryHas,
    assertListedWithin,
    assertOnDashboardWithin,
    assertTitleCounts,
    goToSensorAlerts,
    postCriticalReading,
    prepareCriticalSensor,
} from './helpers/alerts.ts';
import { assertAccessible } from './helpers/axe.ts';
import { screenshot } from './helpers/browser.ts';
import { runTag } from './helpers/data.ts';
import { goToApp, signIn } from './helpers/login.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';
import { waitForNetworkQuiet } from './helpers/network.ts';

describe('Alerts', () => {
    const browser = useBrowser();

    test('a critical reading reaches an open dashboard within 5 s, is acknowledged there, and another user sees it acknowledged', async () => {
        const scene = await prepareCriticalSensor(runTag());
        const device = String(scene.sensor.name);

        const operator = (await openPage(browser(), { locale: 'en-US' })).page;
        await signIn(operator, OPERATOR);
        await assertOnPlantSelection(operator, 2, 'en-US');
        await clickPlant(operator, scene.plantName, 'en-US');
        await assertInShell(operator, 'en-US');
        await goToApp(operator, '/dashboard');
        await operator
            .getByRole('heading', { name: ALERT_TEXTS['en-US'].openAlerts })
            .waitFor();

        const viewer = (await openPage(browser(), { locale: 'pt-BR' })).page;
        await signIn(viewer, VIEWER);
        await assertInShell(viewer, 'pt-BR');
        await goToSensorAlerts(viewer, scene.sensor.id);
        await assertInShell(viewer, 'pt-BR');
        // Let both streams connect before the reading (the list is empty).
        await waitForNetworkQuiet(viewer);

        const sentAt = await postCriticalReading(scene);
        await assertOnDashboardWithin(operator, device, 5_000);
        expect(Date.now() - sentAt).toBeLessThan(5_000);
        await assertTitleCounts(operator);
        await assertAnnounced(operator, device, 'en-US');
        // The viewer's list learnt of it too, without a reload.
        await assertListedWithin(viewer, device, 5_000);

        await acknowledgeFromDashboard(
            operator,
            device,
            'Equipe a caminho',
            'en-US'
        );
        await assertAcknowledgedBy(operator, scene.operatorName, 'en-US');
        await assertAccessible(operator);
        await screenshot(operator, 'alert-acknowledged');

        // The viewer, in another browser, sees who acknowledged it within 5 s.
        await assertAcknowledgedBy(viewer, scene.operatorName, 'pt-BR');
        await viewer.getByText('Comentário: Equipe a caminho').waitFor();
        await assertAccessible(viewer);
        await viewer
            .getByRole('row')
            .filter({ hasText: device })
            .first()
            .click();
        await viewer
            .getByText(ALERT_TEXTS['pt-BR'].viewOnly)
            .waitFor({ state: 'visible' });
        // The alert itself, with its history, not the row as first listed.
        await assertAcknowledgedBy(viewer, scene.operatorName, 'pt-BR');
        await assertHistoryHas(viewer, 'acknowledged');
        expect(
            await viewer
                .getByRole('button', {
                    name: ALERT_TEXTS['pt-BR'].acknowledge,
                    exact: true,
                })
                .count()
        ).toBe(0);
        await assertAccessible(viewer);
        await screenshot(viewer, 'alert-viewer');

        // The sensor's page mutes its notifications and ends the silence.
        await goToApp(operator, `/sensor/details/${String(scene.sensor.id)}`);
        await operator
            .getByRole('button', { name: 'Mute sensor', exact: true })
            .click();
        const dialog = operator.getByRole('dialog', {
            name: `Mute notifications of ${device}`,
        });
        await dialog
            .getByRole('textbox', { name: /Reason/ })
            .fill('Calibração do sensor');
        await dialog.getByRole('button', { name: 'Mute', exact: true }).click();
        const muted = operator.getByText(
            new RegExp(
                `^Notifications muted until .* by ${scene.operatorName}: Calibração do sensor$`
            )
        );
        await muted.waitFor();
        await assertAccessible(operator);
        await screenshot(operator, 'sensor-muted');
        // The viewer sees the silence on the sensor, with no button to end it.
        await goToApp(viewer, `/sensor/details/${String(scene.sensor.id)}`);
        await viewer
            .getByText(
                new RegExp(
                    `^Notificações silenciadas até .* por ${scene.operatorName}: Calibração do sensor$`
                )
            )
            .waitFor();
        expect(
            await viewer
                .getByRole('button', { name: 'Encerrar silêncio' })
                .count()
        ).toBe(0);
        await operator
            .getByRole('button', { name: 'End silence', exact: true })
            .click();
        await operator
            .getByText(/^Notifications on: /)
            .waitFor({ state: 'visible' });
        await muted.waitFor({ state: 'detached' });
    });
});
