// Lighthouse with its default settings (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU
// throttling) on Debian's Chromium, driven through a remote-debugging port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium.mjs';
import { freePort } from './bench-site.mjs';

/**
 * One Chromium for every Lighthouse run, started by hand with a remote-debugging port: Lighthouse alone
 * drives it during a run. `prepare(fn)` connects Playwright to its default context for `fn(context)`
 * (signing in, saving a cart: what Lighthouse's tab will see), then lets go.
 */
export async function openLighthouseBrowser() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'chargemaroc-lighthouse-'));
  const child = spawn(
    chromiumLaunchOptions.executablePath,
    [
      ...chromiumLaunchOptions.args,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  for (let attempt = 0; !(await fetch(`${endpoint}/json/version`).catch(() => null))?.ok; attempt += 1) {
    if (attempt > 100) throw new Error('Chromium did not open its debugging port');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    async prepare(fn) {
      const browser = await chromium.connectOverCDP(endpoint);
      try {
        return await fn(browser.contexts()[0]);
      } finally {
        await browser.close();
      }
    },
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Clears the browser's HTTP cache, as Lighthouse does itself when it resets storage. */
async function clearCache(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

/**
 * Forgets what a run left for `origin` (session, cart, cookies, the service worker and its caches),
 * so the next page starts anonymous; `storageTypes` (CDP's list) to forget only some of it.
 */
export async function forgetOrigin(context, origin, storageTypes = 'all') {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
  await page.close();
}

/**
 * One Lighthouse performance run. `keepStorage`: the page needs storage prepared beforehand (signed-in
 * pages, a saved cart), so Lighthouse's storage reset is turned off and the cache is cleared here instead.
 */
export async function runLighthouse(browser, url, { keepStorage = false, retry = true } = {}) {
  if (keepStorage) await browser.prepare(clearCache);
  const result = await lighthouse(url, {
    port: browser.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(keepStorage ? { disableStorageReset: true } : {}),
  });
  const { lhr } = result;
  if (lhr.runtimeError) {
    // a trace Lighthouse could not read (NO_NAVSTART and the like) happens on a loaded machine: once more
    if (retry) return runLighthouse(browser, url, { keepStorage, retry: false });
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: scriptBytes / 1024,
    // Lighthouse's CPU benchmark of this machine at that moment (higher is faster)
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    finalUrl: lhr.finalDisplayedUrl,
  };
}
