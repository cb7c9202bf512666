import { describe, expect, it } from 'vitest';
import { parseArticle } from '@chargemaroc/shared/contracts/blog';
import { cmsArticle } from '../../../testing/articles';
import { applyBlogQuery, blogSearchParams, DEFAULT_BLOG_QUERY, parseBlogQuery } from './blog-query';

const posts = [
  cmsArticle(1, {
    title: 'Wallbox à la maison',
    category: 'Conseils',
    views: 50,
    publishedAt: '2026-01-10T00:00:00Z',
  }),
  cmsArticle(2, {
    title: 'Réseaux publics',
    category: 'Actualités',
    tags: ['Autoroute'],
    views: 500,
    publishedAt: '2026-03-10T00:00:00Z',
  }),
  cmsArticle(3, {
    title: 'Batteries et été',
    category: 'Écologie',
    excerpt: 'Protéger la batterie',
    views: 5,
    publishedAt: '2025-06-10T00:00:00Z',
  }),
].map(parseArticle);

describe('blog query', () => {
  it('reads the URL, ignoring unknown categories, sorts and pages', () => {
    expect(
      parseBlogQuery(new URLSearchParams('q= wallbox &categorie=ecologie&tri=views-desc&page=2')),
    ).toEqual({
      search: 'wallbox',
      category: 'ecologie',
      sort: 'views-desc',
      page: 2,
    });
    expect(parseBlogQuery(new URLSearchParams('categorie=x&tri=y&page=-1'))).toEqual(DEFAULT_BLOG_QUERY);
  });

  it('writes only what differs from the default', () => {
    expect(blogSearchParams(DEFAULT_BLOG_QUERY).toString()).toBe('');
    expect(blogSearchParams({ search: 'été', category: 'conseils', sort: 'title', page: 3 }).toString()).toBe(
      'q=%C3%A9t%C3%A9&categorie=conseils&tri=title&page=3',
    );
  });

  it('searches title, excerpt and tags without regard to case or accents', () => {
    const titles = (search: string) =>
      applyBlogQuery(posts, { ...DEFAULT_BLOG_QUERY, search }).posts.map((post) => post.title);
    expect(titles('WALLBOX')).toEqual(['Wallbox à la maison']);
    expect(titles('autoroute')).toEqual(['Réseaux publics']);
    expect(titles('proteger')).toEqual(['Batteries et été']);
    expect(titles('introuvable')).toEqual([]);
  });

  it('filters by category and applies the four sorts', () => {
    const titles = (query: Partial<typeof DEFAULT_BLOG_QUERY>) =>
      applyBlogQuery(posts, { ...DEFAULT_BLOG_QUERY, ...query }).posts.map((post) => post.id);
    expect(titles({ category: 'ecologie' })).toEqual(['article-3']);
    expect(titles({})).toEqual(['article-2', 'article-1', 'article-3']);
    expect(titles({ sort: 'date-asc' })).toEqual(['article-3', 'article-1', 'article-2']);
    expect(titles({ sort: 'views-desc' })).toEqual(['article-2', 'article-1', 'article-3']);
    expect(titles({ sort: 'title' })).toEqual(['article-3', 'article-2', 'article-1']);
  });

  it('pages by 10 and keeps the page within range', () => {
    const many = Array.from({ length: 23 }, (_, index) => parseArticle(cmsArticle(index + 1)));
    expect(applyBlogQuery(many, { ...DEFAULT_BLOG_QUERY, page: 3 })).toMatchObject({
      total: 23,
      page: 3,
      pageCount: 3,
    });
    expect(applyBlogQuery(many, { ...DEFAULT_BLOG_QUERY, page: 3 }).posts).toHaveLength(3);
    expect(applyBlogQuery(many, { ...DEFAULT_BLOG_QUERY, page: 9 }).page).toBe(3);
  });
});
