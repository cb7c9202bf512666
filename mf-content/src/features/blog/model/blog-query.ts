/**
 * The blog list's state lives in the URL (`q`, `categorie`, `tri`, `page`): a link or a reload shows
 * the same list, Back works. This module reads it and applies it to the articles.
 */
import { BLOG_PAGE_SIZE, type BlogPost, type BlogSort } from '@chargemaroc/shared/contracts/blog';
import { messages } from '@chargemaroc/shared/messages';

export const BLOG_PARAMS = { search: 'q', category: 'categorie', sort: 'tri', page: 'page' } as const;

export const BLOG_SORTS: readonly { value: BlogSort; label: string }[] = [
  { value: 'date-desc', label: messages.blog.sort.dateDesc },
  { value: 'date-asc', label: messages.blog.sort.dateAsc },
  { value: 'views-desc', label: messages.blog.sort.viewsDesc },
  { value: 'title', label: messages.blog.sort.title },
];

/** A name as a URL word: 'Écologie' → 'ecologie'. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The spec's five categories, in its order, with their URL word. */
export const BLOG_CATEGORIES = Object.values(messages.blog.categories).map((name) => ({
  name,
  slug: slugOf(name),
}));

export interface BlogQuery {
  search: string;
  /** A category's URL word, '' for all. */
  category: string;
  sort: BlogSort;
  page: number;
}

export const DEFAULT_BLOG_QUERY: Readonly<BlogQuery> = {
  search: '',
  category: '',
  sort: 'date-desc',
  page: 1,
};

export function parseBlogQuery(params: URLSearchParams): BlogQuery {
  const sort = params.get(BLOG_PARAMS.sort);
  const category = params.get(BLOG_PARAMS.category) ?? '';
  const page = Number(params.get(BLOG_PARAMS.page));
  return {
    search: (params.get(BLOG_PARAMS.search) ?? '').trim(),
    category: BLOG_CATEGORIES.some((entry) => entry.slug === category) ? category : '',
    sort: BLOG_SORTS.some((entry) => entry.value === sort) ? (sort as BlogSort) : 'date-desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a list state; defaults are left out, so the plain list is just /blog. */
export function blogSearchParams(query: BlogQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(BLOG_PARAMS.search, query.search);
  if (query.category) params.set(BLOG_PARAMS.category, query.category);
  if (query.sort !== 'date-desc') params.set(BLOG_PARAMS.sort, query.sort);
  if (query.page > 1) params.set(BLOG_PARAMS.page, String(query.page));
  return params;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function matches(post: BlogPost, words: string[]): boolean {
  const haystack = fold([post.title, post.excerpt, ...post.tags].join(' '));
  return words.every((word) => haystack.includes(word));
}

const time = (post: BlogPost) => (post.publishedAt ? Date.parse(post.publishedAt) || 0 : 0);

const COMPARE: Record<BlogSort, (a: BlogPost, b: BlogPost) => number> = {
  'date-desc': (a, b) => time(b) - time(a),
  'date-asc': (a, b) => time(a) - time(b),
  'views-desc': (a, b) => b.views - a.views,
  title: (a, b) => a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }),
};

export interface BlogListPage {
  posts: BlogPost[];
  total: number;
  page: number;
  pageCount: number;
}

/** Search (title, excerpt, tags; case and accents ignored), category, sort, then the page of 10. */
export function applyBlogQuery(
  all: readonly BlogPost[],
  query: BlogQuery,
  pageSize = BLOG_PAGE_SIZE,
): BlogListPage {
  const words = fold(query.search).split(/\s+/).filter(Boolean);
  const found = all
    .filter((post) => !query.category || slugOf(post.category) === query.category)
    .filter((post) => words.length === 0 || matches(post, words))
    .sort(COMPARE[query.sort]);
  const pageCount = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.min(query.page, pageCount);
  return { posts: found.slice((page - 1) * pageSize, page * pageSize), total: found.length, page, pageCount };
}
