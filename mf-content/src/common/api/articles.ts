/** The blog's CMS reads: article lists (without their bodies) and one article by its slug. */
import { getPage, type QueryParams, type RequestConfig } from '@chargemaroc/shared/api';
import { articleSchema, normalizeArticle, type BlogPost } from '@chargemaroc/shared/contracts/blog';

export const ARTICLES_PATH = '/articles';

/** Every list field but the body: cards and search need no article text. */
const LIST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'tags',
  'readTime',
  'views',
  'featured',
  'publishedAt',
  'updatedAt',
];
const LIST_POPULATE = { featuredImage: true, category: true, author: true };
/** The CMS's page size limit; the blog holds far fewer articles. */
const ALL_ARTICLES = 100;

/** The newest featured articles, for the home page. */
/** The start of `now`'s day (UTC): an event is promoted until the end of its last day, and the query stays the same all day (cached). */
export function startOfDay(now: Date): string {
  return `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
}

/** Featured articles, newest first; an event whose date has passed is no longer promoted. */
export async function fetchFeaturedArticles(
  limit: number,
  config?: RequestConfig,
  now: Date = new Date(),
): Promise<BlogPost[]> {
  const params: QueryParams = {
    fields: LIST_FIELDS,
    populate: LIST_POPULATE,
    filters: {
      featured: { $eq: true },
      $or: [{ eventEndsAt: { $null: true } }, { eventEndsAt: { $gte: startOfDay(now) } }],
    },
    sort: ['publishedAt:desc'],
    pagination: { page: 1, pageSize: limit },
  };
  return (await getPage(ARTICLES_PATH, articleSchema, normalizeArticle, params, config)).items;
}

/**
 * Every article, newest first, without bodies: the blog list filters, sorts and pages them. With
 * `search`, only those the site search finds (accents, case, plurals and typos forgiven).
 */
export async function fetchArticleSummaries(config?: RequestConfig, search = ''): Promise<BlogPost[]> {
  const params: QueryParams = {
    ...(search.trim() ? { _q: search.trim() } : {}),
    fields: LIST_FIELDS,
    populate: LIST_POPULATE,
    sort: ['publishedAt:desc'],
    pagination: { page: 1, pageSize: ALL_ARTICLES },
  };
  return (await getPage(ARTICLES_PATH, articleSchema, normalizeArticle, params, config)).items;
}

/** One whole article, or null when no article has this slug. */
export async function fetchArticleBySlug(slug: string, config?: RequestConfig): Promise<BlogPost | null> {
  const params: QueryParams = {
    filters: { slug: { $eq: slug } },
    populate: LIST_POPULATE,
    pagination: { page: 1, pageSize: 1 },
  };
  const page = await getPage(ARTICLES_PATH, articleSchema, normalizeArticle, params, config);
  return page.items[0] ?? null;
}
