/**
 * Two builds of the SPA on the same journey, interleaved
 * (scripts/journey.ts): a returning operator opening `/sensor` with the
 * HTTP cache emptied, 4x CPU and Fast 4G, alternately on build A and build
 * B, each served by this server on its own throw-away database. Prints
 * each build's median and runs. Machine noise moves both alike, which a
 * comparison of two separate `npm run bench` runs cannot promise.
 *
 *   npm run bench:ab -- /tmp/dist-before dist
 *
 * Build a commit into a folder with
 * `NODE_ENV=production npx vite build --outDir /tmp/dist-before` in a
 * worktree of it. `BENCH_PAIRS` sets the number of pairs (8).
 *
 * `BENCH_AB_ROUTE=/dashboard` measures the returning visit of the
 * dashboard (until its figures show) instead of `/sensor`.
 *
 * `BENCH_AB_JOURNEY=signedOut` measures a signed-out visit instead (page
 * open until the sign-in form shows, a fresh browser each time).
 *
 * `BENCH_AB_JOURNEY=fieldOffline` measures the installed field app's first
 * screen with no network (`/home` on a 375 px page, from Cache Storage and
 * IndexedDB, as `npm run bench` does).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';
import { launchBrowser, newPage } from '../tests/e2e/helpers/browser.ts';
import type { BrowserContext, Page } from 'playwright-core';
import {
    FIELD_HOME,
    visitList,
    visitOffline,
    visitSignedOut,
    waterfallText,
} from './journey.ts';

const builds = process.argv.slice(2).map(dir => resolve(dir));
if (builds.length !== 2) {
    process.stderr.write('usage: npm run bench:ab -- <dist A> <dist B>\n');
    process.exit(2);
}
const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
const JOURNEY = process.env.BENCH_AB_JOURNEY ?? 'returning';
/** The returning visit's page, and what shows it usable (as `npm run bench` waits for). */
const ROUTES: Record<string, string> = {
    '/sensor': 'table tbody tr',
    '/dashboard': '#readings-title',
};
const ROUTE = process.env.BENCH_AB_ROUTE ?? '/sensor';
if (!ROUTES[ROUTE]) {
    process.stderr.write(
        `BENCH_AB_ROUTE: ${Object.keys(ROUTES).join(' or ')}\n`
    );
    process.exit(2);
}
if (!['returning', 'signedOut', 'fieldOffline'].includes(JOURNEY)) {
    process.stderr.write(
        'BENCH_AB_JOURNEY: returning, signedOut or fieldOffline\n'
    );
    process.exit(2);
}
/** The field app's home, drawn (its first section). */
const fieldHome = (page: Page) =>
    page.getByRole('heading', { level: 2, name: /Alertas a responder/ });

/**
 * An operator signed in once on a phone with the network, the worker
 * installed and the page kept; then the browser offline.
 */
async function installedFieldApp(baseUrl: string): Promise<BrowserContext> {
    const { context, page } = await newPage(browser, {
        width: 375,
        height: 812,
    });
    await page.goto(baseUrl);
    await page.waitForSelector('#kc-form-login');
    await page.fill('#username', 'operator');
    await page.fill('#password', 'Operator#2026');
    await page.click('#kc-login');
    await page.getByRole('button', { name: /CNPJ/ }).first().click();
    await page.goto(`${baseUrl}/home`);
    await fieldHome(page).waitFor();
    await page.evaluate('navigator.serviceWorker.ready');
    await page.waitForFunction(
        "caches.open('app-page').then(c => c.match('/index.html')).then(r => !!r)",
        undefined,
        { timeout: 60_000 }
    );
    await page.close();
    await context.setOffline(true);
    return context;
}

const median = (xs: number[]) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

const dataDirs = builds.map(() => mkdtempSync(join(tmpdir(), 'plants-ab-')));
const servers = await Promise.all(
    builds.map((dir, k) =>
        startServer({ dataDir: dataDirs[k]!, env: { STATIC_DIR: dir } })
    )
);
const browser = await launchBrowser();
try {
    const contexts: BrowserContext[] = [];
    for (const server of JOURNEY === 'fieldOffline' ? servers : [])
        contexts.push(await installedFieldApp(server.baseUrl));
    for (const server of JOURNEY === 'returning' ? servers : []) {
        // Signed in once, plant chosen: every visit is a returning user's.
        const { context, page } = await newPage(browser);
        await page.goto(server.baseUrl);
        await page.waitForSelector('#kc-form-login');
        await page.fill('#username', 'operator');
        await page.fill('#password', 'Operator#2026');
        await page.click('#kc-login');
        await page.getByRole('button', { name: /CNPJ/ }).first().click();
        await page.locator('nav a').first().waitFor();
        // A returning user has seen the page before; a build with a
        // service worker has installed it.
        await page.goto(`${server.baseUrl}${ROUTE}`);
        await page.locator(ROUTES[ROUTE]!).first().waitFor();
        await page.waitForTimeout(3000);
        await page.close();
        contexts.push(context);
    }
    const times: number[][] = builds.map(() => []);
    for (let i = 0; i < PAIRS; i++) {
        for (const k of i % 2 ? [1, 0] : [0, 1]) {
            if (JOURNEY === 'fieldOffline') {
                const page = await contexts[k]!.newPage();
                const visit = await visitOffline(
                    contexts[k]!,
                    page,
                    `${servers[k]!.baseUrl}/home`,
                    FIELD_HOME
                );
                times[k]!.push(visit.ms);
                if (process.env.BENCH_WATERFALL && i < 2)
                    process.stdout.write(
                        `${k ? 'B' : 'A'}:\n${waterfallText(visit)}\n`
                    );
                await page.close();
                continue;
            }
            if (JOURNEY !== 'returning') {
                const context = await browser.newContext();
                const page = await context.newPage();
                const visit = await visitSignedOut(
                    context,
                    page,
                    `${servers[k]!.baseUrl}/sensor?from=bookmark`
                );
                times[k]!.push(visit.ms);
                if (process.env.BENCH_WATERFALL && i < 2)
                    process.stdout.write(
                        `${k ? 'B' : 'A'}:\n${waterfallText(visit)}\n`
                    );
                await context.close();
                continue;
            }
            const page = await contexts[k]!.newPage();
            const visit = await visitList(
                contexts[k]!,
                page,
                `${servers[k]!.baseUrl}${ROUTE}`,
                ROUTES[ROUTE]!
            );
            times[k]!.push(visit.ms);
            if (process.env.BENCH_WATERFALL && i < 2)
                process.stdout.write(
                    `${k ? 'B' : 'A'}:\n${waterfallText(visit)}\n`
                );
            await page.close();
        }
    }
    builds.forEach((dir, k) =>
        process.stdout.write(
            `${JOURNEY} ${k ? 'B' : 'A'} ${dir}: median ${median(times[k]!)} ms   runs ${times[k]!.join(', ')}\n`
        )
    );
} finally {
    await browser.close();
    for (const server of servers) await stopServer(server.child);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
