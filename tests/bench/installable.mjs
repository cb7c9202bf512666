// What the service worker (decision 026) costs and whether Chromium finds the site installable: the
// web app manifest, its icons and a service worker answering the page's requests (Chromium's own
// installability checks), and the scripts offline support fetches once the page responds.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { MOBILE_DEVICE } from './mobile.mjs';

/** The bytes of a file sent brotli-compressed by the origin. */
function compressedBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': 'br' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/**
 * In a profile of its own: Chromium never finds a site installable in an incognito context (the
 * contexts `browser.newContext` makes).
 * @param {string} base the origin
 * @param {object} launchOptions
 */
export async function measureInstallability(base, launchOptions) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...MOBILE_DEVICE,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    // when the page responds, in its own clock: the scripts asked for from then on are offline support's
    await page.addInitScript(() => {
      // the document, not its <html> element: that one does not exist yet when this runs
      new MutationObserver((_, observer) => {
        if (document.documentElement?.dataset.interactive !== 'true') return;
        window.__interactiveAt = performance.now();
        observer.disconnect();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
    });
    await page.goto(`${base}/`, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForFunction(() => window.__interactiveAt !== undefined, null, { timeout: 90_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const { controlledAfterMs, urls } = await page.evaluate(() => ({
      controlledAfterMs: Math.round(
        (performance.getEntriesByName(`${location.origin}/sw.js`)[0]?.startTime ?? performance.now()) -
          window.__interactiveAt,
      ),
      urls: performance
        .getEntriesByType('resource')
        .filter(
          (entry) => entry.startTime >= window.__interactiveAt && /\.js$/.test(new URL(entry.name).pathname),
        )
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname !== '/sw.js'),
    }));
    // their compressed size as the origin sends them (the worker's answers to the page say 0 bytes)
    const sizes = await Promise.all(urls.map((pathname) => compressedBytes(`${base}${pathname}`)));
    const afterInteractiveKb = sizes.reduce((sum, bytes) => sum + bytes, 0) / 1024;

    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // a page load answered by the worker: it has a fetch handler
    const answeredByWorker = (await page.reload({ waitUntil: 'load' }))?.fromServiceWorker() ?? false;
    const parsed = manifest.data ? JSON.parse(manifest.data) : {};
    return {
      manifestUrl: manifest.url,
      manifestErrors: (manifest.errors ?? []).map((error) => error.message),
      name: parsed.name ?? '',
      icons: (parsed.icons ?? []).length,
      installabilityErrors: installabilityErrors.map(
        ({ errorId, errorArguments }) =>
          `${errorId}${errorArguments?.length ? ` (${errorArguments.map((a) => `${a.name}=${a.value}`).join(', ')})` : ''}`,
      ),
      answeredByWorker,
      controlledAfterMs,
      afterInteractiveKb,
      afterInteractiveScripts: urls,
    };
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureInstallability>>} result */
export function printInstallability(result) {
  const problems = [
    ...(result.manifestUrl ? [] : ['no manifest']),
    ...result.manifestErrors,
    ...result.installabilityErrors,
    ...(result.answeredByWorker ? [] : ['no service worker answering the page']),
  ];
  console.log(
    `\nInstallable (Chromium's checks on /): manifest ${result.manifestUrl ? `« ${result.name} », ${result.icons} icons` : 'missing'}, service worker ${result.answeredByWorker ? 'answering the page (fetch handler)' : 'not answering'} — ${problems.length ? `FAIL ${problems.join('; ')}` : 'PASS'}`,
  );
  const files = result.afterInteractiveScripts;
  console.log(
    `Offline support, after the page responds (not its first load): the worker is asked for ${result.controlledAfterMs} ms later; ${result.afterInteractiveKb.toFixed(1)} KB of scripts fetched from then on (${files.length} ${files.length === 1 ? 'file' : 'files'}: ${files.join(', ') || 'none'})`,
  );
}
