import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryNumber, answerApi, strapiPage, type ApiHandler } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import '../../../testing/jsdom-chart';
import { backendVehicle } from '../../../testing/vehicles';
import { vehicleComparison } from '../../../common/model/comparison-store';
import { vehicleListLoader } from '../api/vehicle-list-loader';
import { VehicleListError, VehicleListPage } from './VehicleListPage';

const listRoute = {
  path: '/vehicules-electriques',
  loader: vehicleListLoader,
  ErrorBoundary: VehicleListError,
};
const catalogue = Array.from({ length: 45 }, (_, index) =>
  backendVehicle(index === 0 ? { Prixpublic: null, Prix: null, Places: 7 } : {}),
);

const handler: ApiHandler = ({ path, query }) => {
  if (path !== '/vehicules') return undefined;
  if (query.includes('fields[0]=Brand')) return { status: 200, body: strapiPage(catalogue, 1, 1000) };
  if (query.includes('[documentId][$in]')) {
    const ids = [...query.matchAll(/\[documentId\]\[\$in\]\[\d+\]=([^&]+)/g)].map((match) => match[1]);
    return {
      status: 200,
      body: strapiPage(
        catalogue.filter((item) => ids.includes(item.documentId)),
        1,
        20,
      ),
    };
  }
  if (query.includes('pagination[pageSize]=1000'))
    return { status: 200, body: strapiPage(catalogue, 1, 1000) };
  return { status: 200, body: strapiPage(catalogue, queryNumber(query, 'pagination[page]', 1), 20) };
};

let api: ReturnType<typeof answerApi>;
const location = () => screen.getByTestId('location').textContent ?? '';
const cards = () => screen.queryAllByTestId('vehicle-card');
const user = () => userEvent.setup({ delay: null });

afterEach(() => {
  vehicleComparison.reset();
});

describe('VehicleListPage', { timeout: 30_000 }, () => {
  it('shows 20 cards with the spec fields and a pagination over the pages', async () => {
    api = answerApi(handler);
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const first = cards()[0]!;
    within(first).getByText('Tesla');
    expect(within(first).getByRole('link', { name: 'Tesla Model 1' }).getAttribute('href')).toMatch(
      /^\/vehicule-electrique\//,
    );
    within(first).getByText('Disponible');
    within(first).getByText('SUV');
    within(first).getByText('500 km');
    within(first).getByText('300 ch');
    within(first).getByText('7'); // seats
    within(first).getByText('Prix sur demande');
    within(cards()[1]!).getByText('5'); // seats default 5
    const pagination = screen.getByRole('navigation', { name: 'Pagination des véhicules' });
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user().click(within(pagination).getByRole('button', { name: 'Dernière page' }));
    await waitFor(() => expect(location()).toBe('/vehicules-electriques?page=3'), { timeout: 10_000 });
    await waitFor(() => expect(cards()).toHaveLength(5));
  });

  it('shows skeleton cards while the next page loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    api = answerApi(async (request) => {
      if (request.query.includes('pagination[page]=2')) await held;
      return handler(request);
    });
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const pagination = screen.getByRole('navigation', { name: 'Pagination des véhicules' });
    await user().click(within(pagination).getByRole('button', { name: 'Page 2' }));
    await screen.findByTestId('vehicle-skeletons');
    expect(cards()).toHaveLength(0);
    release();
    await waitFor(() => expect(screen.queryByTestId('vehicle-skeletons')).toBeNull(), { timeout: 10_000 });
    expect(location()).toBe('/vehicules-electriques?page=2');
  });

  it('puts a filter in the URL, back on page 1', async () => {
    api = answerApi(handler);
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    const filters = await screen.findByRole('region', { name: 'Filtres' });
    await user().click(within(filters).getByText('SUV'));
    await waitFor(() => expect(location()).toBe('/vehicules-electriques?categories=suv'), {
      timeout: 10_000,
    });
    expect(api.requests.some((request) => request.query.includes('[Categorie][$containsi]=SUV'))).toBe(true);
  });

  it('narrows the price range when a handle of the price slider is let go', async () => {
    api = answerApi(handler);
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques?page=2' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().click(screen.getByRole('button', { name: 'Afficher les filtres' }));
    const filters = await screen.findByRole('region', { name: 'Filtres' });
    const min = within(filters).getByRole('slider', { name: 'Prix minimum' });
    fireEvent.input(min, { target: { value: '400000' } });
    fireEvent.change(min);
    await waitFor(() => expect(location()).toBe('/vehicules-electriques?minPrice=400000'), {
      timeout: 10_000,
    });
    expect(api.requests.some((request) => request.query.includes('[Prixpublic][$gte]=400000'))).toBe(true);
  });

  it('searches 500 ms after the last keystroke', async () => {
    api = answerApi(handler);
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user().type(screen.getByRole('searchbox', { name: 'Rechercher un véhicule' }), 'Model 4');
    expect(location()).toBe('/vehicules-electriques');
    await waitFor(() => expect(location()).toBe('/vehicules-electriques?q=Model+4'), { timeout: 10_000 });
  });

  it('lists unpriced vehicles after priced ones when sorted by price', async () => {
    api = answerApi(handler);
    await renderRoute(<VehicleListPage />, {
      ...listRoute,
      route: '/vehicules-electriques?sort=price-low&page=3',
    });
    await waitFor(() => expect(cards()).toHaveLength(5));
    within(cards().at(-1)!).getByText('Prix sur demande');
  });

  it('says so when nothing matches, with the search term', async () => {
    api = answerApi(({ path }) =>
      path === '/vehicules' ? { status: 200, body: strapiPage([], 1, 20) } : undefined,
    );
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques?q=zzz' });
    await screen.findByText('Aucun véhicule ne correspond à « zzz ».');
  });

  it('marks a picked vehicle on its card and in the comparison bar, and unmarks it', async () => {
    api = answerApi(handler);
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques' });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const [first, second] = cards();
    const pick = within(first!).getByRole('button', { name: /^Comparer : / });
    await user().click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    expect(
      within(second!)
        .getByRole('button', { name: /^Comparer : / })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    screen.getByRole('complementary', { name: 'Véhicules à comparer' });
    await user().click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('complementary', { name: 'Véhicules à comparer' })).toBeNull();
  });

  it("shows the spec's 'Erreur' alert when the list cannot be loaded", async () => {
    api = answerApi(() => ({ status: 500, body: null }));
    await renderRoute(<VehicleListPage />, { ...listRoute, route: '/vehicules-electriques' });
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Erreur');
    within(alert).getByText('Erreur serveur. Veuillez réessayer plus tard.');
  });
});
