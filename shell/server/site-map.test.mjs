import { describe, expect, it } from 'vitest';
import express from 'express';
import { robotsTxt, siteMap, sitemapXml, STATIC_PATHS } from './site-map.mjs';

const CMS = {
  '/articles': [
    { documentId: 'a1', slug: 'installer-wallbox', updatedAt: '2026-03-05T10:00:00.000Z' },
    { documentId: 'a2' },
  ],
  '/produits': [{ documentId: 'p1', updatedAt: '2026-01-01T00:00:00.000Z' }],
  '/vehicules': [{ documentId: 'v1', updatedAt: null }],
};

function fakeCms(calls = []) {
  return async (url) => {
    calls.push(url);
    const { pathname } = new URL(url);
    const data = CMS[pathname.replace(/^\/api/, '')] ?? [];
    return { data, meta: { pagination: { page: 1, pageCount: 1, total: data.length } } };
  };
}

async function serve(app) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  return { base: `http://127.0.0.1:${port}`, close: () => server.close() };
}

describe('site map', () => {
  it('lists the public pages, every article, product and vehicle, escaped, with their last change', async () => {
    const calls = [];
    const app = express().use(
      siteMap({ cmsUrl: 'http://cms.test', siteUrl: 'https://chargemaroc.ma', fetchJson: fakeCms(calls) }),
    );
    const { base, close } = await serve(app);
    try {
      const response = await fetch(`${base}/sitemap.xml`);
      expect(response.headers.get('content-type')).toContain('application/xml');
      const xml = await response.text();
      expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      for (const path of STATIC_PATHS) expect(xml).toContain(`<loc>https://chargemaroc.ma${path}</loc>`);
      expect(xml).toContain(
        '<loc>https://chargemaroc.ma/blog/installer-wallbox</loc><lastmod>2026-03-05</lastmod>',
      );
      expect(xml).toContain('<loc>https://chargemaroc.ma/produit/p1</loc>');
      expect(xml).toContain('<loc>https://chargemaroc.ma/vehicule-electrique/v1</loc></url>');
      expect(xml).not.toContain('/panier');
      expect(calls.some((url) => url.includes('fields%5B0%5D=slug'))).toBe(true);

      await fetch(`${base}/sitemap.xml`);
      expect(calls).toHaveLength(3);

      const robots = await (await fetch(`${base}/robots.txt`)).text();
      expect(robots).toContain('Disallow: /checkout');
      expect(robots).toContain('Sitemap: https://chargemaroc.ma/sitemap.xml');
    } finally {
      close();
    }
  });

  it('answers 502 when the CMS cannot be read, and tries again next time', async () => {
    let fail = true;
    const fetchJson = async (url) => {
      if (fail) throw new Error('down');
      return fakeCms()(url);
    };
    const { base, close } = await serve(
      express().use(siteMap({ cmsUrl: 'http://cms.test', siteUrl: 'https://x.ma', fetchJson })),
    );
    try {
      expect((await fetch(`${base}/sitemap.xml`)).status).toBe(502);
      fail = false;
      expect((await fetch(`${base}/sitemap.xml`)).status).toBe(200);
    } finally {
      close();
    }
  });

  it('escapes what it writes', () => {
    expect(sitemapXml('https://x.ma', [{ path: "/blog/a'b&<c>", lastmod: null }])).toContain(
      '<loc>https://x.ma/blog/a&#39;b&#38;%3Cc%3E</loc>',
    );
    expect(robotsTxt('https://x.ma')).toMatch(/^User-agent: \*/);
  });
});
