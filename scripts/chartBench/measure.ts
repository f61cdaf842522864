/**
 * Builds scripts/chartBench and times, in headless Chromium, how long the
 * product's chart takes from its data arriving to four 1000-point series
 * drawn (median of `runs`, without and with 4x CPU throttling), and the
 * size of the chart chunk the app ships.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '../../tests/e2e/helpers/browser.ts';

const median = (xs: number[]) =>
    [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export async function measureChart(runs = 10) {
    const root = fileURLToPath(new URL('.', import.meta.url));
    const outDir = mkdtempSync(join(tmpdir(), 'plants-chart-bench-'));
    const server = createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        const file = join(outDir, path === '/' ? 'index.html' : path);
        res.setHeader(
            'content-type',
            extname(file) === '.js' ? 'text/javascript' : 'text/html'
        );
        try {
            res.end(readFileSync(file));
        } catch {
            res.statusCode = 404;
            res.end();
        }
    });
    try {
        await build({
            root,
            configFile: false,
            logLevel: 'warn',
            base: '/',
            plugins: [react()],
            build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
        });
        await new Promise<void>(r => server.listen(0, '127.0.0.1', r));
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        const browser = await launchBrowser();
        try {
            const page = await browser.newPage();
            page.on(
                'console',
                m => process.env.BENCH_VERBOSE && console.log(m.text())
            );
            page.on('pageerror', e =>
                console.error('chart bench page error:', e.message)
            );
            page.on('crash', () => console.error('chart bench page crashed'));
            await page.goto(`http://127.0.0.1:${port}/`);
            await page.waitForFunction(
                'typeof window.renderChart === "function"'
            );
            const timings = async (throttle: number) => {
                const cdp = await page.context().newCDPSession(page);
                await cdp.send('Emulation.setCPUThrottlingRate', {
                    rate: throttle,
                });
                const out: number[] = [];
                for (let i = 0; i < runs + 1; i++) {
                    await page.evaluate('window.resetChart()');
                    await page.waitForTimeout(50);
                    const ms = await page.evaluate<number>(
                        `window.renderChart(${i})`
                    );
                    if (i > 0) out.push(ms); // the first run warms the JIT
                }
                return median(out);
            };
            return { ms: await timings(1), throttledMs: await timings(4) };
        } finally {
            await browser.close();
        }
    } finally {
        server.close();
        rmSync(outDir, { recursive: true, force: true });
    }
}

/** gzip size of the app's chart chunk in dist/ (built by the bench before). */
export function chartChunkBytes(dist = 'dist'): number {
    const assets = join(dist, 'assets');
    const file = readdirSync(assets).find(
        f => f.startsWith('SensorSeriesPanel-') && f.endsWith('.js')
    );
    if (!file) throw new Error('no SensorSeriesPanel chunk in dist/assets');
    return gzipSync(readFileSync(join(assets, file))).length;
}
