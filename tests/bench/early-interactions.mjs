// Early interactions (issue 24), mobile profile: each control is used ONCE at first paint, before its
// part of the page has hydrated, as a shopper on a slow phone would; the shell keeps the tap and
// replays it when the control's region hydrates (shell/src/early/). No retry: a retry would hide a
// lost tap. Measured in the page: when the control became React's (its region hydrated), when its
// effect first showed (the e2e early-interactions.spec.ts's effects: cart badge, quantity shown,
// comparison bar, URL query, sign-in page) and whether it showed twice or was undone.
import { cartCookies } from './bench-site.mjs';
import { MOBILE_DEVICE, throttle } from './mobile.mjs';

const EFFECT_TIMEOUT_MS = 30_000;
/** A control not on screen this long after first paint was not there to be used early. */
const USE_TIMEOUT_MS = 15_000;

/**
 * Runs in the page (and again in any document the control navigates to: the state is kept in
 * sessionStorage). `read(state)` gives how many times the effect is shown (null: cannot tell yet).
 */
function watchEarly(read) {
  const KEY = 'bench.early';
  const now = () => performance.timeOrigin + performance.now();
  const saved = sessionStorage.getItem(KEY);
  const state = saved
    ? JSON.parse(saved)
    : {
        historyAtStart: history.length,
        tappedAt: 0,
        replayedAt: 0,
        hydratedAt: 0,
        effectAt: 0,
        peak: 0,
        last: 0,
        undone: false,
      };
  window.__early = state;
  let target = null;
  const isReacts = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const keep = () => sessionStorage.setItem(KEY, JSON.stringify(state));
  const readNow = () => {
    try {
      return read(state);
    } catch {
      return null;
    }
  };
  const check = () => {
    const before = JSON.stringify(state);
    if (target && !state.hydratedAt && isReacts(target)) state.hydratedAt = now();
    const value = readNow();
    if (value !== null && value !== undefined) {
      if (value >= 1 && !state.effectAt) state.effectAt = now();
      if (state.effectAt && value < 1) state.undone = true;
      state.peak = Math.max(state.peak, value);
      state.last = value;
    }
    if (JSON.stringify(state) !== before) keep();
  };
  // hydration changes nothing on screen: a check between every task catches it (then stops)
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    check();
    if (!state.hydratedAt) channel.port2.postMessage(null);
  };
  window.__earlyTarget = (element) => {
    target = element;
    channel.port2.postMessage(null);
  };
  // the visitor's use of the control (the first event: a select is chosen by script, untrusted), then
  // the shell's replay of it on the same element (untrusted, in a later task, once the region hydrated)
  let used = null;
  let armed = false;
  const related = (node) =>
    used instanceof Node && node instanceof Node && (node.contains(used) || used.contains(node));
  // the shell replays a tap with click() (an untrusted event) and a form with requestSubmit(), whose
  // submit event the browser marks trusted: after the visitor's own (same task as their key), it is the replay
  const isReplay = (event) => !event.isTrusted || event.type === 'submit';
  for (const type of ['touchstart', 'click', 'keydown', 'change', 'submit']) {
    window.addEventListener(
      type,
      (event) => {
        // a folded panel's button is the way to the control (a phone's filters), not the control
        if (event.target instanceof Element && event.target.closest('button[aria-expanded][aria-controls]'))
          return;
        if (!used && !state.tappedAt) {
          used = event.target;
          state.tappedAt = now();
          setTimeout(() => (armed = true));
        } else if (armed && isReplay(event) && !state.replayedAt && related(event.target)) {
          state.replayedAt = now();
        } else return;
        keep();
      },
      { capture: true },
    );
  }
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

// What each control's effect reads as, in the page: 1 once, 2 (or undone) when done twice.
const cartBadge = () => {
  const link = document.querySelector('header a[href="/panier"]');
  if (!link) return null;
  const counts = [...link.querySelectorAll('[aria-hidden="true"]')].map((badge) =>
    Number(badge.textContent.trim()),
  );
  return counts.find((count) => count > 0) ?? 0;
};
const productQuantity = () => {
  const shown = document.querySelector('[data-testid="purchase-quantity"]');
  return shown ? Number(shown.textContent.trim()) - 1 : null;
};
const cartLineQuantity = () => {
  const shown = document.querySelector('main [data-testid^="quantity-"]');
  return shown ? Number(shown.textContent.trim()) - 1 : null;
};
const signInPage = (state) =>
  location.pathname.startsWith('/connexion') ? Math.max(1, history.length - state.historyAtStart) : 0;
const comparedVehicles = () => {
  const bar = document.querySelector('aside[aria-label="Véhicules à comparer"]');
  return bar ? bar.querySelectorAll('button[aria-label^="Retirer "]').length : 0;
};
// a filter or a sort shows the visitor's choice at once and the list follows when its data arrives:
// its effect is the page taking the choice (the list pending for it) or the address saying it; a
// button busy with a kept tap (the shell's, before the page responds) is not the list. (Each runs in
// the page from its own source: no shared helper.)
const categoryTaken = () => {
  if (new URL(location.href).searchParams.has('category')) return 1;
  const box = document.querySelector('main input[type="checkbox"]:checked');
  return box && document.querySelector('main [aria-busy="true"]:not(button)') ? 1 : 0;
};
const sortTaken = () => {
  if (new URL(location.href).searchParams.get('sort') === 'price-low') return 1;
  const select = document.querySelector('main select');
  return select?.value === 'price-low' && document.querySelector('main [aria-busy="true"]:not(button)')
    ? 1
    : 0;
};
const searchTaken = () => {
  if (new URL(location.href).searchParams.get('q') === 'wallbox') return 1;
  const box = document.querySelector('main input[type="search"]');
  return box?.value === 'wallbox' && document.querySelector('main [aria-busy="true"]:not(button)') ? 1 : 0;
};
const teslaTaken = () => {
  if ((new URL(location.href).searchParams.get('brands') ?? '').includes('tesla')) return 1;
  const box = document.querySelector('main input[type="checkbox"]:checked');
  return box && document.querySelector('main [aria-busy="true"]:not(button)') ? 1 : 0;
};

const tap = (locator) => locator.tap({ force: true, noWaitAfter: true, timeout: USE_TIMEOUT_MS });

/** A filter box on a phone: the filters' panel is opened first, as a visitor would (early too). */
async function tickFilter(box) {
  const toggle = box.page().getByRole('main').getByRole('button', { name: 'Afficher les filtres' });
  if (await toggle.isVisible()) await tap(toggle);
  await box.check({ force: true, noWaitAfter: true, timeout: USE_TIMEOUT_MS });
}

/** The controls of issue 24, by page: the locator of the control, how it is used once, its effect. */
const CONTROLS = {
  Boutique: [
    {
      control: "card 'Ajouter au panier'",
      effect: 'cart badge 1',
      locate: (main) => main.getByRole('button', { name: /^Ajouter au panier : / }).first(),
      use: tap,
      read: cartBadge,
    },
    {
      control: 'heart (signed out)',
      effect: 'sign-in page',
      locate: (main) => main.getByRole('button', { name: /^Ajouter .* aux favoris$/ }).first(),
      use: tap,
      read: signInPage,
    },
    {
      control: 'filter box (category)',
      effect: 'list pending or ?category=',
      locate: (main) =>
        main
          .getByRole('region', { name: 'Filtres' })
          .getByRole('region', { name: 'Catégories' })
          .getByRole('checkbox')
          .first(),
      // one click: check() does not click again when the box stays unticked, it throws
      use: tickFilter,
      read: categoryTaken,
    },
    {
      control: 'sort select',
      effect: 'list pending or ?sort=',
      locate: (main) => main.getByRole('combobox', { name: 'Trier par' }),
      use: (select) =>
        select.selectOption(
          { label: 'Prix croissant' },
          { force: true, noWaitAfter: true, timeout: USE_TIMEOUT_MS },
        ),
      read: sortTaken,
    },
    {
      control: 'typed search',
      effect: 'list pending or ?q=wallbox',
      locate: (main) => main.getByRole('searchbox', { name: 'Rechercher un produit' }),
      use: async (search) => {
        await search.fill('wallbox', { force: true, timeout: USE_TIMEOUT_MS });
        await search.press('Enter', { noWaitAfter: true, timeout: EFFECT_TIMEOUT_MS });
      },
      read: searchTaken,
    },
  ],
  Produit: [
    {
      control: "quantity '+'",
      effect: 'quantity 2',
      locate: (main) => main.getByRole('button', { name: 'Augmenter la quantité', exact: true }),
      use: tap,
      read: productQuantity,
    },
    {
      control: "product's 'Ajouter au panier'",
      effect: 'cart badge 1',
      locate: (main) => main.getByRole('button', { name: 'Ajouter au panier', exact: true }),
      use: tap,
      read: cartBadge,
    },
  ],
  Véhicules: [
    {
      control: "'Comparer'",
      effect: 'comparison bar, 1 vehicle',
      locate: (main) =>
        main
          .getByTestId('vehicle-card')
          .first()
          .getByRole('button', { name: /^Comparer/ }),
      use: tap,
      read: comparedVehicles,
    },
    {
      control: 'filter box (brand)',
      effect: 'list pending or ?brands=',
      locate: (main) => main.getByRole('checkbox', { name: /^Tesla/ }),
      use: tickFilter,
      read: teslaTaken,
    },
  ],
  Panier: [
    {
      control: "quantity '+' (cart line)",
      effect: 'quantity 2',
      locate: (main) => main.getByRole('button', { name: /^Augmenter la quantité de / }).first(),
      use: tap,
      read: cartLineQuantity,
    },
  ],
};

/** A priced product with 3 or more in stock: its '+' can show a doubled tap (quantity 3). */
async function stockedProductPath(base) {
  const response = await fetch(
    `${base}/api/produits?pagination[pageSize]=1&sort=Name:asc&filters[price][$notNull]=true&filters[stock][$gte]=3&fields[0]=Name`,
  );
  const id = (await response.json())?.data?.[0]?.documentId;
  if (!id) throw new Error('The CMS has no priced product with 3 in stock');
  return `/produit/${id}`;
}

async function measureControl(browser, url, { locate, use, read }, prepare) {
  const context = await browser.newContext({ ...MOBILE_DEVICE });
  await prepare?.(context);
  await context.addInitScript({ content: `(${watchEarly})(${read});` });
  const page = await context.newPage();
  await throttle(context, page);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {
    timeout: 60_000,
  });
  const control = locate(page.getByRole('main'));
  let error = '';
  // the tap first (any step before it waits for the page's busy main thread too), then the control is
  // named to the watcher, for the time it became React's
  try {
    await use(control);
    await control.evaluate((element) => window.__earlyTarget(element), null, { timeout: EFFECT_TIMEOUT_MS });
  } catch (failure) {
    error = failure.message.split('\n')[0];
  }
  await page
    .waitForFunction(() => window.__early.effectAt > 0, null, { timeout: EFFECT_TIMEOUT_MS })
    .catch(() => {});
  // a second replay of the same tap would come right after the first: let the page finish starting
  await page
    .locator('html[data-interactive="true"]')
    .waitFor({ state: 'attached', timeout: EFFECT_TIMEOUT_MS })
    .catch(() => {});
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
  const state = await page.evaluate(() => ({
    ...window.__early,
    fcp:
      performance.timeOrigin + (performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN),
  }));
  await context.close();
  const after = (at, from) => (at && from ? at - from : NaN);
  // the region's hydration, as the page acts on it: the shell's replay of the kept tap (it runs when
  // the region has hydrated and the control is React's); without a replay, when the control became
  // React's (or was used, when that was later)
  const hydrated = state.replayedAt || Math.max(state.hydratedAt, state.tappedAt);
  return {
    error,
    tapFromFcpMs: after(state.tappedAt, state.fcp),
    used: state.tappedAt > 0,
    // the shell kept the tap and replayed it: it was made before the control's region hydrated
    early: state.replayedAt > 0,
    lost: state.tappedAt ? (state.effectAt ? 0 : 1) : NaN,
    doubled: state.tappedAt ? (state.peak >= 2 || state.undone ? 1 : 0) : NaN,
    delayMs: after(state.effectAt, hydrated),
    // React's nodes are marked in the render of a hydration React may drop and do again later
    fromReactsMs: after(state.effectAt, Math.max(state.hydratedAt, state.tappedAt)),
  };
}

/**
 * Every control of issue 24 on the pages named in `labels` (Boutique, Produit, Véhicules, Panier),
 * each in a new mobile context. `savedCart` is the cart /panier is opened with (one line).
 */
export async function measureEarlyInteractions(browser, base, { labels, savedCart }) {
  const paths = {
    Boutique: '/boutique',
    Produit: await stockedProductPath(base),
    Véhicules: '/vehicules-electriques',
    Panier: '/panier',
  };
  const withCart = async (context) => {
    await context.addCookies(cartCookies(base, savedCart));
    await context.addInitScript((saved) => {
      if (!window.localStorage.getItem('cm.cart.v1'))
        window.localStorage.setItem('cm.cart.v1', JSON.stringify(saved));
    }, savedCart);
  };
  const results = [];
  for (const [label, controls] of Object.entries(CONTROLS)) {
    if (labels && !labels.includes(label)) continue;
    for (const entry of controls) {
      const measured = await measureControl(
        browser,
        base + paths[label],
        entry,
        label === 'Panier' ? withCart : undefined,
      );
      results.push({
        page: label,
        path: paths[label],
        control: entry.control,
        effect: entry.effect,
        ...measured,
      });
    }
  }
  return results;
}
