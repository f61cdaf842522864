import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';
import { launchBrowser, newPage } from '../tests/e2e/helpers/browser.ts';
import { FAST_4G } from './journey.ts';
const DIST = process.argv[2] ?? 'dist';
const PATH = process.argv[3] ?? '/sensor';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const server = await startServer({ dataDir, env: { STATIC_DIR: DIST } });
const browser = await launchBrowser();
try {
  const base = server.baseUrl;
  const { context, page } = await newPage(browser);
  await page.goto(base);
  await page.waitForSelector('#kc-form-login');
  await page.fill('#username', 'operator');
  await page.fill('#password', 'Operator#2026');
  await page.click('#kc-login');
  const choose = page.getByRole('button', { name: /CNPJ/ }).first();
  await choose.waitFor(); await choose.click();
  await page.locator('nav a').first().waitFor();
  await page.close();
  for (let run = 0; run < 3; run++) {
  const p = await context.newPage();
  const cdp = await context.newCDPSession(p);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  const marks: string[] = [];
  cdp.on('Network.loadingFinished', () => {});
  cdp.on('Network.responseReceived', e => { if (/api\/(user|sensor)/.test(e.response.url)) marks.push(`${Date.now()-t0} resp ${e.response.url.slice(base.length, base.length+30)}`); });
  await p.goto(base + PATH);
  await p.locator(PATH === '/dashboard' ? '#readings-title' : 'table tbody tr').first().waitFor({ state: 'visible', timeout: 60000 });
  const ms = Date.now() - t0;
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(`/tmp/prof-${run}.cpuprofile`, JSON.stringify(profile));
  console.log(`run ${run}: ${ms} ms`, marks.join('; '));
  await p.close();
  }
} finally { await browser.close(); await stopServer(server); }
