/**
 * Nothing lost, on screen (docs/monitoring.md, "What is guaranteed"): a
 * server of its own sends e-mail through a real SMTP server that is down
 * past a short retry horizon. The dashboard warns of the failed messages,
 * its link opens the outbox filtered to them, each says why; the SMTP
 * server comes back and "Retry now" sends one, which the alert's timeline
 * then shows as sent beside the others, still failed. A viewer reads the
 * outbox with no button to retry.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { clientFor } from '../api/helpers/apiClient.ts';
import { OPERATOR, VIEWER } from './helpers/accounts.ts';
import {
    postCriticalReading,
    prepareCriticalSensor,
    type AlertScene,
} from './helpers/alerts.ts';
import { assertAccessible } from './helpers/axe.ts';
import { screenshot } from './helpers/browser.ts';
import { runTag } from './helpers/data.ts';
import { goToApp, signIn } from './helpers/login.ts';
import {
    alertEmails,
    assertFailedOnDashboard,
    clickFailedOnDashboard,
    OUTBOX_TEXTS,
    outboxRowsOf,
    testSmtp,
    untilEmailsFailed,
    type TestSmtp,
} from './helpers/outbox.ts';
import { startOwnServer, type OwnServer } from './helpers/ownServer.ts';
import { assertOnPlantSelection, clickPlant } from './helpers/plants.ts';
import { openPage, useBrowser, useOwnServer } from './helpers/scenario.ts';
import { assertInShell } from './helpers/shell.ts';

/** A message is retried for 10 s, then failed. */
const HORIZON_S = 10;

describe('The outbox', () => {
    const browser = useBrowser();
    let own: OwnServer | undefined;
    let smtp: TestSmtp;
    let scene: AlertScene;
    let alertId: unknown;

    beforeAll(async () => {
        smtp = await testSmtp({ up: false });
        own = await startOwnServer('outbox', {
            OIDC_TEST_ENDPOINTS: 'true',
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
            // The server's first Zabbix pass opens demo alerts whose
            // e-mails wait before this test's: an unreachable server is
            // tried once a pass, oldest first, so passes come quickly.
            NOTIFY_POLL_SECONDS: '0.25',
            NOTIFY_RETRY_SECONDS: '0.5',
            NOTIFY_RETRY_MAX_SECONDS: '1',
            NOTIFY_RETRY_HOURS: String(HORIZON_S / 3600),
            // No Zabbix pass opening demo alerts during the test.
            ZABBIX_POLL_SECONDS: '3600',
        });
        useOwnServer(own.server.baseUrl);
        scene = await prepareCriticalSensor(runTag());
        await postCriticalReading(scene);
        const found = await scene.operator.get(
            `/alert/search?sensorId=${String(scene.sensor.id)}&state=open`
        );
        alertId = found.rows[0]!.id;
        // Answered at once: no escalation adds messages of its own.
        expect(
            (await scene.operator.post(`/alert/${String(alertId)}/acknowledge`))
                .status
        ).toBe(200);
        await untilEmailsFailed(
            scene.operator,
            alertId,
            (HORIZON_S + 120) * 1000
        );
    }, 180_000);

    afterAll(async () => {
        useOwnServer(undefined);
        await own?.stop();
        await smtp?.close();
    });

    test('the dashboard warns of failed messages; the outbox says why, and "Retry now" sends one once the server is back', async () => {
        const page = (await openPage(browser(), { locale: 'en-US' })).page;
        await signIn(page, OPERATOR);
        await assertOnPlantSelection(page, 2, 'en-US');
        await clickPlant(page, scene.plantName, 'en-US');
        await assertInShell(page, 'en-US');
        await goToApp(page, '/dashboard');
        await assertFailedOnDashboard(page);
        await assertAccessible(page);
        await screenshot(page, 'dashboard-delivery-warning');
        await clickFailedOnDashboard(page);
        await assertAccessible(page);

        const rows = outboxRowsOf(page, alertId);
        const emails = await alertEmails(scene.operator, alertId);
        await expect.poll(() => rows.count()).toBe(emails.length);
        await rows
            .first()
            .getByText(/after \d+ tr(y|ies): could not reach the SMTP server/)
            .waitFor();
        await screenshot(page, 'outbox-failed');

        await smtp.up();
        const retried = rows.first();
        const recipient = await retried
            .getByRole('button', { name: OUTBOX_TEXTS['en-US'].retry })
            .getAttribute('aria-label');
        await retried
            .getByRole('button', { name: OUTBOX_TEXTS['en-US'].retry })
            .click();
        await page.getByText(OUTBOX_TEXTS['en-US'].retried).waitFor();
        // Retried, it leaves the failed messages (the stream refreshes the
        // list), and the server takes it at the sender's next pass, once.
        await expect
            .poll(() => rows.count(), { timeout: 15_000 })
            .toBe(emails.length - 1);
        await expect.poll(() => smtp.mails.length, { timeout: 15_000 }).toBe(1);

        // The alert's timeline: that message sent, the others failed, each said.
        await goToApp(page, `/alerts/details/${String(alertId)}`);
        const messages = page.getByRole('list', {
            name: 'Messages of this notification',
        });
        await messages
            .getByRole('listitem')
            .filter({ hasText: /^Sent · E-mail/ })
            .waitFor();
        expect(
            await messages
                .getByRole('listitem')
                .filter({ hasText: /^Failed · E-mail/ })
                .count()
        ).toBe(emails.length - 1);
        expect(recipient).toBeTruthy();
        await assertAccessible(page);
        await screenshot(page, 'alert-messages');
    });

    test('a viewer reads the outbox, in pt-BR, with no button to retry', async () => {
        const viewer = (await openPage(browser(), { locale: 'pt-BR' })).page;
        await signIn(viewer, VIEWER);
        await assertInShell(viewer, 'pt-BR');
        await goToApp(viewer, '/outbox');
        await viewer
            .getByRole('heading', { name: OUTBOX_TEXTS['pt-BR'].outbox })
            .waitFor();
        await viewer.getByText(OUTBOX_TEXTS['pt-BR'].viewOnly).waitFor();
        // Any alert's message: the demo alerts the server's first Zabbix
        // pass opens may come after this test's, newer, on the first page.
        await viewer
            .getByRole('link', { name: OUTBOX_TEXTS['pt-BR'].anyAlert })
            .first()
            .waitFor();
        expect(
            await viewer
                .getByRole('button', { name: OUTBOX_TEXTS['pt-BR'].retry })
                .count()
        ).toBe(0);
        // The API refuses it too: retrying is a write of the page.
        const api = (await clientFor(own!.server.baseUrl, 'viewer')).api;
        const [first] = await alertEmails(api, alertId);
        expect(
            (await api.post(`/alert-outbox/${String(first!.id)}/retry`)).status
        ).toBe(403);
        await assertAccessible(viewer);
        await screenshot(viewer, 'outbox-viewer');
    });
});
