import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { cmsArticle } from '../../../testing/articles';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { homeHead, homeLoader } from '../api/home-loader';
import { HomeLoadError, HomePage } from './HomePage';

let cms: ReturnType<typeof answerApi>;

const homeRoute = { route: '/', path: '/', loader: homeLoader, ErrorBoundary: HomeLoadError };

describe('HomePage', { timeout: 30_000 }, () => {
  it('shows the hero, the three blurbs, the featured articles and the final call to action', async () => {
    cms = answerApi(({ path }) =>
      path === '/articles'
        ? {
            status: 200,
            body: strapiPage([
              cmsArticle(1, {
                title: 'Installer une wallbox',
                featured: true,
                publishedAt: '2026-03-12T09:00:00.000Z',
                readTime: 6,
              }),
              cmsArticle(2, { featured: true, category: 'Actualités' }),
            ]),
          }
        : undefined,
    );
    await renderRoute(<HomePage />, homeRoute);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/recharge/i);
    expect(screen.getByRole('link', { name: 'Découvrir la boutique' }).getAttribute('href')).toBe(
      '/boutique',
    );
    expect(screen.getByRole('link', { name: 'Demander un conseil' }).getAttribute('href')).toBe('/contact');
    for (const blurb of ['Recharge rapide', 'Installation sécurisée', 'Support 24/7'])
      screen.getByRole('heading', { level: 3, name: blurb });

    const cards = screen.getAllByTestId('article-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Installer une wallbox' }).getAttribute('href')).toBe(
      '/blog/article-1',
    );
    first.getByText('Conseils');
    first.getByText('À la une');
    first.getByText('12 mars 2026');
    first.getByText('6 min de lecture');

    expect(cms.requests[0]!.query).toContain('filters[featured][$eq]=true');
    // an event whose date has passed is not promoted: ended before today, it is left out
    expect(cms.requests[0]!.query).toContain('filters[$or][0][eventEndsAt][$null]=true');
    expect(decodeURIComponent(cms.requests[0]!.query)).toMatch(
      /filters\[\$or\]\[1\]\[eventEndsAt\]\[\$gte\]=\d{4}-\d{2}-\d{2}T00:00:00\.000Z/,
    );
    expect(cms.requests[0]!.query).toContain('sort[0]=publishedAt:desc');
    expect(cms.requests[0]!.query).toContain('pagination[pageSize]=3');
    expect(cms.requests[0]!.query).not.toContain('content');

    expect(screen.getByRole('link', { name: 'Nous contacter' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Voir la carte des bornes' }).getAttribute('href')).toBe(
      '/carte-bornes',
    );
  });

  it('describes the company as a schema.org Organization in an inert JSON-LD script', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage([]) }));
    const { container } = await renderRoute(<HomePage />, homeRoute);
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('ChargeMaroc');
    expect(screen.queryAllByTestId('article-card')).toHaveLength(0);
    expect(homeHead().title).toMatch(/Maroc/);
  });

  it('keeps the page when the shop widget cannot load, in its reserved box', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage([]) }));
    await renderRoute(<HomePage />, homeRoute);
    await screen.findByText('Les produits tendance sont momentanément indisponibles.');
    screen.getByRole('link', { name: 'Découvrir la boutique' });
  });

  it("shows the spec's error alert when the CMS fails", async () => {
    cms = answerApi(() => ({ status: 500, body: null }));
    await renderRoute(<HomePage />, homeRoute);
    expect(screen.getByRole('alert').textContent).toContain('Erreur');
  });
});
