/**
 * Performance budget report (issues #3, #14): per route, the JavaScript a
 * first visit receives (as the server sends it: brotli) and the time to a
 * usable screen in headless Chromium with 4x CPU throttling, median of
 * several runs; then a returning user's list against the bare react-admin
 * list, interleaved (scripts/journey.ts). Times are
 * printed, not asserted (a timed assertion would be flaky on a 2-core CI
 * machine); the first list's bytes are deterministic and the end-to-end
 * suite asserts them (tests/e2e/budget.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';
import { measureBaseline } from './baseline/measure.ts';
import { serveBaseline } from './baseline/serve.ts';
import {
    signedOutContext,
    visitList,
    visitSignedOut,
    waterfallText,
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
/** `list`: a generated list, the first screen issue #3's budget is about. */
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
// BENCH_SIGNED_OUT=1 measures only the signed-out visits (issue #31).
const SIGNED_OUT_ONLY = Boolean(process.env.BENCH_SIGNED_OUT);
const ONLY = SIGNED_OUT_ONLY ? [] : process.env.BENCH_ROUTES?.split(',');
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
const FIRST_ROW = 'table tbody tr';
/** The dashboard is usable once its figures (the summary's) are drawn. */
const DASHBOARD_FIGURES = '#readings-title';

/**
 * Issues #14 and #31: a returning user (signed in before, cold HTTP cache)
 * opening a generated list and the dashboard, against the bare react-admin
 * list, interleaved round by round so that the machine's drift hits all
 * alike.
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
        // A returning user has seen both pages before: their copies for
        // the page before the app (src/earlyPage) are kept once the
        // browser idles.
        for (const [path, shown] of [
            ['/sensor', FIRST_ROW],
            ['/dashboard', DASHBOARD_FIGURES],
        ] as const) {
            await ours.page.goto(`${baseUrl}${path}`);
            await ours.page.locator(shown).first().waitFor();
            await ours.page.waitForTimeout(3000);
        }
        await ours.page.close();
        const theirs = await browser.newContext();
        const results: Record<'sensor' | 'dashboard' | 'bare', Journey[]> = {
            sensor: [],
            dashboard: [],
            bare: [],
        };
        const visitOurs = async (kind: 'sensor' | 'dashboard') => {
            const page = await ours.context.newPage();
            results[kind].push(
                await visitList(
                    ours.context,
                    page,
                    `${baseUrl}/${kind}`,
                    kind === 'sensor' ? FIRST_ROW : DASHBOARD_FIGURES
                )
            );
            await page.close();
        };
        const visitBare = async () => {
            const page = await theirs.newPage();
            results.bare.push(
                await visitList(theirs, page, `${bare.url}/#/posts`, FIRST_ROW)
            );
            await page.close();
        };
        // Each round visits the three in a rotated order, so that none
        // is always first (a warmer or colder machine) or always last.
        const visits = [
            () => visitOurs('sensor'),
            visitBare,
            () => visitOurs('dashboard'),
        ];
        for (let i = 0; i < PAIRS; i++) {
            for (let k = 0; k < visits.length; k++)
                await visits[(i + k) % visits.length]!();
        }
        if (process.env.BENCH_WATERFALL && results.sensor[0])
            process.stdout.write(
                `waterfall of the first /sensor visit (requests started before the first row):\n${waterfallText(results.sensor[0])}\n` +
                    (results.dashboard[0]
                        ? `waterfall of the first /dashboard visit (before its figures):\n${waterfallText(results.dashboard[0])}\n`
                        : '')
            );
        const ms = (js: Journey[]) => median(js.map(j => j.ms));
        const kb = (js: Journey[]) => median(js.map(j => j.jsBytes)) / KB;
        // The paired median: each round's visit over the same round's
        // bare list, then the median of those ratios.
        const paired = (js: Journey[]) =>
            median(js.map((j, i) => j.ms / results.bare[i]!.ms));
        const line = (label: string, js: Journey[]) =>
            `  ${label.padEnd(36)} ${String(ms(js)).padStart(6)} ms   JS before ${kb(js).toFixed(1)} kB   runs ${js.map(j => j.ms).join(', ')}\n`;
        const ratios = (label: string, js: Journey[], target: number) =>
            `  ${label} ratio ${(ms(js) / ms(results.bare)).toFixed(2)} (medians), paired median ${paired(js).toFixed(2)}, pairs ${js.map((j, i) => (j.ms / results.bare[i]!.ms).toFixed(2)).join(' ')} (target <= ${target})\n`;
        process.stdout.write(
            `returning user, 4x CPU, Fast 4G, cold cache (${PAIRS} interleaved rounds):\n` +
                line('/sensor (first row)', results.sensor) +
                line('/dashboard (the figures)', results.dashboard) +
                line('bare react-admin list (first row)', results.bare) +
                ratios('/sensor', results.sensor, 0.6) +
                ratios('/dashboard', results.dashboard, 0.7)
        );
    } finally {
        await browser.close();
        await bare.close();
    }
}

/**
 * Issue #31, point 3: a signed-out visit of a deep link, from navigation
 * to the sign-in form, at 4x CPU and Fast 4G with a cold cache: on a fresh
 * browser, and on one that signed in before whose sign-in session is over
 * (the silent check first). Alternated visit by visit.
 */
async function measureSignedOut(baseUrl: string) {
    const browser = await launchBrowser();
    const times = { fresh: [] as number[], sessionOver: [] as number[] };
    try {
        for (let i = 0; i < PAIRS; i++) {
            for (const signedInBefore of i % 2
                ? [true, false]
                : [false, true]) {
                const context = await signedOutContext(browser, signedInBefore);
                const page = await context.newPage();
                const visit = await visitSignedOut(
                    context,
                    page,
                    `${baseUrl}/sensor?from=bookmark`
                );
                times[signedInBefore ? 'sessionOver' : 'fresh'].push(visit.ms);
                if (process.env.BENCH_WATERFALL && i === 0)
                    process.stdout.write(
                        `signed out (${signedInBefore ? 'session over' : 'fresh browser'}):\n${waterfallText(visit)}\n`
                    );
                await context.close();
            }
        }
    } finally {
        await browser.close();
    }
    process.stdout.write(
        `signed-out visit to the sign-in form, 4x CPU, Fast 4G, cold cache (median of ${PAIRS}; target <= 1500 ms):\n` +
            `  fresh browser          ${String(median(times.fresh)).padStart(6)} ms   runs ${times.fresh.join(', ')}\n` +
            `  sign-in session over   ${String(median(times.sessionOver)).padStart(6)} ms   runs ${times.sessionOver.join(', ')}\n`
    );
}

const dataDir = mkdtempSync(join(tmpdir(), 'plants-bench-'));
const server = await startServer({ dataDir, env: { STATIC_DIR: 'dist' } });
try {
    if (!ONLY || SIGNED_OUT_ONLY) await measureSignedOut(server.baseUrl);
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
