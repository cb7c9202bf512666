import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Response } from '@playwright/test';
import { newShopper, registerThroughForm } from '../support/accounts';
import { E2E_CMS_DOWN_PORT } from '../support/ports.mjs';
import { expect, test, type Locator, type Page } from '../support/test';

const CASABLANCA = { latitude: 33.5731, longitude: -7.5898 };
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Poi {
  ID: number;
  AddressInfo: { Title: string; Latitude: number; Longitude: number };
  Connections: { PowerKW: number | null }[];
  OperatorInfo: { Title: string | null } | null;
}

async function directory(request: APIRequestContext): Promise<Poi[]> {
  const response = await request.get('/api/ocm/poi?countrycode=MA&maxresults=100&verbose=true');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Poi[];
}

function km(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(found, found.join('\n')).toEqual([]);
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const status = (page: Page) => page.getByTestId('stations-status');
const count = (page: Page) => page.getByTestId('stations-count');
/** The scripts of the map library (Leaflet) `page` downloads from now on, read from their text. */
function watchLeafletScripts(page: Page) {
  const found: string[] = [];
  const listener = async (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('leaflet-container')) found.push(response.url());
  };
  page.on('response', listener);
  return { found, stop: () => page.off('response', listener) };
}
/** The map arrives after hydration, in a chunk of its own: give a loaded machine its time. */
const MAP_TIMEOUT = { timeout: 30_000 };

/**
 * Presses the map's first station marker (named by its id: markers come and go as the map moves) and
 * checks that the list follows: the address names the station and its card is the current one.
 */
async function chooseFirstMarker(page: Page, map: Locator): Promise<string | null> {
  const id = await map.locator('.cm-station-marker[data-station-id]').first().getAttribute('data-station-id');
  await map.locator(`.cm-station-marker[data-station-id="${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`station=${id}`));
  await expect(page.locator(`article[data-station-id="${id}"]`)).toHaveAttribute('aria-current', 'true');
  return id;
}

test.describe('without a position', () => {
  test('the list and the map placeholder come in the server HTML, the map library does not', async ({
    page,
    request,
  }) => {
    const pois = await directory(request);
    const response = await page.request.get('/carte-bornes');
    const html = await response.text();
    expect(response.status()).toBe(200);
    expect(html).toContain('Carte des bornes de recharge');
    expect(html).toContain('Chargement de la carte…');
    expect(html).not.toMatch(/leaflet-container|leaflet-pane/);
    // the first 12 cards (the spec's UI page size), the count of all
    expect((html.match(/<article/g) ?? []).length).toBe(Math.min(12, pois.length));
    expect(html).toContain(`${pois.length} station(s)`);
  });

  test('geolocation refused: the country-wide list stays, with a message', async ({ page, request }) => {
    const pois = await directory(request);
    await page.goto('/carte-bornes');
    await page.getByRole('button', { name: 'Trouver la station la plus proche' }).click();
    await expect(status(page)).toHaveText(
      'Localisation refusée : toutes les stations du Maroc sont affichées.',
    );
    await expect(page.getByRole('heading', { name: 'Toutes les stations du Maroc' })).toBeVisible();
    await expect(count(page)).toHaveText(`${pois.length} station(s)`);
    await expect(cards(page)).toHaveCount(Math.min(12, pois.length));
    await expect(page.getByTestId('nearest-station')).toHaveCount(0);
  });

  test('filters live in the URL and survive a reload', async ({ page, request }) => {
    const pois = await directory(request);
    const fast = pois.filter((poi) => Math.max(...poi.Connections.map((c) => c.PowerKW ?? 0)) >= 100);
    await page.goto('/carte-bornes?puissance=100');
    await expect(count(page)).toHaveText(`${fast.length} station(s)`);
    await expect(page.getByLabel('Puissance minimale')).toHaveValue('100');

    await page.getByLabel('Opérateur').selectOption('Fastvolt');
    await expect(page).toHaveURL(/puissance=100&operateur=Fastvolt/);
    const fastvolt = fast.filter((poi) => poi.OperatorInfo?.Title === 'Fastvolt');
    await expect(count(page)).toHaveText(`${fastvolt.length} station(s)`);

    await page.getByRole('searchbox', { name: 'Rechercher une station' }).fill('zzzz introuvable');
    await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(/q=zzzz/);
    await expect(page.getByText('Aucune station trouvée')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Aucune station trouvée')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Rechercher une station' })).toHaveValue(
      'zzzz introuvable',
    );
    await page.getByRole('main').getByRole('link', { name: 'Effacer les filtres' }).first().click();
    await expect(count(page)).toHaveText(`${pois.length} station(s)`);
  });

  test('a card has status, speed, power, operator, cost, hours and directions with the coordinates', async ({
    page,
    request,
  }) => {
    const [first] = await directory(request);
    if (!first) throw new Error('the CMS has no station');
    await page.goto('/carte-bornes');
    const card = page.locator(`article[data-station-id="${first.ID}"]`);
    await expect(card.getByText('Disponible')).toBeVisible();
    await expect(card.getByText(/^(Rapide|Accélérée|Normale)$/)).toBeVisible();
    await expect(card.getByText('Puissance :')).toBeVisible();
    await expect(card.getByText('Opérateur :')).toBeVisible();
    await expect(card.getByText('Tarif :')).toBeVisible();
    await expect(card.getByText('Horaires :')).toBeVisible();
    await expect(card.getByRole('link', { name: /^Itinéraire vers / })).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${first.AddressInfo.Latitude},${first.AddressInfo.Longitude}`,
    );
  });

  test('the map works without a tile server: outline, coloured markers, clusters, legend, attribution; map and list in step', async ({
    page,
  }) => {
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (/\/\d+\/\d+\/\d+\.(png|jpg|webp)/.test(request.url())) tiles.push(request.url());
    });
    await page.goto('/carte-bornes');
    const map = page.getByRole('region', { name: 'Carte des stations' });
    await expect(map.locator('.leaflet-container')).toBeVisible(MAP_TIMEOUT);
    await expect(map.locator('path.cm-morocco-outline')).toHaveCount(1);
    await expect(map.locator('.leaflet-tile')).toHaveCount(0);
    await expect(map.getByText('Open Charge Map contributors')).toBeVisible();
    await expect(map.getByText('Natural Earth')).toBeVisible();
    const legend = page.getByRole('region', { name: 'Légende' });
    await expect(legend).toContainText('Rapide (50 kW et plus)');
    await expect(legend).toContainText('Accélérée (11 à 49 kW)');
    await expect(legend).toContainText('Normale (moins de 11 kW)');
    // markers carry their speed band's colour
    const colours = await map
      .locator('.cm-station-marker')
      .evaluateAll((markers) =>
        markers.map(
          (marker) => `${(marker as HTMLElement).dataset.speed}:${getComputedStyle(marker).backgroundColor}`,
        ),
      );
    expect(colours.length).toBeGreaterThan(0);
    for (const entry of colours) {
      expect(entry).toMatch(
        /^(fast:rgb\(185, 28, 28\)|accelerated:rgb\(194, 65, 12\)|normal:rgb\(21, 128, 61\))$/,
      );
    }
    await expect(map.locator('.cm-cluster').first()).toBeVisible();

    // a marker selects its card
    await chooseFirstMarker(page, map);
    await expect(page.getByTestId('station-detail')).toBeVisible();

    // a card selects its marker: the map brings the station into view as a marker of its own (a
    // selection during a zoom animation was dropped; a station could stay inside a cluster). The
    // page may still be moving (the card scrolled into view, the detail opening above the list):
    // the click is retried until it took, so a click that landed beside the link is not read as a
    // missing marker
    const others = page.getByRole('main').getByRole('article');
    for (const index of [3, 7]) {
      const other = others.nth(index);
      const otherId = await other.getAttribute('data-station-id');
      await expect(async () => {
        await other.getByRole('link', { name: /^Détails et avis/ }).click();
        await expect(page).toHaveURL(new RegExp(`station=${otherId}`), { timeout: 2_000 });
      }).toPass();
      await expect(map.locator(`.cm-station-marker[data-station-id="${otherId}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    expect(tiles).toEqual([]);
  });

  test('a marker works by keyboard: Enter chooses its station, whose detail takes the focus in view', async ({
    page,
  }) => {
    await page.goto('/carte-bornes');
    const map = page.getByRole('region', { name: 'Carte des stations' });
    const firstMarker = map.locator('.cm-station-marker[data-station-id]').first();
    await expect(firstMarker).toBeVisible(MAP_TIMEOUT);
    const firstId = await firstMarker.getAttribute('data-station-id');
    await map.locator(`.cm-station-marker[data-station-id="${firstId}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`station=${firstId}`));
    await expect(map.locator(`.cm-station-marker[data-station-id="${firstId}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const title = page.getByTestId('station-detail').getByRole('heading', { level: 2 }).first();
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
  });

  test('the map library is downloaded by this page only', async ({ page }) => {
    const leafletScripts = async (path: string) => {
      const leaflet = watchLeafletScripts(page);
      await page.goto(path);
      if (path === '/carte-bornes') {
        await expect(page.locator('.leaflet-container')).toBeVisible(MAP_TIMEOUT);
        await expect.poll(() => leaflet.found.length).toBeGreaterThan(0);
      } else await page.waitForLoadState('networkidle');
      leaflet.stop();
      return leaflet.found;
    };
    expect(await leafletScripts('/')).toEqual([]);
    expect(await leafletScripts('/boutique')).toEqual([]);
    expect((await leafletScripts('/carte-bornes')).length).toBeGreaterThan(0);
  });

  test('on a desktop the map sits beside the filters and loads at once, without a scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/carte-bornes');
    const map = page.getByRole('region', { name: 'Carte des stations' });
    await expect(map).toBeInViewport();
    await expect(map.locator('.leaflet-container')).toBeVisible(MAP_TIMEOUT);
    await expect(map.locator('.cm-station-marker').first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone the list comes first and the map library loads only once the visitor nears the map', async ({
    page,
    request,
  }) => {
    const pois = await directory(request);
    await page.setViewportSize({ width: 360, height: 780 });
    const leaflet = watchLeafletScripts(page);
    await page.goto('/carte-bornes');
    await expect(cards(page)).toHaveCount(Math.min(12, pois.length));
    await expect(cards(page).first()).toBeInViewport();
    const map = page.getByRole('region', { name: 'Carte des stations' });
    await expect(map).not.toBeInViewport();
    await expect(map).toHaveText('Chargement de la carte…');
    // hydrated, its photos near the screen requested: still no map library
    await page.waitForLoadState('networkidle');
    expect(leaflet.found).toEqual([]);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible(MAP_TIMEOUT);
    await expect.poll(() => leaflet.found.length).toBeGreaterThan(0);
    // the map works and is in step with the list
    const id = await chooseFirstMarker(page, map);
    await expect(map.locator(`.cm-station-marker[data-station-id="${id}"]`)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test("on a phone 'Voir la carte' loads the map and takes the visitor to it", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const leaflet = watchLeafletScripts(page);
    await page.goto('/carte-bornes');
    await page.waitForLoadState('networkidle');
    expect(leaflet.found).toEqual([]);
    await page.getByRole('button', { name: 'Voir la carte' }).click();
    const map = page.getByRole('region', { name: 'Carte des stations' });
    await expect(map).toBeInViewport();
    await expect(map).toBeFocused();
    await expect(map.locator('.cm-station-marker').first()).toBeVisible(MAP_TIMEOUT);
    await expect.poll(() => leaflet.found.length).toBeGreaterThan(0);
  });

  test('at 360 px the page has no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/carte-bornes');
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole('region', { name: 'Carte des stations' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible(MAP_TIMEOUT);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // the filters open on request on a phone; a station's detail fits too
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    await expect(page.getByRole('searchbox', { name: 'Rechercher une station' })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Détails et avis/ })
      .first()
      .click();
    await expect(page.getByTestId('station-detail')).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoViolations(page);
  });

  test('the page and a station detail have no WCAG 2.1 AA violation', async ({ page, request }) => {
    const [first] = await directory(request);
    await page.goto(`/carte-bornes?station=${first?.ID}`);
    await expect(page.locator('.leaflet-container')).toBeVisible(MAP_TIMEOUT);
    await expect(page.getByTestId('station-detail')).toBeVisible();
    await expectNoViolations(page);
  });

  test('an issue report is stored without signing in', async ({ page, request }) => {
    const [first] = await directory(request);
    await page.goto(`/carte-bornes?station=${first?.ID}`);
    const detail = page.getByTestId('station-detail');
    await detail.getByLabel(/^Type de problème/).selectOption({ label: 'Borne hors service' });
    await detail.getByLabel(/^Description du problème/).fill('Écran éteint, la borne ne démarre pas.');
    await detail.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect(
      detail.getByRole('status').filter({ hasText: 'Merci ! Le problème a été signalé.' }),
    ).toBeVisible();
  });

  test('an unknown station says Station non trouvée and keeps the list', async ({ page }) => {
    await page.goto('/carte-bornes?station=999999999');
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Station non trouvée');
    await expect(cards(page).first()).toBeVisible();
  });

  for (const [name, viewport] of Object.entries({
    phone: { width: 375, height: 740 },
    desktop: { width: 1280, height: 800 },
  })) {
    test(`a load that fails shows the spec's error and its hint in view, not the list it had (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/carte-bornes');
      await expect(cards(page).first()).toBeVisible();
      await page.route('**/api/search**', (route) => route.abort());
      // on a phone the filters open on request
      if (name === 'phone') await page.getByRole('button', { name: 'Afficher les filtres' }).click();
      await page.getByRole('searchbox', { name: 'Rechercher une station' }).fill('tanger');
      await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
      const alert = page.getByRole('main').getByRole('alert');
      await expect(alert).toContainText('Erreur lors du chargement des stations:');
      await expect(alert).toContainText('Problème de connexion réseau');
      await expect(alert).toContainText('Vérifiez votre connexion Internet puis réessayez.');
      await expect(alert).toBeInViewport();
      await expect(cards(page)).toHaveCount(0);
      await expect(count(page)).toHaveCount(0);
      // once the search answers again, the retry brings the list back
      await page.unroute('**/api/search**');
      await alert.getByRole('button', { name: 'Réessayer' }).click();
      await expect(cards(page).first()).toBeVisible();
    });
  }

  test('the CMS down: the spec message, a hint and a retry button', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_CMS_DOWN_PORT}/carte-bornes`);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('Erreur lors du chargement des stations:');
    await expect(alert).toContainText(/Service temporairement indisponible|Problème de connexion réseau/);
    await expect(alert.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});

test.describe('with the position granted at Casablanca', () => {
  test.use({ geolocation: CASABLANCA, permissions: ['geolocation'] });

  test('the stations around the visitor, the nearest first with its distance in km', async ({
    page,
    request,
  }) => {
    const pois = await directory(request);
    const around = pois
      .map((poi) => ({
        poi,
        distance: km(CASABLANCA, {
          latitude: poi.AddressInfo.Latitude,
          longitude: poi.AddressInfo.Longitude,
        }),
      }))
      .filter(({ distance }) => distance <= 100)
      .sort((a, b) => a.distance - b.distance);
    const nearest = around[0];
    if (!nearest) throw new Error('no station around Casablanca');
    await page.goto('/carte-bornes');
    await expect(status(page)).toHaveText(`${around.length} station(s) dans un rayon de 100 km`, MAP_TIMEOUT);
    await expect(page.getByRole('heading', { name: 'Stations autour de votre position' })).toBeVisible();
    await expect(count(page)).toHaveText(`${around.length} station(s)`);
    const distance = nearest.distance.toFixed(1).replace('.', ',');
    await expect(page.getByTestId('nearest-station')).toHaveText(
      `Le plus proche : ${nearest.poi.AddressInfo.Title.replace(/\s+/g, ' ').trim()} — à ${distance} km`,
    );
    await expect(cards(page).first()).toContainText('Le plus proche');
    await expect(page.locator('.cm-user-position')).toHaveCount(1);
    await page.getByRole('button', { name: 'Afficher tout le Maroc' }).click();
    await expect(count(page)).toHaveText(`${pois.length} station(s)`);
  });

  test('a station name with markup from the directory is shown as text', async ({ page }) => {
    const name = '<img src=x onerror="window.__stationXss=1">Borne XSS';
    await page.route(/\/api\/ocm\/poi\?.*latitude=/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([
          {
            ID: 999001,
            StatusTypeID: 50,
            OperatorInfo: { Title: '<b>Opérateur</b>' },
            AddressInfo: {
              Title: name,
              AddressLine1: '<script>alert(1)</script>',
              Town: 'Casablanca',
              Latitude: 33.58,
              Longitude: -7.6,
              Distance: 0.9,
            },
            Connections: [{ PowerKW: 50, ConnectionType: { Title: 'CCS (Type 2)' } }],
          },
        ]),
      }),
    );
    await page.goto('/carte-bornes');
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible(MAP_TIMEOUT);
    await expect(page.getByText('<script>alert(1)</script>, Casablanca')).toBeVisible();
    await expect(page.locator('.cm-station-marker[data-station-id="999001"]')).toHaveAttribute(
      'aria-label',
      `${name} — Rapide`,
    );
    expect(await page.evaluate(() => (window as { __stationXss?: number }).__stationXss)).toBeUndefined();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});

test('a signed-in visitor rates a station and the review is stored', async ({ page, request }) => {
  const [first] = await directory(request);
  const shopper = newShopper();
  await registerThroughForm(page, shopper);
  await expect(page).toHaveURL(/\/bienvenue/);
  await page.goto(`/carte-bornes?station=${first?.ID}`);
  const detail = page.getByTestId('station-detail');
  await detail.getByLabel(/^Note/).selectOption('5');
  await detail.getByLabel('Commentaire (facultatif)').fill('Recharge rapide, parking facile.');
  await detail.getByRole('button', { name: "Publier l'avis" }).click();
  await expect(detail.getByRole('status').filter({ hasText: 'Merci pour votre avis !' })).toBeVisible();
  await expect(detail.getByTestId('station-reviews')).toContainText('Recharge rapide, parking facile.');
  const stored = await request.get(`/api/station-reviews?station=${first?.ID}`);
  expect(JSON.stringify(await stored.json())).toContain('Recharge rapide, parking facile.');
});

test('a signed-out visitor is asked to sign in before rating', async ({ page, request }) => {
  const [first] = await directory(request);
  await page.goto(`/carte-bornes?station=${first?.ID}`);
  await page.getByRole('link', { name: 'Connectez-vous pour noter cette station' }).click();
  await expect(page).toHaveURL(new RegExp(`/connexion\\?retour=%2Fcarte-bornes%3Fstation%3D${first?.ID}`));
});
