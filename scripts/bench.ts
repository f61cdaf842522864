/**
 * Performance budget report (docs/performance.md, "How to measure"): per
 * route, the JavaScript a first visit receives (as the server sends it:
 * brotli) and the time to a usable screen in headless Chromium with 4x CPU
 * throttling, median of several runs; then a returning user's list
 * against the bare react-admin list, interleaved (scripts/journey.ts);
 * the installed field app's first screen offline, from Cache Storage.
 * Times are printed, not asserted (a timed assertion would be flaky on a
 * 2-core CI machine); the first list's bytes are deterministic and the
 * end-to-end suite asserts them (tests/e2e/budget.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';
import { measureBaseline } from './baseline/measure.ts';
import { serveBaseline } from './baseline/serve.ts';
import {
    FIELD_HOME,
    visitList,
    visitOffline,
    visitSignedOut,
    waterfallText,
    type HttpCache,
    type Journey,
} from './journey.ts';
import { chartChunkBytes, measureChart } from './chartBench/measure.ts';
import { launchBrowser, newPage } from '../tests/e2e/helpers/browser.ts';
import { trackRequests } from '../tests/e2e/helpers/network.ts';
import {
    FIRST_LIST_BUDGET_KB,
    firstVisit,
    KB,
} from '../tests/e2e/helpers/firstVisit.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** `list`: a generated list, the first screen the budget is about. */
const ALL_ROUTES: {
    user: string;
    password: string;
    path: string;
    list?: boolean;
}[] = [
    {
        user: 'operator',
        password: 'Operator#2026',
        path: '/sensor',
        list: true,
    },
    { user: 'operator', password: 'Operator#2026', path: '/dashboard' },
    { user: 'operator', password: 'Operator#2026', path: '/overview' },
    {
        user: 'admin',
        password: 'Admin#2026',
        path: '/admin/company',
        list: true,
    },
    {
        user: 'admin',
        password: 'Admin#2026',
        path: '/admin/instrumentation',
    },
];

// BENCH_ROUTES=/sensor,/dashboard measures only those routes (and skips the reference builds).
// BENCH_SIGNED_OUT=1 measures only the signed-out visit.
// BENCH_FIELD=1 measures only the field app's first screen offline.
const SIGNED_OUT_ONLY = Boolean(process.env.BENCH_SIGNED_OUT);
const FIELD_ONLY = Boolean(process.env.BENCH_FIELD);
const ONLY =
    SIGNED_OUT_ONLY || FIELD_ONLY ? [] : process.env.BENCH_ROUTES?.split(',');
const ROUTES = ONLY
    ? ALL_ROUTES.filter(r => ONLY.includes(r.path))
    : ALL_ROUTES;

const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.floor(s.length / 2)] ?? NaN;
};

async function signIn(
    page: Page,
    baseUrl: string,
    user: string,
    password: string
) {
    await page.goto(baseUrl);
    await page.waitForSelector('#kc-form-login');
    await page.fill('#username', user);
    await page.fill('#password', password);
    await page.click('#kc-login');
    await page.waitForURL(
        url => url.origin === baseUrl && !url.pathname.startsWith('/realms')
    );
}

async function measure(baseUrl: string, route: (typeof ROUTES)[number]) {
    const browser = await launchBrowser();
    const times: number[] = [];
    let jsBytes = 0;
    let plainBytes = 0;
    try {
        for (let i = 0; i < RUNS; i++) {
            const { context, page } = await newPage(browser);
            // firstVisit waits for the network to be quiet, which counts
            // the page's requests from its start (the event stream aside).
            trackRequests(page);
            await signIn(page, baseUrl, route.user, route.password);
            // Pick the first plant when asked, so the route itself is measured.
            const choose = page.getByRole('button', { name: /CNPJ/ }).first();
            await choose.or(page.locator('nav a').first()).first().waitFor();
            if (await choose.isVisible()) {
                await choose.click();
                await page.locator('nav a').first().waitFor();
            }
            const visit = await firstVisit(
                context,
                page,
                baseUrl + route.path,
                {
                    cpuSlowdown: 4,
                }
            );
            times.push(visit.ms);
            jsBytes = visit.totalBytes;
            plainBytes = visit.totalBodyBytes;
            if (process.env.BENCH_VERBOSE && i === 0) {
                for (const s of visit.scripts)
                    process.stdout.write(
                        `    ${s.path} ${(s.receivedBytes / KB).toFixed(1)} kB ${s.encoding || 'plain'} (${(s.gzipBytes / KB).toFixed(1)} kB gzip)\n`
                    );
            }
            await context.close();
        }
    } finally {
        await browser.close();
    }
    return { kb: jsBytes / KB, plainKb: plainBytes / KB, ms: median(times) };
}

execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
        stdio: 'inherit',
    }
);
if (!ONLY) {
    const baseline = await measureBaseline();
    process.stdout.write(
        `bare react-admin app with one list (search + reference filter): ${(baseline / KB).toFixed(1)} kB\n`
    );
    const chart = await measureChart();
    process.stdout.write(
        `chart: 4 series x 1000 points drawn ${chart.ms.toFixed(1)} ms after their data arrive (${chart.throttledMs.toFixed(0)} ms at 4x CPU), median of 10; chart chunk ${(chartChunkBytes() / KB).toFixed(1)} kB gzip, loaded only with the screens that draw one\n`
    );
}
const PAIRS = Number(process.env.BENCH_PAIRS ?? 5);
/** The list's first row: the app's own (one renderer), clickable. */
const FIRST_ROW = 'table tbody tr';
const STATES: readonly HttpCache[] = ['emptied', 'kept'];

/**
 * A returning user (signed in before, the service worker installed)
 * opening a generated list, against the bare react-admin list, with the
 * HTTP cache emptied (Cache Storage kept) and on a plain repeat visit;
 * interleaved round by round so that the machine's drift hits all alike
 * (docs/performance.md, "How to measure").
 */
async function compareWithBare(baseUrl: string) {
    const bare = await serveBaseline();
    const browser = await launchBrowser();
    try {
        const ours = await newPage(browser);
        await signIn(ours.page, baseUrl, 'operator', 'Operator#2026');
        const choose = ours.page.getByRole('button', { name: /CNPJ/ }).first();
        await choose.waitFor();
        await choose.click();
        await ours.page.locator('nav a').first().waitFor();
        await ours.page.goto(`${baseUrl}/sensor`);
        await ours.page.locator(FIRST_ROW).first().waitFor();
        // The worker installed, its precache complete, the page controlled.
        await ours.page.evaluate('navigator.serviceWorker.ready');
        await ours.page.reload();
        await ours.page.locator(FIRST_ROW).first().waitFor();
        await ours.page.close();
        const theirs = await browser.newContext();
        const results: Record<HttpCache, { ours: Journey[]; bare: Journey[] }> =
            {
                emptied: { ours: [], bare: [] },
                kept: { ours: [], bare: [] },
            };
        const visit = async (
            context: BrowserContext,
            url: string,
            cache: HttpCache
        ) => {
            if (cache === 'kept') {
                // A repeat visit: the previous one filled the HTTP cache.
                const warm = await context.newPage();
                await warm.goto(url);
                await warm.locator(FIRST_ROW).first().waitFor();
                await warm.close();
            }
            const page = await context.newPage();
            const journey = await visitList(
                context,
                page,
                url,
                FIRST_ROW,
                cache
            );
            await page.close();
            return journey;
        };
        for (let i = 0; i < PAIRS; i++) {
            for (const cache of i % 2 ? [...STATES].reverse() : STATES) {
                const pair = [
                    async () =>
                        results[cache].ours.push(
                            await visit(
                                ours.context,
                                `${baseUrl}/sensor`,
                                cache
                            )
                        ),
                    async () =>
                        results[cache].bare.push(
                            await visit(theirs, `${bare.url}/#/posts`, cache)
                        ),
                ];
                // Neither always first.
                for (const run of i % 2 ? pair.reverse() : pair) await run();
            }
        }
        const ms = (js: Journey[]) => median(js.map(j => j.ms));
        const kb = (js: Journey[]) => median(js.map(j => j.jsBytes)) / KB;
        const line = (label: string, js: Journey[]) =>
            `  ${label.padEnd(40)} ${String(ms(js)).padStart(6)} ms   JS over the network ${kb(js).toFixed(1)} kB   runs ${js.map(j => j.ms).join(', ')}\n`;
        for (const cache of STATES) {
            const { ours: o, bare: b } = results[cache];
            // The paired median: each round's visit over the same round's
            // bare list, then the median of those ratios.
            const paired = median(o.map((j, i) => j.ms / b[i]!.ms));
            if (process.env.BENCH_WATERFALL && o[0])
                process.stdout.write(
                    `waterfall of the first /sensor visit, HTTP cache ${cache}:\n${waterfallText(o[0])}\n`
                );
            process.stdout.write(
                `returning user, usable first row, 4x CPU, Fast 4G, HTTP cache ${cache} (${PAIRS} interleaved rounds):\n` +
                    line('/sensor (first row)', o) +
                    line('bare react-admin list (first row)', b) +
                    `  ratio ${(ms(o) / ms(b)).toFixed(2)} (medians), paired median ${paired.toFixed(2)} (target <= 1.0)\n`
            );
        }
    } finally {
        await browser.close();
        await bare.close();
    }
}

/**
 * A signed-out visit of a deep link, from navigation to the sign-in form,
 * at 4x CPU and Fast 4G with the HTTP cache emptied, on a fresh browser.
 */
async function measureSignedOut(baseUrl: string) {
    const browser = await launchBrowser();
    const times: number[] = [];
    try {
        for (let i = 0; i < PAIRS; i++) {
            const context = await browser.newContext();
            const page = await context.newPage();
            const visit = await visitSignedOut(
                context,
                page,
                `${baseUrl}/sensor?from=bookmark`
            );
            times.push(visit.ms);
            if (process.env.BENCH_WATERFALL && i === 0)
                process.stdout.write(`signed out:\n${waterfallText(visit)}\n`);
            await context.close();
        }
    } finally {
        await browser.close();
    }
    process.stdout.write(
        `signed-out visit to the sign-in form, 4x CPU, Fast 4G, HTTP cache emptied (median of ${PAIRS}; target <= 1500 ms):\n` +
            `  ${String(median(times)).padStart(6)} ms   runs ${times.join(', ')}\n`
    );
}

/** A phone: the field app's width (docs/field-app.md, "Who gets it"). */
const PHONE = { width: 375, height: 812 };

/**
 * The installed field app's first screen without a network: an operator
 * signed in once on a phone with the network (the service worker
 * installed, the page, the session and the plant's home kept on the
 * device), then `/home` (the manifest's start page) opened in new pages
 * of the browser set offline, at 4x CPU with the HTTP cache emptied: from
 * navigation until the home's first section shows, drawn from Cache
 * Storage and IndexedDB.
 */
async function measureFieldApp(baseUrl: string) {
    const browser = await launchBrowser();
    const times: Record<HttpCache, number[]> = { emptied: [], kept: [] };
    try {
        const { context, page } = await newPage(browser, PHONE);
        await signIn(page, baseUrl, 'operator', 'Operator#2026');
        const choose = page.getByRole('button', { name: /CNPJ/ }).first();
        const menu = page.getByRole('navigation', { name: 'Menu principal' });
        await choose.or(menu).first().waitFor();
        if (await choose.isVisible()) await choose.click();
        await menu.waitFor();
        const home = (p: Page) =>
            p.getByRole('heading', { level: 2, name: /Alertas a responder/ });
        await page.goto(`${baseUrl}/home`);
        await home(page).waitFor();
        // The worker in control and the page in its cache (the field app
        // puts it there once the worker runs).
        await page.evaluate('navigator.serviceWorker.ready');
        await page.waitForFunction(
            "caches.open('app-page').then(c => c.match('/index.html')).then(r => !!r)",
            undefined,
            { timeout: 60_000 }
        );
        await page.close();
        await context.setOffline(true);
        // The two states alternate, so that a busy moment of the machine
        // falls on both.
        for (let i = 0; i < RUNS; i++)
            for (const cache of STATES) {
                const visitPage = await context.newPage();
                const visit = await visitOffline(
                    context,
                    visitPage,
                    `${baseUrl}/home`,
                    FIELD_HOME,
                    cache
                );
                times[cache].push(visit.ms);
                if (process.env.BENCH_WATERFALL && i === 0)
                    process.stdout.write(
                        `field app offline, HTTP cache ${cache}:\n${waterfallText(visit)}\n`
                    );
                await visitPage.close();
            }
    } finally {
        await browser.close();
    }
    process.stdout.write(
        `installed field app, first screen offline from Cache Storage, 4x CPU (median of ${RUNS}; target <= 1000 ms):\n` +
            STATES.map(
                cache =>
                    `  HTTP cache ${cache.padEnd(7)} ${String(median(times[cache])).padStart(6)} ms   runs ${times[cache].join(', ')}\n`
            ).join('')
    );
}

const dataDir = mkdtempSync(join(tmpdir(), 'plants-bench-'));
const server = await startServer({ dataDir, env: { STATIC_DIR: 'dist' } });
try {
    if (!ONLY || SIGNED_OUT_ONLY) await measureSignedOut(server.baseUrl);
    if (!ONLY || FIELD_ONLY) await measureFieldApp(server.baseUrl);
    if (!ONLY || process.env.BENCH_JOURNEY)
        await compareWithBare(server.baseUrl);
    if (ROUTES.length)
        process.stdout.write(
            `route                  first-visit JS (received)   usable (median of ${RUNS}, 4x CPU)\n`
        );
    for (const route of ROUTES) {
        const r = await measure(server.baseUrl, route);
        const flag =
            route.list && r.kb > FIRST_LIST_BUDGET_KB
                ? `  over the ${FIRST_LIST_BUDGET_KB} kB budget`
                : '';
        process.stdout.write(
            `${route.path.padEnd(22)} ${r.kb.toFixed(1).padStart(8)} kB (${r.plainKb.toFixed(1)} kB uncompressed)   ${String(r.ms).padStart(6)} ms${flag}\n`
        );
    }
} finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
}
