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
  for (const mode of ['fresh', 'fresh']) {
    const context = await browser.newContext();
    await context.addInitScript(probe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    const ev: string[] = [];
    cdp.on('Network.requestWillBeSent', e => ev.push(`${Date.now() - t0} req ${e.request.url.replace(server.baseUrl, '').slice(0, 50)}`));
    cdp.on('Network.responseReceived', e => ev.push(`${Date.now() - t0} resp ${e.response.url.replace(server.baseUrl, '').slice(0, 50)}`));
    cdp.on('Network.dataReceived', e => ev.push(`${Date.now() - t0} data ${e.requestId} ${e.dataLength}`));
    cdp.on('Network.loadingFinished', e => ev.push(`${Date.now() - t0} done ${e.requestId}`));
    await page.goto(`${server.baseUrl}/sensor?from=x`, { waitUntil: 'commit' });
    await page.locator('#kc-form-login').waitFor({ timeout: 60000 });
    console.log(mode, Date.now() - t0, 'ms');
    console.log(ev.join('\n'));
    await context.close();
  }
} finally { await browser.close(); await stopServer(server); }
