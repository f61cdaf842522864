import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, stopServer } from '../tests/api/helpers/server.ts';
import { launchBrowser } from '../tests/e2e/helpers/browser.ts';
import { FAST_4G } from './journey.ts';
const dataDir = mkdtempSync(join(tmpdir(), 'dig-'));
const server = await startServer({ dataDir, env: { STATIC_DIR: 'dist' } });
const browser = await launchBrowser();
const probe = `(() => {
  const log = (w) => { (window.__log ??= []).push([Math.round(performance.now()), w]); try { sessionStorage.setItem('__log', JSON.stringify(window.__log)); } catch {} };
  window.__plog = log;
  log('init ' + location.pathname);
  const d = crypto.subtle.digest.bind(crypto.subtle);
  crypto.subtle.digest = (...a) => { log('digest call'); return d(...a).then(r => { log('digest done'); return r; }); };
  const ce = document.createElement.bind(document);
  document.createElement = (t, ...r) => { if (t === 'iframe') log('iframe created'); return ce(t, ...r); };
  document.addEventListener('readystatechange', () => log('ready ' + document.readyState));
  new MutationObserver(() => { if (document.body && !window.__b) { window.__b = 1; log('body'); } }).observe(document.documentElement, { childList: true });
  window.addEventListener('beforeunload', () => log('beforeunload'));
  const f = window.fetch.bind(window);
  window.fetch = (u, ...r) => { log('fetch ' + String(u).slice(0, 60)); return f(u, ...r); };
})()`;
try {
  const context = await browser.newContext();
  {
    const page = await context.newPage();
    await page.goto(server.baseUrl);
    await page.waitForSelector('#kc-form-login');
    await page.fill('#username', 'operator');
    await page.fill('#password', 'Operator#2026');
    await page.click('#kc-login');
    const choose = page.getByRole('button', { name: /CNPJ/ }).first();
    await choose.waitFor(); await choose.click();
    await page.locator('nav a').first().waitFor();
    await page.close();
  }
  await context.addInitScript(probe);
  for (let run = 0; run < 2; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    const ev: string[] = [];
    const ids = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', e => { ids.set(e.requestId, e.request.url.replace(server.baseUrl, '').slice(0, 40)); ev.push(`${Date.now() - t0} req ${ids.get(e.requestId)}`); });
    cdp.on('Network.responseReceived', e => ev.push(`${Date.now() - t0} resp ${ids.get(e.requestId)}`));
    cdp.on('Network.loadingFinished', e => ev.push(`${Date.now() - t0} done ${ids.get(e.requestId)}`));
    await page.goto(`${server.baseUrl}/sensor`, { waitUntil: 'commit' });
    await page.locator('table tbody tr').first().waitFor({ timeout: 60000 });
    const ms = Date.now() - t0;
    const log = await page.evaluate(() => (window as any).__log);
    const nav = await page.evaluate(() => performance.timeOrigin);
    console.log('run', run, ms, 'ms; page timeOrigin offset', Math.round(nav - t0));
    console.log(ev.join('\n'));
    console.log('in page:', JSON.stringify(log));
    await page.close();
  }
} finally { await browser.close(); await stopServer(server); }
