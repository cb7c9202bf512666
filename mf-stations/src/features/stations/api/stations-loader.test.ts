import { describe, expect, it } from 'vitest';
import { answerApi } from '@chargemaroc/shared/testing/network';
import { directory } from '../../../testing/fixtures';
import { stationsLoader } from './stations-loader';

let stub: ReturnType<typeof answerApi> | null = null;

const run = (url: string, context?: unknown) =>
  stationsLoader({ request: new Request(url), params: {}, context } as Parameters<typeof stationsLoader>[0]);

describe('stationsLoader', () => {
  it('loads the country with the spec query, on the CMS the server names', async () => {
    stub = answerApi(({ path }) => (path === '/ocm/poi' ? { status: 200, body: directory() } : undefined));
    const data = await run('http://site.test/carte-bornes?puissance=22', {
      apiBaseUrl: 'http://cms.test/api',
    });
    expect(data.stations.map((station) => station.id)).toEqual(['1001', '1002', '1003']);
    expect(data.filters.minPower).toBe(22);
    expect(data.detail).toBeNull();
    const query = new URLSearchParams(stub.last('/ocm/poi')?.query);
    expect(Object.fromEntries(query)).toEqual({
      output: 'json',
      compact: 'false',
      verbose: 'true',
      includecomments: 'true',
      countrycode: 'MA',
      maxresults: '100',
    });
  });

  it('loads the selected station and its reviews with the list', async () => {
    stub = answerApi(({ path }) => {
      if (path === '/ocm/poi') return { status: 200, body: directory() };
      if (path === '/ocm/poi/1002') return { status: 200, body: [directory()[1]] };
      if (path === '/station-reviews')
        return {
          status: 200,
          body: {
            data: [
              {
                id: 1,
                documentId: 'r1',
                rating: 4,
                comment: 'Rapide',
                user: 'Salma',
                date: '2026-11-01T10:00:00Z',
              },
            ],
          },
        };
      return undefined;
    });
    const data = await run('http://site.test/carte-bornes?station=1002');
    expect(data.selectedId).toBe('1002');
    expect(data.detail).toMatchObject({
      status: 'found',
      station: { name: 'Kilowatt Agdal' },
      reviews: [{ rating: 4, user: 'Salma' }],
    });
    expect(stub.last('/station-reviews')?.query).toBe('station=1002');
  });

  it('keeps the list when the selected station does not exist (STATION_NOT_FOUND)', async () => {
    stub = answerApi(({ path }) =>
      path === '/ocm/poi' ? { status: 200, body: directory() } : { status: 404, body: null },
    );
    const data = await run('http://site.test/carte-bornes?station=999999');
    expect(data.stations).toHaveLength(3);
    expect(data.detail).toEqual({
      status: 'error',
      id: '999999',
      code: 'STATION_NOT_FOUND',
      message: 'Station non trouvée',
    });
  });

  it('answers the free text with the site search: its station ids, beside the other filters', async () => {
    stub = answerApi(({ path }) => {
      if (path === '/ocm/poi') return { status: 200, body: directory() };
      if (path === '/search')
        return {
          status: 200,
          body: {
            query: 'casablnca',
            total: 2,
            groups: [
              {
                kind: 'station',
                count: 2,
                results: [
                  { kind: 'station', id: 'd3', url: '/carte-bornes?station=1003' },
                  { kind: 'station', id: 'd1', url: '/carte-bornes?station=1001' },
                ],
              },
            ],
          },
        };
      return undefined;
    });
    const data = await run('http://site.test/carte-bornes?q=casablnca&puissance=22', {
      apiBaseUrl: 'http://cms.test/api',
    });
    expect(Object.fromEntries(new URLSearchParams(stub.last('/search')?.query))).toEqual({
      q: 'casablnca',
      type: 'station',
      limit: '50',
    });
    expect(data.matchingIds).toEqual(['1003', '1001']);
    expect(data.stations).toHaveLength(3);
  });

  it('asks no search without free text', async () => {
    stub = answerApi(({ path }) => (path === '/ocm/poi' ? { status: 200, body: directory() } : undefined));
    const data = await run('http://site.test/carte-bornes?statut=available');
    expect(data.matchingIds).toBeNull();
    expect(stub.last('/search')).toBeUndefined();
  });

  it.each([
    [500, 'Service temporairement indisponible'],
    [0, 'Problème de connexion réseau'],
  ])(
    'fails the page when the search fails (%s), rather than showing every station',
    async (status, message) => {
      stub = answerApi(({ path }) =>
        path === '/ocm/poi' ? { status: 200, body: directory() } : { status, body: null },
      );
      const thrown = await run('http://site.test/carte-bornes?q=tesla').catch((error: unknown) => error);
      expect(thrown).toMatchObject({ init: { status: 502 }, data: { message } });
    },
  );

  it('treats a search answer without groups as INVALID_RESPONSE', async () => {
    stub = answerApi(({ path }) =>
      path === '/ocm/poi' ? { status: 200, body: directory() } : { status: 200, body: { data: [] } },
    );
    const thrown = await run('http://site.test/carte-bornes?q=tesla').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ data: { message: 'Service temporairement indisponible' } });
  });

  it.each([
    [500, 502, 'Service temporairement indisponible'],
    [0, 502, 'Problème de connexion réseau'],
    [403, 502, 'Configuration requise : Clé API OpenChargeMap manquante'],
  ])('answers a CMS failure %s with %s and the spec message', async (status, expected, message) => {
    stub = answerApi(() => ({ status, body: null }));
    const thrown = await run('http://site.test/carte-bornes').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: expected }, data: { message } });
  });

  it('treats an answer that is not a list as INVALID_RESPONSE', async () => {
    stub = answerApi(() => ({ status: 200, body: { error: 'nope' } }));
    const thrown = await run('http://site.test/carte-bornes').catch((error: unknown) => error);
    expect(thrown).toMatchObject({ data: { message: 'Service temporairement indisponible' } });
  });
});
