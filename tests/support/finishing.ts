import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { productsFromApi, type ApiProduct } from './shop';

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };
export const VIEWPORTS = { phone: PHONE, desktop: DESKTOP } as const;

/** Puts `items` in the cart as the shop stores it, before the page's first script runs. */
export async function seedCart(
  page: Page,
  items: { product: ApiProduct; quantity: number; installationCost?: number }[],
): Promise<void> {
  const state = {
    items: items.map(({ product, quantity, installationCost }) => ({
      id: product.documentId,
      name: product.Name,
      price: product.price,
      originalPrice: null,
      image: null,
      category: product.category,
      brand: 'ChargeMaroc',
      quantity,
      maxQuantity: 10,
      installationService: {
        wanted: installationCost !== undefined,
        cost: installationCost ?? 0,
        discount: 0,
      },
    })),
    couponCode: null,
    shippingMethod: 'standard',
  };
  await page.addInitScript(
    (value) => {
      if (!localStorage.getItem('cm.cart.v1')) localStorage.setItem('cm.cart.v1', value);
    },
    JSON.stringify({ state, version: 1 }),
  );
}

/** The dearest products with a price (the longest amounts), at least two. */
export async function dearestProducts(
  request: APIRequestContext,
  count: number,
): Promise<[ApiProduct, ApiProduct, ...ApiProduct[]]> {
  const page = await productsFromApi(request, 'filters[price][$notNull]=true&sort=price:desc');
  const [first, second, ...rest] = page.data.slice(0, Math.max(2, count));
  if (!first || !second) throw new Error('the CMS has fewer than two priced products');
  return [first, second, ...rest];
}

/**
 * Every amount in MAD written in the page ('59.600,00 MAD'), with the number of lines it takes: a
 * range over the amount's characters gives one box per line it is laid out on.
 */
export async function amountsOverLines(page: Page): Promise<{ text: string; lines: number }[]> {
  return page.evaluate(() => {
    const amount = /\d[\d.]*,\d\d\s?MAD/g;
    const found: { text: string; lines: number }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility()) continue;
      for (const match of text.matchAll(amount)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        found.push({ text: match[0], lines: tops.size });
      }
    }
    return found;
  });
}

/** Fails with the amounts that break across lines; expects some amounts to be there. */
export async function expectAmountsOnOneLine(page: Page): Promise<void> {
  const amounts = await amountsOverLines(page);
  expect(amounts.length, 'amounts in MAD on the page').toBeGreaterThan(0);
  expect(amounts.filter((amount) => amount.lines !== 1)).toEqual([]);
}

/** Whether the page scrolls sideways (something wider than the screen). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Scrolls the page from top to bottom and, at each stop where the back-to-top button shows, lists
 * the controls under it (expected: none). Gives back the stops too, to know the button was seen.
 */
export async function controlsUnderBackToTop(page: Page): Promise<{ shown: number; covered: string[] }> {
  return page.evaluate(async () => {
    const control =
      'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [role="switch"], [role="checkbox"]';
    // the scroll event comes with the next frame, the button's placement with the one after
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const frames = async () => {
      for (let count = 0; count < 4; count += 1) await frame();
    };
    const covered: string[] = [];
    let shown = 0;
    const end = document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y = Math.min(end, y + 160)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frames();
      const button = document.querySelector<HTMLElement>('button[aria-label="Retour en haut"]');
      if (button && button.checkVisibility({ visibilityProperty: true })) {
        shown += 1;
        const rect = button.getBoundingClientRect();
        for (const [x, yy] of <[number, number][]>[
          [rect.left + 2, rect.top + 2],
          [rect.right - 2, rect.top + 2],
          [rect.left + 2, rect.bottom - 2],
          [rect.right - 2, rect.bottom - 2],
          [(rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2],
        ]) {
          // a control whose own boxes meet the button's (not the overlay that makes a whole card a link)
          const under = document
            .elementsFromPoint(x, yy)
            .map((element) => element.closest(control))
            .find(
              (element) =>
                element &&
                !button.contains(element) &&
                [...element.getClientRects()].some(
                  (box) =>
                    box.left < rect.right &&
                    rect.left < box.right &&
                    box.top < rect.bottom &&
                    rect.top < box.bottom,
                ),
            );
          if (under)
            covered.push(`${y}px: ${under.tagName} « ${(under.textContent ?? '').trim().slice(0, 40)} »`);
        }
      }
      if (y >= end) break;
    }
    return { shown, covered: [...new Set(covered)] };
  });
}

/** A 1×1 PNG: the installation estimate only needs a photo of an accepted type. */
export const PANEL_PHOTO = {
  name: 'tableau.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
};

/** Whether the whole of the element's box is on screen, clear of the sticky header. */
export async function inFullView(page: Page, selector: Locator): Promise<boolean> {
  const box = await selector.boundingBox();
  if (!box) return false;
  const { headerBottom, height } = await page.evaluate(() => ({
    headerBottom: document.querySelector('header')?.getBoundingClientRect().bottom ?? 0,
    height: window.innerHeight,
  }));
  return box.y >= headerBottom - 1 && box.y + box.height <= height + 1;
}
