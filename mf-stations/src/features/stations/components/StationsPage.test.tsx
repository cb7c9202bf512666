import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { UiProvider } from '@chargemaroc/shared/ui/provider';
import { answerApi, type ApiHandler } from '@chargemaroc/shared/testing/network';
import { directory, poi } from '../../../testing/fixtures';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { signInTestUser } from '@chargemaroc/shared/testing/session';
import { stationsLoader } from '../api/stations-loader';
import { StationsLoadError, StationsPage } from './StationsPage';

vi.mock('./StationMap', () => ({
  default: ({
    stations,
    onSelect,
  }: {
    stations: { id: string; name: string }[];
    onSelect: (id: string) => void;
  }) => (
    <div data-testid="station-map">
      {stations.map((station) => (
        <button key={station.id} type="button" onClick={() => onSelect(station.id)}>
          {`marqueur ${station.name}`}
        </button>
      ))}
    </div>
  ),
}));

let stub: ReturnType<typeof answerApi> | null = null;
const serve = (handler: ApiHandler) => {
  stub = answerApi(handler);
  return stub;
};
/** The site search's station answers for the fixtures' directory (the CMS's own search is tested there). */
const SEARCH_ANSWERS: Record<string, number[]> = { rabat: [1002], fastvolt: [1001], casablnca: [1001] };
const searchAnswer = (query: string) => {
  const ids = SEARCH_ANSWERS[new URLSearchParams(query).get('q') ?? ''] ?? [];
  const results = ids.map((id) => ({ kind: 'station', id: `d${id}`, url: `/carte-bornes?station=${id}` }));
  return { total: ids.length, groups: ids.length ? [{ kind: 'station', count: ids.length, results }] : [] };
};

const directoryApi: ApiHandler = ({ method, path, query }) => {
  if (path === '/search') return { status: 200, body: searchAnswer(query) };
  if (path === '/ocm/poi' && query.includes('latitude=')) {
    return {
      status: 200,
      body: [
        poi({ id: 2001, title: 'Borne Maarif', distance: 1.234, latitude: 33.58, longitude: -7.63 }),
        poi({ id: 2002, title: 'Borne Ain Diab', distance: 4.5 }),
      ],
    };
  }
  if (path === '/ocm/poi') return { status: 200, body: directory() };
  if (path === '/ocm/poi/1002') return { status: 200, body: [directory()[1]] };
  if (path.startsWith('/ocm/poi/')) return { status: 404, body: null };
  if (path === '/station-reviews' && method === 'GET') return { status: 200, body: { data: [] } };
  if (path === '/station-reviews') return { status: 201, body: { data: {} } };
  if (path === '/station-issue-reports') return { status: 201, body: { data: { status: 'new' } } };
  return undefined;
};

const page = (route = '/carte-bornes') =>
  renderRoute(<StationsPage />, {
    route,
    path: '/carte-bornes',
    loader: stationsLoader,
    ErrorBoundary: StationsLoadError,
  });

function mockGeolocation(outcome: 'granted' | 'denied' | 'prompt-denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'granted') {
      success({ coords: { latitude: 33.5731, longitude: -7.5898 } } as GeolocationPosition);
    } else {
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    }
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: vi.fn(async () => ({ state: outcome === 'granted' ? 'granted' : 'prompt' })) },
  });
  return getCurrentPosition;
}

beforeEach(() => {
  mockGeolocation('prompt-denied');
});
afterEach(() => {
  stub = null;
  sessionStore.getState().signOut();
});

describe('StationsPage', { timeout: 20_000 }, () => {
  it('lists the stations with status, speed, connectors, power, operator, cost, hours and directions', async () => {
    serve(directoryApi);
    await page();
    const card = screen.getByRole('article', { name: 'Kilowatt Agdal' });
    within(card).getByText('Accélérée');
    within(card).getByText('Disponible');
    within(card).getByText(/22 kW/);
    within(card).getByText('Type 2 (câble attaché)');
    within(card).getByText('Kilowatt.ma');
    within(card).getByText('Gratuit');
    within(card).getByText('24h/24');
    expect(
      within(card)
        .getByRole('link', { name: /Itinéraire vers Kilowatt Agdal/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=34,-6.85');
    const maintenance = screen.getByRole('article', { name: 'Borne Guéliz' });
    within(maintenance).getByText('En maintenance');
    within(maintenance).getByText('Normale');
    expect(screen.getByTestId('stations-count').textContent).toBe('3 station(s)');
  });

  it('applies the filters of the URL and writes new ones to it', async () => {
    serve(directoryApi);
    await page('/carte-bornes?puissance=22&q=rabat');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'station-1002-title',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Statut'), 'maintenance');
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/carte-bornes?puissance=22&q=rabat&statut=maintenance',
      ),
    );
    await screen.findByText('Aucune station trouvée');
    await user.click(screen.getAllByRole('link', { name: 'Effacer les filtres' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('searches by free text on submit', async () => {
    serve(directoryApi);
    await page();
    const user = userEvent.setup();
    // on a small screen the filters open on request
    const toggle = screen.getByRole('button', { name: 'Afficher les filtres' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer les filtres' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une station' }), 'fastvolt{Enter}');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/carte-bornes?q=fastvolt'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('answers a typo in the free text through the site search', async () => {
    serve(directoryApi);
    await page('/carte-bornes?q=casablnca');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'station-1001-title',
    ]);
    expect(new URLSearchParams(stub?.last('/search')?.query).get('q')).toBe('casablnca');
  });

  it('shows the spec message, not every station, when the search cannot be reached', async () => {
    serve((request) => (request.path === '/search' ? { status: 0, body: null } : directoryApi(request)));
    await page('/carte-bornes?q=tesla');
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Erreur lors du chargement des stations:');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a station name with markup as text, on the server and in the browser', async () => {
    const name = '<img src=x onerror="alert(1)">Borne';
    serve(({ path }) =>
      path === '/ocm/poi' ? { status: 200, body: [poi({ id: 3001, title: name })] } : undefined,
    );
    await page();
    screen.getByRole('heading', { name });
    expect(document.querySelector('img[src="x"]')).toBeNull();

    const handler = createStaticHandler([
      { path: '/carte-bornes', loader: stationsLoader, Component: StationsPage },
    ]);
    const context = await handler.query(new Request('http://site.test/carte-bornes'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <UiProvider>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </UiProvider>,
    );
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Borne');
    expect(html).not.toContain('<img src=x');
    // the server sends the same-size placeholder, never the map library
    expect(html).toContain('Chargement de la carte…');
    expect(html).not.toContain('leaflet');
  });

  it('shows the spec message, a hint and a retry button when the directory fails', async () => {
    let fail = true;
    serve((request) => (fail ? { status: 0, body: null } : directoryApi(request)));
    await page();
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Erreur lors du chargement des stations:');
    within(alert).getByText('Problème de connexion réseau');
    within(alert).getByText(/Vérifiez votre connexion/);
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('with the position granted lists the stations around it and names the nearest with its distance', async () => {
    mockGeolocation('granted');
    const api = serve(directoryApi);
    await page();
    expect(await screen.findByTestId('nearest-station')).toHaveProperty(
      'textContent',
      'Le plus proche : Borne Maarif — à 1,2 km',
    );
    const around = new URLSearchParams(
      api.requests.find((request) => request.query.includes('latitude='))?.query,
    );
    expect(around.get('latitude')).toBe('33.5731');
    expect(around.get('longitude')).toBe('-7.5898');
    expect(around.get('distance')).toBe('100');
    expect(around.get('maxresults')).toBe('100');
    expect(screen.getByTestId('stations-status').textContent).toBe('2 station(s) dans un rayon de 100 km');
    within(screen.getByRole('article', { name: 'Borne Maarif' })).getByText(/Le plus proche/);
  });

  it('keeps the country-wide list with the SEARCH_ERROR message and a retry when the search around fails', async () => {
    mockGeolocation('granted');
    let fail = true;
    serve((request) =>
      request.query.includes('latitude=') && fail ? { status: 500, body: null } : directoryApi(request),
    );
    await page();
    const alert = await screen.findByRole('alert');
    within(alert).getByText('Erreur lors de la recherche');
    expect(screen.getByTestId('stations-count').textContent).toBe('3 station(s)');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByTestId('nearest-station')).toHaveProperty(
      'textContent',
      'Le plus proche : Borne Maarif — à 1,2 km',
    );
  });

  it('stays country-wide when the position is refused', async () => {
    const locate = mockGeolocation('prompt-denied');
    serve(directoryApi);
    await page();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Trouver la station la plus proche' }));
    expect(locate).toHaveBeenCalled();
    await screen.findByText('Localisation refusée : toutes les stations du Maroc sont affichées.');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByTestId('nearest-station')).toBeNull();
  });

  it('selects a station from the map: the card is highlighted and its detail opens', async () => {
    serve(directoryApi);
    await page();
    const map = await screen.findByTestId('station-map');
    await userEvent.setup().click(within(map).getByRole('button', { name: 'marqueur Kilowatt Agdal' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/carte-bornes?station=1002'),
    );
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Kilowatt Agdal' }).getAttribute('aria-current')).toBe(
        'true',
      ),
    );
    // the detail is a chunk of its own
    await screen.findByRole('heading', { level: 2, name: 'Kilowatt Agdal' });
  });

  it('brings a station chosen on the map or by its card into view, its title focused', async () => {
    const scrolls: unknown[] = [];
    const scrollTo = window.scrollTo;
    window.scrollTo = ((options: unknown) => void scrolls.push(options)) as typeof window.scrollTo;
    try {
      serve(directoryApi);
      await page();
      const user = userEvent.setup();
      await user.click(screen.getByRole('link', { name: 'Détails et avis : Kilowatt Agdal' }));
      // role queries over the whole list are slow: the detail by its test id, then its title
      const detail = await screen.findByTestId('station-detail', {}, { timeout: 15000 });
      const title = within(detail).getByRole('heading', { level: 2, name: 'Kilowatt Agdal' });
      await waitFor(() => expect(document.activeElement).toBe(title));
      expect(scrolls).toHaveLength(1);

      await user.click(screen.getByRole('link', { name: 'Fermer le détail' }));
      await waitFor(() => expect(screen.queryByTestId('station-detail')).toBeNull());
      const map = await screen.findByTestId('station-map');
      await user.click(within(map).getByRole('button', { name: 'marqueur Kilowatt Agdal' }));
      const again = within(await screen.findByTestId('station-detail', {}, { timeout: 15000 })).getByRole(
        'heading',
        { level: 2, name: 'Kilowatt Agdal' },
      );
      await waitFor(() => expect(document.activeElement).toBe(again));
      expect(scrolls).toHaveLength(2);
    } finally {
      window.scrollTo = scrollTo;
    }
  }, 40_000);

  it('says an unknown ?station= is not found, in view and focused', async () => {
    serve(directoryApi);
    await page('/carte-bornes?station=999999');
    const alert = await screen.findByTestId('station-detail-error', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Station non trouvée');
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });
});

describe('station detail', { timeout: 20_000 }, () => {
  it('asks a signed-out visitor to sign in before rating', async () => {
    serve(directoryApi);
    await page('/carte-bornes?station=1002');
    const link = await screen.findByRole('link', { name: 'Connectez-vous pour noter cette station' });
    expect(link.getAttribute('href')).toBe('/connexion?retour=%2Fcarte-bornes%3Fstation%3D1002');
  });

  it('brings an issue report refused for a missing field to that field, focused and marked', async () => {
    serve(directoryApi);
    await page('/carte-bornes?station=1002');
    const form = await screen.findByRole('form', { name: 'Signaler un problème' }, { timeout: 10000 });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Envoyer le signalement' }));
    const kind = within(form).getByRole('combobox', { name: /^Type de problème/ });
    await waitFor(() => expect(document.activeElement).toBe(kind));
    expect(kind.getAttribute('aria-invalid')).toBe('true');
    // beside the select, naming it
    const message = within(form).getByText('Veuillez indiquer le type de problème');
    expect(kind.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);

    await user.selectOptions(kind, 'Borne hors service');
    await user.click(within(form).getByRole('button', { name: 'Envoyer le signalement' }));
    const description = within(form).getByRole('textbox', { name: /^Description du problème/ });
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(kind.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends a signed-in review and an issue report to the CMS', async () => {
    signInTestUser();
    const api = serve(directoryApi);
    await page('/carte-bornes?station=1002');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Publier l'avis" }));
    const stars = screen.getByLabelText(/^Note/);
    expect(stars.getAttribute('aria-describedby')?.split(' ')).toContain(
      screen.getByText('Veuillez donner une note entre 1 et 5').id,
    );
    await waitFor(() => expect(document.activeElement).toBe(stars));
    await user.selectOptions(screen.getByLabelText(/^Note/), '4');
    await user.type(
      screen.getByLabelText('Commentaire (facultatif)'),
      'Charge rapide et accueil sympathique',
    );
    await user.click(screen.getByRole('button', { name: "Publier l'avis" }));
    await screen.findByText('Merci pour votre avis !');
    expect(
      api.requests.find((request) => request.method === 'POST' && request.path === '/station-reviews')?.body,
    ).toEqual({
      data: { station: '1002', rating: 4, comment: 'Charge rapide et accueil sympathique' },
    });

    await user.selectOptions(screen.getByLabelText(/^Type de problème/), 'hors-service');
    await user.type(screen.getByLabelText(/^Description du problème/), 'Écran éteint');
    await user.click(screen.getByRole('button', { name: 'Envoyer le signalement' }));
    await screen.findByText('Merci ! Le problème a été signalé.');
    expect(api.requests.find((request) => request.path === '/station-issue-reports')?.body).toEqual({
      data: { station: '1002', kind: 'Borne hors service', description: 'Écran éteint' },
    });
  });

  it('says Station non trouvée for an unknown station and keeps the list', async () => {
    serve(directoryApi);
    await page('/carte-bornes?station=424242');
    expect((await screen.findByRole('alert')).textContent).toContain('Station non trouvée');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});

describe('long lists', { timeout: 20_000 }, () => {
  it('renders 12 cards first, more on request, and always the selected one', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      poi({ id: 5000 + index, title: `Station ${index + 1}` }),
    );
    serve(({ path }) =>
      path === '/ocm/poi'
        ? { status: 200, body: many }
        : path === '/ocm/poi/5025'
          ? { status: 200, body: [many[25]] }
          : path === '/station-reviews'
            ? { status: 200, body: { data: [] } }
            : undefined,
    );
    await page('/carte-bornes?station=5025');
    expect(screen.getByTestId('stations-count').textContent).toBe('30 station(s)');
    expect(screen.getAllByRole('article')).toHaveLength(26);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Afficher 4 stations de plus (4 restantes)' }));
    expect(screen.getAllByRole('article')).toHaveLength(30);
  });
});

describe('the map loads when it is needed', { timeout: 20_000 }, () => {
  /** An IntersectionObserver the test drives: `reach(id)` brings that element near the screen. */
  function observeByHand() {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    class ManualObserver {
      private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      unobserve() {}
      disconnect() {
        this.entry.targets = [];
      }
    }
    vi.stubGlobal('IntersectionObserver', ManualObserver);
    return {
      reach(id: string) {
        for (const { callback, targets } of observers) {
          const target = targets.find((element) => element.id === id);
          if (target)
            callback(
              [{ target, isIntersecting: true } as unknown as IntersectionObserverEntry],
              {} as IntersectionObserver,
            );
        }
      },
    };
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the placeholder until the map comes near the screen, then the map', async () => {
    const viewport = observeByHand();
    serve(directoryApi);
    await page();
    // the map's module is there: a map shown at once would have rendered by now
    await act(() => import('./StationMap'));
    const region = screen.getByRole('region', { name: 'Carte des stations' });
    within(region).getByText('Chargement de la carte…');
    expect(screen.queryByTestId('station-map')).toBeNull();
    act(() => viewport.reach('stations-map'));
    await within(region).findByTestId('station-map');
  });

  it('shows on the map the stations the free text found, as the list does', async () => {
    observeByHand();
    serve(directoryApi);
    await page('/carte-bornes?q=casablnca');
    await act(() => import('./StationMap'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir la carte' }));
    const map = await screen.findByTestId('station-map');
    expect(
      within(map)
        .getAllByRole('button')
        .map((marker) => marker.textContent),
    ).toEqual(['marqueur Fastvolt Anfa']);
  });

  it("loads the map when the visitor asks for it with 'Voir la carte'", async () => {
    observeByHand();
    serve(directoryApi);
    await page();
    await act(() => import('./StationMap'));
    expect(screen.queryByTestId('station-map')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Voir la carte' }));
    const region = screen.getByRole('region', { name: 'Carte des stations' });
    await within(region).findByTestId('station-map');
    expect(document.activeElement).toBe(region);
  });
});
