/**
 * Two builds of the SPA on the same journey, interleaved (issue #14's
 * journey, scripts/journey.ts): a returning operator opening `/sensor` with
 * a cold HTTP cache, 4x CPU and Fast 4G, alternately on build A and build
 * B, each served by this server on its own throw-away database. Prints
 * each build's median and runs. Machine noise moves both alike, which a
 * comparison of two separate `npm run bench` runs cannot promise.
 *
 *   npm run bench:ab -- /tmp/dist-before dist
 *
 * Build a commit into a folder with
 * `NODE_ENV=production npx vite build --outDir /tmp/dist-before` in a
 * worktree of it. `BENCH_PAIRS` sets the number of pairs (8).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';
import { launchBrowser, newPage } from '../tests/e2e/helpers/browser.ts';
import { visitList } from './journey.ts';

const builds = process.argv.slice(2).map(dir => resolve(dir));
if (builds.length !== 2) {
    process.stderr.write('usage: npm run bench:ab -- <dist A> <dist B>\n');
    process.exit(2);
}
const PAIRS = Number(process.env.BENCH_PAIRS ?? 8);
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
    const contexts = [];
    for (const server of servers) {
        // Signed in once, plant chosen: every visit is a returning user's.
        const { context, page } = await newPage(browser);
        await page.goto(server.baseUrl);
        await page.waitForSelector('#kc-form-login');
        await page.fill('#username', 'operator');
        await page.fill('#password', 'Operator#2026');
        await page.click('#kc-login');
        await page.getByRole('button', { name: /CNPJ/ }).first().click();
        await page.locator('nav a').first().waitFor();
        await page.close();
        contexts.push(context);
    }
    const times: number[][] = builds.map(() => []);
    for (let i = 0; i < PAIRS; i++) {
        for (const k of i % 2 ? [1, 0] : [0, 1]) {
            const page = await contexts[k]!.newPage();
            const visit = await visitList(
                contexts[k]!,
                page,
                `${servers[k]!.baseUrl}/sensor`,
                'table tbody tr'
            );
            times[k]!.push(visit.ms);
            await page.close();
        }
    }
    builds.forEach((dir, k) =>
        process.stdout.write(
            `${k ? 'B' : 'A'} ${dir}: median ${median(times[k]!)} ms   runs ${times[k]!.join(', ')}\n`
        )
    );
} finally {
    await browser.close();
    for (const server of servers) await stopServer(server.child);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
