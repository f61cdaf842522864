/**
 * Alerts as a user meets them: a critical reading posted
 * through the API by the operator's own client, the dashboard's open
 * alerts, the alert's acknowledgement, and the alert list of another
 * user.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
    clientFor,
    type ApiClient,
    type Rec,
} from '../../api/helpers/apiClient.ts';
import { baseUrl } from './scenario.ts';
import type { Locale } from './texts.ts';

export const ALERT_TEXTS = {
    'pt-BR': {
        openAlerts: 'Alertas a responder',
        acknowledge: 'Reconhecer',
        comment: 'Comentário (opcional)',
        acknowledgedBy: (name: string) => `${name}, `,
        viewOnly: /^Somente visualização/,
        announce: (device: string) => `Novo alerta crítico: ${device}`,
    },
    'en-US': {
        openAlerts: 'Alerts to answer',
        acknowledge: 'Acknowledge',
        comment: 'Comment (optional)',
        acknowledgedBy: (name: string) => `${name}, `,
        viewOnly: /^View only/,
        announce: (device: string) => `New critical alert: ${device}`,
    },
} as const;

export interface AlertScene {
    operator: ApiClient;
    operatorName: string;
    plantId: number;
    plantName: string;
    sensor: Rec;
    /** A value the plant's thresholds rate critical for the sensor's type. */
    criticalValue: number;
}

/**
 * A fresh sensor (no earlier readings to compare with) in the viewer's
 * plant, of a type the plant has a critical bound for, and the value that
 * reaches it; the plant's configuration is left as it is.
 */
export async function prepareCriticalSensor(tag: string): Promise<AlertScene> {
    const viewer = await clientFor(baseUrl(), 'viewer');
    const plantId = viewer.plants[0]!;
    const op = await clientFor(baseUrl(), 'operator');
    expect(op.plants).toContain(plantId);
    const operator = op.api.inPlant(plantId);
    const me = (await operator.get('/user/session')).record.user as Rec;
    const plant = (await operator.get(`/subsidiary/${plantId}`)).record;
    const config = ((plant.alertConfig as Rec[] | null) ?? []).find(
        c => typeof c.critical === 'number'
    );
    if (!config) throw new Error('the viewer’s plant has no critical bound');
    const critical = config.critical as number;
    const criticalValue =
        config.direction === 'below' ? critical - 1 : critical + 1;
    const watershed = (await operator.get('/watershed/search?limit=1'))
        .rows[0]!;
    const hex = Date.now().toString(16).slice(-8).padStart(8, '0');
    const created = await operator.post('/sensor', {
        devEui: `70b3d57e${hex}`,
        name: `Sensor de alerta ${tag}`,
        sensorType: config.sensorType,
        unit: 'm',
        // A Zabbix item, as the plant's sensors have: the readings' screens
        // other tests open afterwards draw its chart around this reading.
        zabbixItemId: '10001',
        localization: { latitude: -18.97, longitude: -49.46 },
        watershedId: watershed.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return {
        operator,
        operatorName: String(me.name),
        plantId,
        plantName: String(plant.name),
        sensor: created.record,
        criticalValue,
    };
}

/** Posts the critical reading through the API; answers when it was sent. */
export async function postCriticalReading(scene: AlertScene): Promise<number> {
    const sentAt = Date.now();
    const posted = await scene.operator.post('/measure', {
        sensorId: scene.sensor.id,
        value: scene.criticalValue,
        date: new Date().toISOString(),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.record.criticality).toBe('critical');
    return sentAt;
}

const openAlertRow = (page: Page, device: string) =>
    page
        .getByTestId('open-alerts')
        .getByRole('row')
        .filter({ hasText: device });

/** The dashboard lists the new alert without a reload, within `ms`. */
export async function assertOnDashboardWithin(
    page: Page,
    device: string,
    ms: number
): Promise<void> {
    await openAlertRow(page, device).waitFor({ state: 'visible', timeout: ms });
}

/** The tab's title counts open unacknowledged alerts: "(n) …". */
export async function assertTitleCounts(page: Page): Promise<void> {
    await expect
        .poll(() => page.title(), { timeout: 5_000 })
        .toMatch(/^\(\d+\) /);
}

/** The polite live region said the new critical alert. */
export async function assertAnnounced(
    page: Page,
    device: string,
    locale: Locale
): Promise<void> {
    await expect
        .poll(() => page.getByTestId('alert-announcer').textContent(), {
            timeout: 5_000,
        })
        .toBe(ALERT_TEXTS[locale].announce(device));
    expect(
        await page.getByTestId('alert-announcer').getAttribute('aria-live')
    ).toBe('polite');
}

/** Opens the alert from the dashboard and acknowledges it with a comment, by keyboard-reachable controls. */
export async function acknowledgeFromDashboard(
    page: Page,
    device: string,
    comment: string,
    locale: Locale
): Promise<void> {
    const t = ALERT_TEXTS[locale];
    await openAlertRow(page, device).getByRole('link').click();
    await page
        .getByRole('heading', { level: 1, name: device, exact: false })
        .waitFor();
    await page
        .getByRole('button', { name: t.acknowledge, exact: true })
        .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t.comment }).fill(comment);
    await dialog
        .getByRole('button', { name: t.acknowledge, exact: true })
        .press('Enter');
    await dialog.waitFor({ state: 'hidden' });
}

/** The alert shows who acknowledged it (and the acknowledge button is gone). */
export async function assertAcknowledgedBy(
    page: Page,
    name: string,
    locale: Locale,
    ms = 5_000
): Promise<void> {
    await page
        .getByTestId('alert-acknowledged')
        .filter({ hasText: ALERT_TEXTS[locale].acknowledgedBy(name) })
        .first()
        .waitFor({ state: 'visible', timeout: ms });
}

/** The alerts list, filtered to one sensor's open alerts. */
export async function goToSensorAlerts(
    page: Page,
    sensorId: unknown
): Promise<void> {
    const filter = encodeURIComponent(JSON.stringify({ sensorId }));
    await page.goto(`${baseUrl()}/alerts?filter=${filter}`);
}

/** A row of the alert list for this device. */
export async function assertListedWithin(
    page: Page,
    device: string,
    ms: number
): Promise<void> {
    await page
        .getByRole('row')
        .filter({ hasText: device })
        .first()
        .waitFor({ state: 'visible', timeout: ms });
}

/** The alert's history lists a step of this type. */
export async function assertHistoryHas(
    page: Page,
    type: 'opened' | 'raised' | 'acknowledged' | 'closed' | 'notified'
): Promise<void> {
    await page
        .locator(`li[data-history="${type}"]`)
        .first()
        .waitFor({ state: 'visible', timeout: 5_000 });
}
