/**
 * `/robots.txt` and `/sitemap.xml` for search engines, from the CMS content: the public pages of the
 * route table, every article, product and vehicle. The list is kept a few minutes (content, not
 * visitor data); the site's address is `SITE_URL` when set, else the request's own.
 */
import { Router } from 'express';
import { PAGE_PATHS, fillPath, pathPrefix } from '@chargemaroc/shared/pages';
import { sendError } from './http-errors.mjs';

/** Public pages without an identifier (private pages are left out). */
export const STATIC_PATHS = [
  'home',
  'shop',
  'vehicles',
  'blog',
  'contact',
  'about',
  'faq',
  'stations',
  'installation',
  'installationRequest',
  'legalNotice',
  'privacy',
  'terms',
].map((page) => PAGE_PATHS[page]);

/** Pages that belong to one visitor: never worth indexing (a page with an identifier, all of them). */
export const PRIVATE_PATHS = [
  ...[
    'cart',
    'checkout',
    'payment',
    'dashboard',
    'profile',
    'orders',
    'order',
    'wishlist',
    'welcome',
    'login',
    'register',
    'forgotPassword',
  ].map((page) => pathPrefix(PAGE_PATHS[page])),
  '/api/',
];

/** The site search's results: a page per query, nothing of its own to index. */
export const NOT_INDEXED_PATHS = [PAGE_PATHS.search];

/** Collections whose documents have their own page: path of the page from the document. */
const COLLECTIONS = [
  {
    path: '/articles',
    fields: ['slug', 'updatedAt'],
    page: (doc) => fillPath(PAGE_PATHS.blogPost, { slug: doc.slug }),
  },
  {
    path: '/produits',
    fields: ['updatedAt'],
    page: (doc) => fillPath(PAGE_PATHS.product, { id: doc.documentId }),
  },
  {
    path: '/vehicules',
    fields: ['updatedAt'],
    page: (doc) => fillPath(PAGE_PATHS.vehicle, { id: doc.documentId }),
  },
];

const PAGE_SIZE = 100;
const MAX_PAGES = 50;
const KEEP_MS = 5 * 60 * 1000;

const escapeXml = (text) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** Every document of a collection (documentId and the asked fields), page after page. */
async function listAll(fetchJson, cmsUrl, { path, fields }) {
  const documents = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams();
    fields.forEach((field, index) => query.set(`fields[${index}]`, field));
    query.set('pagination[page]', String(page));
    query.set('pagination[pageSize]', String(PAGE_SIZE));
    const body = await fetchJson(`${cmsUrl}/api${path}?${query}`);
    const data = Array.isArray(body?.data) ? body.data : [];
    documents.push(...data);
    const pageCount = Number(body?.meta?.pagination?.pageCount ?? 1);
    if (page >= pageCount || data.length === 0) break;
  }
  return documents;
}

/** The sitemap's entries: the static pages and one per document, with its last change when known. */
export async function sitemapEntries({ cmsUrl, fetchJson }) {
  const entries = STATIC_PATHS.map((path) => ({ path, lastmod: null }));
  const lists = await Promise.all(COLLECTIONS.map((collection) => listAll(fetchJson, cmsUrl, collection)));
  COLLECTIONS.forEach((collection, index) => {
    for (const doc of lists[index]) {
      if (!doc?.documentId || (collection.fields.includes('slug') && !doc.slug)) continue;
      entries.push({
        path: collection.page(doc),
        lastmod: typeof doc.updatedAt === 'string' ? doc.updatedAt : null,
      });
    }
  });
  return entries;
}

export function sitemapXml(siteUrl, entries) {
  const urls = entries.map(({ path, lastmod }) => {
    const date =
      lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeXml(new URL(path, siteUrl).href)}</loc>${date}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(siteUrl) {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATHS, ...NOT_INDEXED_PATHS].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}

async function defaultFetchJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

/**
 * @param {{ cmsUrl: string, siteUrl?: string, fetchJson?: (url: string) => Promise<any>, now?: () => number }} options
 */
export function siteMap({
  cmsUrl,
  siteUrl = process.env.SITE_URL,
  fetchJson = defaultFetchJson,
  now = Date.now,
}) {
  const router = Router();
  let kept = null;
  const entries = () => {
    if (!kept || now() - kept.at > KEEP_MS) {
      const load = sitemapEntries({ cmsUrl, fetchJson });
      kept = { at: now(), load };
      load.catch(() => {
        if (kept?.load === load) kept = null;
      });
    }
    return kept.load;
  };
  const siteOf = (req) => siteUrl || `${req.protocol}://${req.get('host')}`;

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain').send(robotsTxt(siteOf(req)));
  });
  router.get('/sitemap.xml', async (req, res) => {
    try {
      const xml = sitemapXml(siteOf(req), await entries());
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('application/xml').send(xml);
    } catch {
      sendError(req, res, 502);
    }
  });
  return router;
}
