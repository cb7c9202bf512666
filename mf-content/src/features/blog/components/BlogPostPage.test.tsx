import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cmsArticle } from '../../../testing/articles';
import { answerApi, strapiPage } from '@chargemaroc/shared/testing/network';
import { renderRoute } from '@chargemaroc/shared/testing/render';
import { postHead, postLoader } from '../api/post-loader';
import { BlogPostLoadError, BlogPostPage } from './BlogPostPage';

const XSS =
  '<p>Avant</p><script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"><p onclick="x()">Après <strong>gras</strong></p>';
const post = cmsArticle(1, {
  title: 'Installer une wallbox',
  slug: 'installer-wallbox',
  category: 'Conseils',
  tags: ['wallbox', 'maison'],
  content: XSS,
  views: 4820,
  readTime: 7,
  publishedAt: '2026-01-14T09:00:00.000Z',
});
const others = [
  cmsArticle(2, { category: 'Conseils', tags: [] }),
  cmsArticle(3, { category: 'Écologie', tags: ['Maison'] }),
  cmsArticle(4, { category: 'Actualités', tags: ['autre'] }),
  cmsArticle(5, { category: 'Conseils' }),
  cmsArticle(6, { category: 'Conseils' }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer() {
  answerApi(({ query }) => {
    if (query.includes('filters[slug][$eq]=installer-wallbox'))
      return { status: 200, body: strapiPage([post]) };
    if (query.includes('filters[slug]')) return { status: 200, body: strapiPage([]) };
    return { status: 200, body: strapiPage([post, ...others]) };
  });
}

const route = (url: string) => ({
  route: url,
  path: '/blog/:slug',
  loader: postLoader,
  ErrorBoundary: BlogPostLoadError,
});

describe('BlogPostPage', { timeout: 30_000 }, () => {
  it('shows the breadcrumb, meta, tags, the body without any script or attribute, and 3 similar posts', async () => {
    answer();
    const { container } = await renderRoute(
      <BlogPostPage renderComments={(id) => <p>Commentaires de {id}</p>} />,
      route('/blog/installer-wallbox'),
    );
    const trail = screen.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(within(trail).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(within(trail).getByRole('link', { name: 'Conseils' }).getAttribute('href')).toBe(
      '/blog?categorie=conseils',
    );
    screen.getByRole('heading', { level: 1, name: 'Installer une wallbox' });
    screen.getByText('14 janvier 2026');
    screen.getByText('7 min de lecture');
    screen.getByText(/^4.820 vues$/);
    expect(within(screen.getByRole('list', { name: 'Mots-clés' })).getAllByRole('listitem')).toHaveLength(2);

    const body = screen.getByTestId('article-body');
    expect(body.textContent).toBe('AvantAprès gras');
    expect(body.querySelector('script, img, [onclick], [onerror]')).toBeNull();
    expect(body.querySelector('strong')?.textContent).toBe('gras');

    screen.getByText('Commentaires de article-1');
    const similar = screen.getByRole('region', { name: 'Articles similaires' });
    expect(within(similar).getAllByTestId('article-card')).toHaveLength(3);
    expect(within(similar).queryByText('Article numéro 4')).toBeNull();

    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(jsonLd).toMatchObject({
      '@type': 'Article',
      headline: 'Installer une wallbox',
      datePublished: '2026-01-14T09:00:00.000Z',
    });
  });

  it('copies the link and confirms when the browser cannot share', async () => {
    answer();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    await renderRoute(<BlogPostPage />, route('/blog/installer-wallbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await screen.findByText('Lien copié dans le presse-papiers !');
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('uses the native share sheet when there is one', async () => {
    answer();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderRoute(<BlogPostPage />, route('/blog/installer-wallbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(share.mock.calls[0]).toEqual([expect.objectContaining({ title: 'Installer une wallbox' })]);
    expect(screen.queryByText('Lien copié dans le presse-papiers !')).toBeNull();
  });

  it("says 'Article non trouvé' for an unknown slug", async () => {
    answer();
    await renderRoute(<BlogPostPage />, route('/blog/inconnu'));
    screen.getByRole('heading', { level: 1, name: 'Article non trouvé' });
    screen.getByText("L'article que vous cherchez n'existe pas ou a été supprimé.");
    expect(screen.getByRole('link', { name: 'Retour au blog' }).getAttribute('href')).toBe('/blog');
  });

  it('describes the article in the head', () => {
    expect(
      postHead({
        post: { title: 'T', excerpt: 'E', featuredImage: { url: '/u.svg' } },
        similar: [],
      } as never),
    ).toEqual({
      title: 'T',
      description: 'E',
      image: '/u.svg',
    });
  });
});
