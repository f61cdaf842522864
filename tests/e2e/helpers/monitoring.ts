/** The monitoring screens as a user sees them: dashboard, overview, drills, instrumentation. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './scenario.ts';
import type { Locale } from './texts.ts';

export const MONITORING_TEXTS = {
    'pt-BR': {
        levels: ['Baixa', 'Média', 'Alta', 'Crítica'],
        silent: /^\d+ de \d+ sensores em silêncio$/,
        gateways: /^\d+ de \d+ gateways sem comunicação$/,
        alerts: 'Últimas leituras altas e críticas',
        updated: /^Atualizado às /,
        pause: 'Pausar atualizações',
        resume: 'Retomar atualizações',
        send: 'Enviar simulação',
        outbox: 'Notificações enviadas',
        sent: 'Simulação enviada',
        instrumentationState: 'Estado',
        offline: 'Offline',
    },
    'en-US': {
        levels: ['Low', 'Medium', 'High', 'Critical'],
        silent: /^\d+ of \d+ sensors silent$/,
        gateways: /^\d+ of \d+ gateways not reporting$/,
        alerts: 'Latest high and critical readings',
        updated: /^Updated at /,
        pause: 'Pause updates',
        resume: 'Resume updates',
        send: 'Send drill',
        outbox: 'Notifications sent',
        sent: 'Drill sent',
        instrumentationState: 'State',
        offline: 'Offline',
    },
} as const;

/** Each level is named with its count, the silent sensors and gateways are counted, the time is shown. */
export async function assertDashboardFigures(
    page: Page,
    locale: Locale
): Promise<void> {
    const t = MONITORING_TEXTS[locale];
    for (const [i, level] of (
        ['low', 'medium', 'high', 'critical'] as const
    ).entries()) {
        const card = page.getByTestId(`count-${level}`);
        await card.getByText(t.levels[i]!, { exact: true }).waitFor();
        // A count in the user's language ("1.234" in pt-BR, "1,234" in en-US).
        expect(await card.locator('p').last().textContent()).toMatch(
            /^\d{1,3}([.,]\d{3})*$/
        );
    }
    expect(await page.getByTestId('sensor-summary').textContent()).toMatch(
        t.silent
    );
    expect(await page.getByTestId('gateway-summary').textContent()).toMatch(
        t.gateways
    );
    await page.getByRole('heading', { name: t.alerts }).waitFor();
    expect(
        await page.getByTestId('updated-at').textContent({ timeout: 10_000 })
    ).toMatch(t.updated);
}

/** Pausing says so, and resuming again. */
export async function togglePause(page: Page, locale: Locale): Promise<void> {
    const t = MONITORING_TEXTS[locale];
    await page.getByRole('button', { name: t.pause }).click();
    await page.getByRole('button', { name: t.resume }).waitFor();
    await page.getByRole('button', { name: t.resume }).click();
    await page.getByRole('button', { name: t.pause }).waitFor();
}

/** Nothing is wider than the window (usable on a phone). */
export async function assertNoHorizontalScroll(page: Page): Promise<void> {
    // A string: these tests typecheck without the DOM library.
    const [scroll, client] = (await page.evaluate(
        '[document.documentElement.scrollWidth, document.documentElement.clientWidth]'
    )) as [number, number];
    if (scroll > client + 1)
        console.log(
            await page.evaluate(
                `[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > ${client + 1} && !e.closest('[data-testid=latest-alerts]')).slice(0, 12).map(e => e.tagName + ' ' + (e.textContent ?? '').slice(0, 80) + ' ' + Math.round(e.getBoundingClientRect().right)).join('\\n')`
            )
        );
    expect(scroll).toBeLessThanOrEqual(client + 1);
}

/** Every request the page makes goes to the product's own origin. */
export function recordForeignRequests(page: Page): string[] {
    const origin = new URL(baseUrl()).origin;
    const foreign: string[] = [];
    page.on('request', req => {
        const url = req.url();
        if (!url.startsWith(origin) && !url.startsWith('data:'))
            foreign.push(url);
    });
    return foreign;
}

/** The map draws a marker per located item, and the table lists the same items. */
export async function assertOverviewMarkers(page: Page): Promise<number> {
    await page.locator('.plant-marker').first().waitFor();
    const markers = await page.locator('.plant-marker').count();
    const rows = await page
        .getByTestId('overview-table')
        .locator('tbody tr')
        .count();
    expect(markers).toBeGreaterThan(0);
    expect(rows).toBe(markers);
    // Each marker writes its level in words under its shape.
    const labels = await page.locator('.plant-marker-label').allTextContents();
    expect(labels.every(l => l.trim().length > 0)).toBe(true);
    await page.getByTestId('map-legend').waitFor();
    // The offline base layer opens the map wider, to the nearest river or
    // lake (src/map/openingView.ts); the button fits the plant to its size,
    // inside its 32 px padding: at whole zoom levels only, the devices
    // could fill a quarter of it, their labels on top of one another.
    await page.locator('.leaflet-basemap-pane path').first().waitFor({
        state: 'attached',
    });
    await page.getByTestId('overview-fit-devices').click();
    // Leaflet's zoom animation (0.25 s).
    await page.waitForTimeout(600);
    const map = await page.getByTestId('overview-map').boundingBox();
    // Playwright's boxes: this file compiles without the DOM's types.
    const boxes = (
        await Promise.all(
            (await page.locator('.plant-marker').all()).map(m =>
                m.boundingBox()
            )
        )
    ).flatMap(r =>
        r ? [{ x: r.x + r.width / 2, y: r.y + r.height / 2 }] : []
    );
    const spread = (values: number[]) =>
        Math.max(...values) - Math.min(...values);
    const fill = Math.max(
        spread(boxes.map(b => b.x)) / ((map?.width ?? 0) - 64),
        spread(boxes.map(b => b.y)) / ((map?.height ?? 0) - 64)
    );
    expect(fill, 'share of the map the devices span').toBeGreaterThan(0.75);
    return markers;
}

/** Sends the open drill after confirming, and reads its outbox. */
export async function sendDrill(page: Page, locale: Locale): Promise<void> {
    const t = MONITORING_TEXTS[locale];
    await page.getByRole('button', { name: t.send }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: t.send }).click();
    await page.getByText(t.sent).first().waitFor();
    await page.getByRole('heading', { name: t.outbox }).waitFor();
    await page
        .getByTestId('drill-outbox')
        .locator('tbody tr')
        .first()
        .waitFor();
    expect(await page.getByRole('button', { name: t.send }).count()).toBe(0);
}

/** The API requests the page makes from now on, by path (the session excepted). */
export function recordApiRequests(page: Page): string[] {
    const paths: string[] = [];
    page.on('request', req => {
        const url = new URL(req.url());
        if (
            url.pathname.startsWith('/api/') &&
            url.pathname !== '/api/user/session'
        )
            paths.push(url.pathname);
    });
    return paths;
}

/** Adds the next sensor to the dashboard's chart and waits for its line. */
export async function addChartedSensor(page: Page): Promise<void> {
    const lines = page.locator('path.MuiLineElement-root');
    const before = await lines.count();
    await page.getByRole('combobox', { name: 'Sensors to chart' }).click();
    await page
        .getByRole('listbox')
        .getByRole('option', { selected: false })
        .first()
        .click();
    await page.keyboard.press('Escape');
    await expect
        .poll(() => lines.count(), { timeout: 15_000 })
        .toBe(before + 1);
}

/** One value axis per unit the chart's legend names, each labelled with its unit. */
export async function assertAxisPerUnit(page: Page): Promise<void> {
    const legend = await page
        .locator('.MuiChartsLegend-label')
        .allTextContents();
    const units = new Set(
        legend.map(label => /\(([^()]+)\)$/.exec(label)?.[1] ?? '')
    );
    const axes = await page
        .locator('.MuiChartsAxis-directionY .MuiChartsAxis-label')
        .allTextContents();
    expect(legend.length).toBeGreaterThan(1);
    expect(new Set(axes.map(a => a.trim()))).toEqual(units);
    expect(axes).toHaveLength(units.size);
}
