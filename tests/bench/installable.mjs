// What the service worker (decision 026) costs and whether Chromium finds the site installable: the
// web app manifest, its icons and a service worker answering the page's requests (Chromium's own
// installability checks), and the scripts offline support fetches once the page responds.
import { MOBILE_DEVICE } from './mobile.mjs';

/** The offline support's own chunk: fetched after the page responds, not part of its first load. */
export const AFTER_INTERACTIVE_SCRIPT = /\/offline-support\.[0-9a-f]{8}\.js$/;

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the origin
 */
export async function measureInstallability(browser, base) {
  const context = await browser.newContext({ ...MOBILE_DEVICE, serviceWorkers: 'allow' });
  const page = await context.newPage();
  let interactive = false;
  const afterInteractive = [];
  page.on('requestfinished', async (request) => {
    if (!interactive || request.resourceType() !== 'script') return;
    const sizes = await request.sizes().catch(() => null);
    afterInteractive.push({ url: request.url(), bytes: sizes?.responseBodySize ?? 0 });
  });
  await page.goto(`${base}/`, { waitUntil: 'load', timeout: 90_000 });
  await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', null, {
    timeout: 90_000,
  });
  interactive = true;
  const interactiveAt = Date.now();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const controlledAfterMs = Date.now() - interactiveAt;
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const afterInteractiveKb = afterInteractive.reduce((sum, script) => sum + script.bytes, 0) / 1024;

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // a page load answered by the worker: it has a fetch handler
  const answeredByWorker = (await page.reload({ waitUntil: 'load' }))?.fromServiceWorker() ?? false;
  await context.close();
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
    afterInteractiveScripts: afterInteractive.map((script) => script.url.replace(base, '')),
  };
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
  console.log(
    `Offline support, after the page responds (not its first load): the worker controls the page ${result.controlledAfterMs} ms later; ${result.afterInteractiveKb.toFixed(1)} KB of scripts (${result.afterInteractiveScripts.length} files: its own code, the API client's library and the toaster, kept for forms sent offline)`,
  );
}
