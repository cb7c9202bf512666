// 'Ajouter au panier' on a server-rendered product page, in the mobile profile: tapped once, as soon
// as it is painted (a tap before the page responds is kept, shown as taken, and done once when the
// purchase panel hydrates: tapping again would add a second one); the delay is measured from the
// page's first contentful paint (and from its LCP) to the cart store holding the product and to the
// header's cart badge showing it. Until a tap reaches the button (it is not painted yet), it is tried
// again.
import { MOBILE_DEVICE, throttle } from './mobile.mjs';

const GIVE_UP_MS = 30_000;

/** Runs in the page: paint times, and when the cart store and the header badge first show a line. */
function watchCart() {
  window.__bench = { lcp: 0, storeAt: 0, badgeAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    const bench = window.__bench;
    const saved = window.localStorage.getItem('cm.cart.v1');
    if (!bench.storeAt && saved && JSON.parse(saved)?.state?.items?.length > 0)
      bench.storeAt = performance.now();
    const badges = document.querySelectorAll('header a[href="/panier"] [aria-hidden="true"]');
    if (!bench.badgeAt && [...badges].some((badge) => badge.textContent.trim() === '1'))
      bench.badgeAt = performance.now();
    if (!bench.storeAt || !bench.badgeAt) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

/** The delays (ms) from paint to a working 'Ajouter au panier' on `url`, with the number of taps. */
export async function measureAddToCart(browser, url) {
  const context = await browser.newContext({ ...MOBILE_DEVICE });
  await context.addInitScript(watchCart);
  const page = await context.newPage();
  await throttle(context, page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 60_000,
  });
  const button = page.getByRole('main').getByRole('button', { name: 'Ajouter au panier', exact: true });
  const started = Date.now();
  let taps = 0;
  let firstTapAt = 0;
  while (!taps && Date.now() - started < GIVE_UP_MS) {
    // force: no waiting until the button looks actionable, a shopper taps what is painted
    const tapped = await button
      .tap({ force: true, noWaitAfter: true, timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (tapped) {
      taps += 1;
      firstTapAt = await page.evaluate(() => performance.now());
    }
  }
  await page.waitForFunction(() => window.__bench.storeAt > 0, null, { timeout: GIVE_UP_MS }).catch(() => {});
  // the badge follows the store by a render
  await page.waitForFunction(() => window.__bench.badgeAt > 0, null, { timeout: 5_000 }).catch(() => {});
  const marks = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    ...window.__bench,
  }));
  await context.close();
  const after = (at, from) => (at > 0 ? at - from : NaN);
  return {
    fcpMs: marks.fcp,
    lcpMs: marks.lcp,
    firstTapMs: after(firstTapAt, marks.fcp),
    storeFromFcpMs: after(marks.storeAt, marks.fcp),
    storeFromLcpMs: after(marks.storeAt, marks.lcp),
    badgeFromFcpMs: after(marks.badgeAt, marks.fcp),
    taps,
  };
}
