import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forgetCatalogue } from '../../../common/api/products';
import { queryNumber, answerApi, strapiPage, type ApiHandler } from '@chargemaroc/shared/testing/network';
import { backendProduct } from '../../../testing/products';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { shopLoader } from '../api/shop-loader';
import { ShopLoadError, ShopPage } from './ShopPage';

const shopRoute = { path: '/boutique', loader: shopLoader, ErrorBoundary: ShopLoadError };

const catalogue = Array.from({ length: 45 }, (_, index) => backendProduct(index + 1));
const facets = {
  categories: [{ value: 'wallbox', count: 45 }],
  brands: [
    { value: 'ABB', count: 22 },
    { value: 'Wallbox', count: 23 },
  ],
  power: [{ value: '7,4 kW', count: 45 }],
  protection: [{ value: 'IP54', count: 45 }],
  connectivity: [{ value: 'WiFi', count: 45 }],
  price: { min: 5100, max: 9500 },
};

const catalogueHandler: ApiHandler = ({ path, query }) => {
  if (path === '/produits/facets') return { status: 200, body: facets };
  if (path === '/produits')
    return { status: 200, body: strapiPage(catalogue, queryNumber(query, 'pagination[page]', 1), 20) };
  return undefined;
};

let api: ReturnType<typeof answerApi>;
const location = () => screen.getByTestId('location').textContent ?? '';
const user = () => userEvent.setup({ delay: null });
const listQuery = () => api.last('/produits')?.query ?? '';
const cards = () => screen.queryAllByTestId('product-card');

beforeEach(() => forgetCatalogue());

describe('ShopPage', { timeout: 30_000 }, () => {
  it('reads the category group from the URL and asks the server for it, 20 at a time', async () => {
    api = answerApi(catalogueHandler);
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique?category=chargers' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(listQuery()).toContain(
      'filters[category][$in][0]=residential&filters[category][$in][1]=commercial&filters[category][$in][2]=wallbox',
    );
    expect(listQuery()).toContain('pagination[page]=1&pagination[pageSize]=20');
    expect(screen.getByTestId('filter-summary').textContent).toBe('Chargeurs');
    screen.getByRole('heading', { level: 1, name: 'Boutique' });
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3']);
  });

  it('pages through the URL, and a new sort starts again from page 1', async () => {
    api = answerApi(catalogueHandler);
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(location()).toBe('/boutique?page=3');
    expect(listQuery()).toContain('pagination[page]=3');

    await user().selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price-high');
    await waitFor(() => expect(location()).toBe('/boutique?sort=price-high'));
    const pricedQuery = () =>
      [...api.requests]
        .reverse()
        .find((request) => request.path === '/produits' && request.query.includes('price:desc'))?.query ?? '';
    await waitFor(() => expect(pricedQuery()).toContain('sort[0]=price:desc'));
    expect(pricedQuery()).toContain('pagination[page]=1');
    // priced products first; those on quotation ('Prix sur demande') only after them
    expect(pricedQuery()).toContain('[price][$notNull]=true');
  });

  it("lists 'Prix sur demande' products after every priced one in both price sorts", async () => {
    const priced = Array.from({ length: 3 }, (_, index) =>
      backendProduct(index + 1, { price: 1000 * (index + 1) }),
    );
    const onQuote = [backendProduct(9, { price: null, Name: 'Sur devis' })];
    api = answerApi((request) => {
      if (request.path !== '/produits') return catalogueHandler(request);
      const list = request.query.includes('[price][$null]=true')
        ? onQuote
        : request.query.includes('[price][$notNull]=true')
          ? priced
          : [...onQuote, ...priced];
      const sorted = request.query.includes('price:desc') ? [...list].reverse() : list;
      return {
        status: 200,
        body: strapiPage(
          sorted,
          queryNumber(request.query, 'pagination[page]', 1),
          queryNumber(request.query, 'pagination[pageSize]', 20),
        ),
      };
    });
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique?sort=price-low' });
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards().at(-1)?.textContent).toContain('Prix sur demande');
    screen.getByRole('heading', { level: 2, name: '4 produit(s)' });
  });

  it('sends the search to the server and keeps it in the URL', async () => {
    api = answerApi(catalogueHandler);
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().type(screen.getByRole('searchbox', { name: 'Rechercher un produit' }), 'pulsar{Enter}');
    await waitFor(() => expect(location()).toBe('/boutique?q=pulsar'));
    await waitFor(() => expect(listQuery()).toContain('_q=pulsar'));
  });

  it('filters by a brand from the server facets', async () => {
    api = answerApi(catalogueHandler);
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    // Small screens (and jsdom) start with the filters folded away.
    await user().click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    await user().click(screen.getByRole('button', { name: 'Marques' }));
    await user().click(await screen.findByRole('checkbox', { name: 'ABB (22)' }));
    await waitFor(() => expect(location()).toBe('/boutique?brand=ABB'));
    await waitFor(() => expect(listQuery()).toContain('filters[Brand][$in][0]=ABB'));
  });

  it('folds its filter sections one open at a time, the categories first', async () => {
    api = answerApi(catalogueHandler);
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    const panel = screen.getByRole('region', { name: 'Filtres' });
    const section = (name: string) => within(panel).getByRole('button', { name });
    expect(section('Catégories').getAttribute('aria-expanded')).toBe('true');
    within(panel).getByRole('region', { name: 'Catégories' });
    expect(section('Marques').getAttribute('aria-expanded')).toBe('false');
    // a closed section's options are not rendered until it is opened
    expect(within(panel).queryByRole('checkbox', { name: /^ABB/ })).toBeNull();

    await user().click(section('Disponibilité et offres'));
    expect(section('Disponibilité et offres').getAttribute('aria-expanded')).toBe('true');
    expect(section('Catégories').getAttribute('aria-expanded')).toBe('false');
    expect(section('Disponibilité et offres').getAttribute('aria-controls')).toBe(
      within(panel).getByRole('region', { name: 'Disponibilité et offres' }).id,
    );
    expect(within(panel).queryByRole('region', { name: 'Catégories' })).toBeNull();
  });

  it('shows the filters of the URL as checked, and a box unchecked takes its filter out of the URL', async () => {
    api = answerApi(catalogueHandler);
    await renderRoute(<ShopPage />, {
      ...shopRoute,
      route: '/boutique?brand=ABB&spec=protection:IP54&stock=true',
    });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().click(screen.getByRole('button', { name: 'Afficher les filtres (3)' }));
    await user().click(screen.getByRole('button', { name: 'Marques' }));
    const abb = screen.getByRole<HTMLInputElement>('checkbox', { name: 'ABB (22)' });
    expect(abb.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Wallbox (23)' }).checked).toBe(false);
    await user().click(screen.getByRole('button', { name: 'Caractéristiques' }));
    const protection = screen.getByRole('group', { name: 'Protection' });
    expect(within(protection).getByRole<HTMLInputElement>('checkbox', { name: 'IP54 (45)' }).checked).toBe(
      true,
    );

    await user().click(screen.getByRole('button', { name: 'Disponibilité et offres' }));
    const inStock = screen.getByRole<HTMLInputElement>('checkbox', { name: 'En stock uniquement' });
    expect(inStock.checked).toBe(true);
    // from the keyboard: Space on the focused box
    inStock.focus();
    await user().keyboard(' ');
    await waitFor(() => expect(location()).toBe('/boutique?brand=ABB&spec=protection%3AIP54'));
    await waitFor(() => expect(inStock.checked).toBe(false));
    await user().click(screen.getByRole('checkbox', { name: 'En promotion' }));
    await waitFor(() => expect(location()).toBe('/boutique?brand=ABB&spec=protection%3AIP54&sale=true'));
    await waitFor(() => expect(listQuery()).toContain('filters[Brand][$in][0]=ABB'));
  });

  it('falls back to the built-in filter lists when the facets fail', async () => {
    api = answerApi((request) =>
      request.path === '/produits/facets' ? { status: 500, body: {} } : catalogueHandler(request),
    );
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique' });
    await user().click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    await screen.findByText('Options de filtre par défaut affichées.');
    screen.getByRole('checkbox', { name: 'Chargeurs portables' });
  });

  it('shows the spec error in an alert and empties the list', async () => {
    api = answerApi((request) =>
      request.path === '/produits' ? { status: 500, body: {} } : catalogueHandler(request),
    );
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Erreur lors du chargement des produits : Service temporairement indisponible',
    );
    expect(cards()).toHaveLength(0);
  });

  it('says when nothing matches and offers to clear the filters', async () => {
    api = answerApi((request) =>
      request.path === '/produits' ? { status: 200, body: strapiPage([], 1, 20) } : catalogueHandler(request),
    );
    await renderRoute(<ShopPage />, { ...shopRoute, route: '/boutique?sale=true' });
    await screen.findByText('Aucun produit ne correspond à vos critères de recherche.');
    await user().click(screen.getAllByRole('link', { name: 'Effacer les filtres' })[0]!);
    await waitFor(() => expect(location()).toBe('/boutique'));
  });
});
