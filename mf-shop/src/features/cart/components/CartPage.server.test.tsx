import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { formatPrice } from '@chargemaroc/shared/format';
import { CART_VIEW_COOKIE, cartStore, cartTotals } from '@chargemaroc/shared/stores/cart';
import { createRequestStyleCache, renderToHtml } from '@chargemaroc/shared/ssr/render';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { cartProducts } from '../../../testing/products';
import { cartLoader } from '../api/cart-loader';
import { CartPage } from './CartPage';

const routes: RouteObject[] = [{ path: '/panier', loader: cartLoader, element: <CartPage /> }];

afterEach(() => {
  cartStore.getState().clear();
  vi.restoreAllMocks();
});

/** The cart's cookie as the store writes it for the cart page's server. */
function fillCartAndReadItsCookie(): string {
  const written: string[] = [];
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  const cart = cartStore.getState();
  cart.addItem(cartProducts.wallbox, 2);
  cart.addItem(cartProducts.cable);
  const view = written.filter((cookie) => cookie.startsWith(`${CART_VIEW_COOKIE}=`)).at(-1)!;
  return view.split(';')[0]!;
}

async function serverRender(cookie: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://site.test/panier', { headers: { cookie } }));
  if (context instanceof Response) throw new Error('the cart page redirected');
  const { html } = await renderToHtml(
    <UiProvider cache={createRequestStyleCache()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </UiProvider>,
  );
  return { html };
}

// hydrating what is served, and a tap on it before: tests/e2e/early-interactions.spec.ts
it('serves the lines, their controls and the totals of a cart its cookie holds', async () => {
  const cookie = fillCartAndReadItsCookie();
  const { html } = await serverRender(cookie);
  const container = document.createElement('div');
  container.innerHTML = html;
  expect(container.textContent).toContain('Wallbox Pulsar Plus');
  expect(container.querySelector('[aria-label="Augmenter la quantité de Câble Type 2"]')).not.toBeNull();
  expect(container.querySelector('[data-testid="summary-total"]')?.textContent).toBe(
    formatPrice(cartTotals(cartStore.getState()).total),
  );
});

it('serves placeholder rows when the cart is too big for its cookie, and an empty cart without one', async () => {
  const tooBig = `${CART_VIEW_COOKIE}=not-json; cm.cart.lines=3`;
  const { html } = await serverRender(tooBig);
  expect(html).not.toContain('summary-total');
  expect(html.match(/data-testid="cart-line-skeleton"/g)?.length ?? 0).toBe(3);
  expect((await serverRender('')).html).toContain('Votre panier est vide');
});
