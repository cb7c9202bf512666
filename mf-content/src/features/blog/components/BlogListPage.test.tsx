import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cmsArticle } from '../../../testing/articles';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { blogLoader } from '../api/blog-loader';
import { BlogListPage, BlogLoadError } from './BlogListPage';

const articles = Array.from({ length: 12 }, (_, index) =>
  cmsArticle(index + 1, {
    title: index === 0 ? 'Installer une wallbox' : `Article ${index + 1}`,
    category: index % 2 === 0 ? 'Conseils' : 'Écologie',
    featured: index === 0,
  }),
);

let cms: ReturnType<typeof answerApi>;
const location = () => screen.getByTestId('location').textContent;
const cards = () => screen.queryAllByTestId('article-card');
const route = (url: string) => ({
  route: url,
  path: '/blog',
  loader: blogLoader,
  ErrorBoundary: BlogLoadError,
});

describe('BlogListPage', { timeout: 30_000 }, () => {
  it('lists 10 articles a page with the count, and pages through the URL', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage(articles) }));
    await renderRoute(<BlogListPage />, route('/blog'));
    expect(cards()).toHaveLength(10);
    // the first picture is the page's largest paint: loaded at once and first, the others on approach
    const pictures = cards().map((card) => card.querySelector('img'));
    expect(pictures[0]?.getAttribute('loading')).toBe('eager');
    expect(pictures[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(pictures.slice(1).every((picture) => picture?.getAttribute('loading') === 'lazy')).toBe(true);
    screen.getByText('12 article(s) trouvé(s)');
    expect(screen.getAllByText('Par Salma Benjelloun').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(location()).toBe('/blog?page=2');
  });

  it('searches after typing (through the site search), filters by category, sorts, and resets, all in the URL', async () => {
    // the CMS answers `_q` with the site search; here, the one article about wallboxes
    cms = answerApi((request) => ({
      status: 200,
      body: strapiPage(request.query.includes('_q=WALLBOX') ? articles.slice(0, 1) : articles),
    }));
    await renderRoute(<BlogListPage />, route('/blog'));
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher un article' }), 'WALLBOX{Enter}');
    await waitFor(() => expect(location()).toBe('/blog?q=WALLBOX'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    screen.getByText('1 article(s) trouvé(s)');
    expect(cms.requests.some((request) => request.query.includes('_q=WALLBOX'))).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Écologie' }));
    await waitFor(() => expect(location()).toBe('/blog?q=WALLBOX&categorie=ecologie'));
    await screen.findByText('Aucun article trouvé');
    screen.getByText('0 article(s) trouvé(s)');

    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(location()).toBe('/blog'));
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'title');
    await waitFor(() => expect(location()).toBe('/blog?tri=title'));
  });

  it('opens at the state a link carries', async () => {
    cms = answerApi(() => ({ status: 200, body: strapiPage(articles) }));
    await renderRoute(<BlogListPage />, route('/blog?categorie=conseils&tri=views-desc'));
    expect(cards()).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Conseils' }).getAttribute('aria-current')).toBe('true');
    expect((screen.getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement).value).toBe(
      'views-desc',
    );
  });

  it("shows the spec's error alert when the CMS fails", async () => {
    cms = answerApi(() => ({ status: 500, body: null }));
    await renderRoute(<BlogListPage />, route('/blog'));
    expect(screen.getByRole('alert').textContent).toContain('Erreur');
  });
});
