/** The time-series chart of a details page: what is drawn and what it says. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Locale } from './texts.ts';

const CHART_TEXTS = {
    'pt-BR': {
        title: 'Série temporal',
        updated: /^Atualizado em /,
        unreachable: 'Não foi possível conectar ao Zabbix.',
        retry: 'Tentar novamente',
        threshold: /^(Baixa|Média|Alta|Crítica) [≥≤] /,
        critical: /^Por que esta criticidade: Crítica\. /,
    },
    'en-US': {
        title: 'Time series',
        updated: /^Updated at /,
        unreachable: 'Zabbix could not be reached.',
        retry: 'Try again',
        threshold: /^(Low|Medium|High|Critical) [≥≤] /,
        critical: /^Why this criticality: Critical\. /,
    },
} as const;

const chart = (page: Page, locale: Locale) =>
    page.getByRole('region', { name: CHART_TEXTS[locale].title });

/** The first row of the list opens its details page. */
export async function clickFirstRow(page: Page): Promise<void> {
    await page.locator('table tbody tr').first().click();
}

/** A line is drawn, a threshold is named in words, and the time of the data is shown. */
export async function assertChartDrawn(
    page: Page,
    locale: Locale
): Promise<void> {
    const region = chart(page, locale);
    await region.locator('.MuiLineElement-root').first().waitFor();
    expect(
        await region
            .locator('path.MuiLineElement-root')
            .first()
            .getAttribute('d')
    ).toMatch(/^M[\d.]+/);
    await region
        .getByText(CHART_TEXTS[locale].threshold)
        .first()
        .waitFor({ state: 'visible' });
    await region
        .getByText(CHART_TEXTS[locale].updated)
        .waitFor({ state: 'visible' });
}

/** Makes the API answer the series as a proxy whose Zabbix is out of reach. */
export async function makeZabbixUnreachable(
    page: Page
): Promise<() => Promise<void>> {
    const pattern = '**/api/sensor/*/series*';
    await page.route(pattern, route =>
        route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({
                statusCode: 502,
                message: 'Zabbix could not be reached for item.get',
                zabbix: { kind: 'network' },
            }),
        })
    );
    return () => page.unroute(pattern);
}

export async function assertChartSaysUnreachable(
    page: Page,
    locale: Locale
): Promise<void> {
    await chart(page, locale)
        .getByText(CHART_TEXTS[locale].unreachable)
        .waitFor({ state: 'visible' });
}

export async function clickChartRetry(
    page: Page,
    locale: Locale
): Promise<void> {
    await chart(page, locale)
        .getByRole('button', { name: CHART_TEXTS[locale].retry })
        .click();
}

/** The reading's details say, in words, why it is critical. */
export async function assertCriticalExplained(
    page: Page,
    locale: Locale
): Promise<void> {
    await page
        .getByRole('alert')
        .filter({ hasText: CHART_TEXTS[locale].critical })
        .waitFor({ state: 'visible' });
}

const STATE_TEXTS = {
    'pt-BR': { label: 'Estado', values: ['Online', 'Offline', 'Nunca visto'] },
    'en-US': { label: 'State', values: ['Online', 'Offline', 'Never seen'] },
} as const;

/** A sensor's details name whether it is heard from, in words. */
export async function assertSensorStateShown(
    page: Page,
    locale: Locale
): Promise<void> {
    const { label, values } = STATE_TEXTS[locale];
    // A read-only select: the field whose label is the state's.
    const field = page.locator('.MuiFormControl-root').filter({
        has: page.locator('label', { hasText: new RegExp(`^${label}$`) }),
    });
    await field.first().waitFor({ state: 'visible' });
    const shown = (await field.first().innerText())
        .replace(label, '')
        .replace(/[\s\u200b]+/g, ' ')
        .trim();
    expect(values).toContain(shown);
}

/** A reading's details ring that reading on its sensor's chart, named with its level. */
export async function assertReadingMarked(
    page: Page,
    level: string
): Promise<void> {
    const marked = page.getByTestId('reading-marked');
    await marked.waitFor({ state: 'attached' });
    expect(await marked.locator('title').textContent()).toContain(level);
}

const TREND_TEXTS = {
    'pt-BR': { days30: '30 dias', hourly: /^Médias horárias/ },
    'en-US': { days30: '30 days', hourly: /^Hourly averages/ },
} as const;

/**
 * Picks "30 days" and checks that the whole range is drawn: the series
 * answered is hourly trends whose first and last points are about 30 days
 * apart, the chart says it shows hourly averages, draws the min–max band,
 * and its line runs across the whole time axis (which spans the range
 * asked for, so a line of the last 3.5 days would cover an eighth of it).
 */
export async function assertThirtyDayChartWhole(
    page: Page,
    locale: Locale
): Promise<void> {
    const region = chart(page, locale);
    await region.locator('.MuiLineElement-root').first().waitFor();
    const answered = page.waitForResponse(
        res =>
            /\/api\/sensor\/\d+\/series\?/.test(res.url()) &&
            (() => {
                const q = new URL(res.url()).searchParams;
                return (
                    Number(q.get('to')) - Number(q.get('from')) ===
                    30 * 86_400_000
                );
            })()
    );
    await region
        .getByRole('button', { name: TREND_TEXTS[locale].days30 })
        .click();
    const body = (await (await answered).json()) as {
        data: {
            kind: string;
            points: { time: number; value: number; min: number; max: number }[];
        };
    };
    expect(body.data.kind).toBe('trends');
    const { points } = body.data;
    const spanDays = (points.at(-1)!.time - points[0]!.time) / 86_400_000;
    expect(spanDays).toBeGreaterThan(29.8);
    expect(spanDays).toBeLessThanOrEqual(30);
    await region
        .getByText(TREND_TEXTS[locale].hourly)
        .waitFor({ state: 'visible' });
    await region.locator('path.trend-band').first().waitFor();
    const line = await region
        .locator('path.MuiLineElement-root')
        .first()
        .boundingBox();
    const axis = await region
        .locator('.MuiChartsAxis-directionX .MuiChartsAxis-line')
        .first()
        .boundingBox();
    expect(line && axis).toBeTruthy();
    // ~30 days of a 30-day axis: at least 98 % of its width.
    expect(line!.width / axis!.width).toBeGreaterThan(0.98);
}
