import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.mjs';
import { pageHandler } from './page-handler.mjs';
import { listening } from './server-testing.mjs';

const INDEX_HTML = '<!doctype html><div id="root"></div>';
const lifetimes = { sharedSeconds: 5, staleSeconds: 30 };

/** A renderer answering `page(request)`, counting its renders and keeping the requests it was given. */
function fakeRenderer(page, extra = {}) {
  const renderer = {
    requests: [],
    async render(request) {
      renderer.requests.push(request);
      return page(request);
    },
    async warmUp() {},
    ...extra,
  };
  return renderer;
}

const urlOptions = (url) => ({ host: new URL(url).hostname, port: new URL(url).port });

/** A raw request, so the path is sent exactly as written. */
function rawRequest(url, method, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .request({ ...urlOptions(url), path: pathname, method, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers }));
      })
      .on('error', reject)
      .end();
  });
}

let running;
async function serve(renderer, { cache = createPageCache({ freshMs: 5000, staleMs: 30_000 }) } = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-handler-'));
  const indexHtml = path.join(folder, 'index.html');
  fs.writeFileSync(indexHtml, INDEX_HTML);
  const app = express();
  app.use(pageHandler({ renderer, cache, lifetimes, indexHtml }));
  app.use((_req, res) => res.status(404).send('next'));
  running = await listening(app);
  return running.url;
}

afterEach(async () => {
  await running?.close();
  running = undefined;
});

const html =
  (status = 200, cacheable = true) =>
  async () => ({ status, html: `<p>${status}</p>`, cacheable });

describe('page handler', () => {
  it('sends a form posted to a page back to that page (303), reading nothing of it', async () => {
    const renderer = fakeRenderer(html(), { knowsPath: (pathname) => pathname === '/connexion' });
    const url = await serve(renderer);
    const posted = await fetch(`${url}/connexion?x=1`, {
      method: 'POST',
      headers: { Accept: 'text/html', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'identifier=sara&password=secret',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe('/connexion');
    expect(renderer.requests).toEqual([]);
    const unknown = await fetch(`${url}/nulle-part`, { method: 'POST', headers: { Accept: 'text/html' } });
    expect(unknown.status).toBe(404);
  });

  it('sends a form posted to a path of doubled slashes back to this site, never to another host', async () => {
    const renderer = fakeRenderer(html(), { knowsPath: () => true });
    const url = await serve(renderer);
    for (const [sent, expected] of [
      ['//boutique', '/boutique'],
      ['///evil.example/x', '/evil.example/x'],
      ['/\\evil.example', '/evil.example'],
      ['/boutique//produit', '/boutique/produit'],
    ]) {
      const posted = await rawRequest(url, 'POST', sent, { accept: 'text/html' });
      expect(posted.status).toBe(303);
      expect(posted.headers.location).toBe(expected);
    }
  });

  it('answers a public page from the cache after the first render, with CDN caching headers', async () => {
    const renderer = fakeRenderer(html());
    const url = await serve(renderer);
    const first = await fetch(`${url}/boutique?page=2`);
    const second = await fetch(`${url}/boutique?page=2`);

    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d/);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe('<p>200</p>');
    expect(renderer.requests).toHaveLength(1);
    expect(second.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
    );
    expect(second.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('gives the renderer the path, the origin and only the headers a page may read', async () => {
    const renderer = fakeRenderer(html());
    const url = await serve(renderer);
    await fetch(`${url}/produit/7?x=1`, {
      headers: { cookie: 'cm.cart.lines=1', authorization: 'Bearer secret', 'accept-language': 'fr-MA' },
    });
    const [request] = renderer.requests;
    expect(request.url).toBe('/produit/7?x=1');
    expect(request.origin).toBe(url);
    expect(request.headers).toMatchObject({ cookie: 'cm.cart.lines=1', 'accept-language': 'fr-MA' });
    expect(request.headers).not.toHaveProperty('authorization');
  });

  it("passes the renderer's status through, caching a not-found page but never an error", async () => {
    const renderer = fakeRenderer(async ({ url }) =>
      url === '/inconnu'
        ? { status: 404, html: 'introuvable', cacheable: true }
        : { status: 503, html: 'erreur', cacheable: true },
    );
    const base = await serve(renderer);
    const missing = [await fetch(`${base}/inconnu`), await fetch(`${base}/inconnu`)];
    expect(missing.map((response) => response.status)).toEqual([404, 404]);
    expect(missing[1].headers.get('x-cache')).toBe('HIT');
    expect(missing[1].headers.get('cache-control')).toMatch(/^public/);

    const failing = [await fetch(`${base}/blog`), await fetch(`${base}/blog`)];
    expect(failing.map((response) => response.status)).toEqual([503, 503]);
    expect(failing[1].headers.get('x-cache')).toBe('MISS');
    expect(failing[1].headers.get('cache-control')).toBe('private, no-store');
  });

  it('never caches or shares a page the renderer does not mark cacheable', async () => {
    const renderer = fakeRenderer(html(200, false));
    const url = await serve(renderer);
    await fetch(`${url}/tableau-de-bord`);
    const second = await fetch(`${url}/tableau-de-bord`);
    expect(renderer.requests).toHaveLength(2);
    expect(second.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keys the cart page by its hint cookie and passes requests with other cookies', async () => {
    const renderer = fakeRenderer(async ({ headers }) => ({
      status: 200,
      html: headers.cookie ?? 'none',
      cacheable: true,
    }));
    const url = await serve(renderer);
    const get = (cookie) => fetch(`${url}/panier`, cookie ? { headers: { cookie } } : {});
    expect(await (await get()).text()).toBe('none');
    expect(await (await get('cm.cart.lines=2')).text()).toBe('cm.cart.lines=2');
    expect((await get('cm.cart.lines=2')).headers.get('x-cache')).toBe('HIT');
    expect((await get()).headers.get('x-cache')).toBe('HIT');
    const other = await get('session=abc');
    expect(other.headers.get('x-cache')).toBe('PASS');
    expect(other.headers.get('cache-control')).toBe('private, no-store');
    expect(await other.text()).toBe('session=abc');
    const signedIn = await fetch(`${url}/panier`, { headers: { authorization: 'Bearer x' } });
    expect(signedIn.headers.get('x-cache')).toBe('PASS');
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renders every time when the cache is off, and still says how long a CDN may keep the page', async () => {
    const renderer = fakeRenderer(html());
    const url = await serve(renderer, { cache: null });
    await fetch(`${url}/`);
    const second = await fetch(`${url}/`);
    expect(renderer.requests).toHaveLength(2);
    expect(second.headers.get('x-cache')).toBeNull();
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=5/);
    const withSession = await fetch(`${url}/`, { headers: { cookie: 'session=abc' } });
    expect(withSession.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a cached page compressed as the client asks, with an ETag it can revalidate', async () => {
    const url = await serve(
      fakeRenderer(async () => ({ status: 200, html: 'é'.repeat(5000), cacheable: true })),
    );
    const brotli = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    const gzip = await fetch(`${url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe('é'.repeat(5000));
    // fetch asks for `no-cache` on conditional requests unless told otherwise
    const conditional = await fetch(`${url}/`, {
      headers: { 'if-none-match': gzip.headers.get('etag'), 'cache-control': 'max-age=0' },
    });
    expect(conditional.status).toBe(304);

    const raw = await new Promise((resolve) => {
      import('node:http').then(({ get }) =>
        get(`${url}/`, { headers: { 'accept-encoding': 'br;q=0, gzip' } }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        }),
      );
    });
    expect(raw.encoding).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toBe('é'.repeat(5000));
  });

  it('answers HEAD like GET without a body', async () => {
    const url = await serve(fakeRenderer(html()));
    const head = await fetch(`${url}/faq`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toMatch(/^public/);
    expect(await head.text()).toBe('');
  });

  it("follows the renderer's redirects", async () => {
    const url = await serve(fakeRenderer(async () => ({ status: 301, location: '/connexion' })));
    const response = await fetch(`${url}/login`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/connexion');
  });

  it('without a renderer, serves the plain index.html: 200 for a known route, 404 for any other path', async () => {
    const renderer = fakeRenderer(async () => null, { knowsPath: (pathname) => pathname === '/boutique' });
    const url = await serve(renderer);
    const known = await fetch(`${url}/boutique`);
    expect(known.status).toBe(200);
    expect(await known.text()).toBe(INDEX_HTML);
    expect(known.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(`${url}/nulle-part`)).status).toBe(404);
  });

  it('answers 404 with the plain index.html for every path when the renderer cannot tell which it knows', async () => {
    const url = await serve(fakeRenderer(async () => null));
    expect((await fetch(`${url}/boutique`)).status).toBe(404);
  });

  it('falls back to the plain index.html when the renderer throws', async () => {
    const url = await serve(
      fakeRenderer(
        async () => {
          throw new Error('renderer bug');
        },
        { knowsPath: () => true },
      ),
    );
    const errors = [];
    const original = console.error;
    console.error = (...args) => errors.push(args);
    try {
      const response = await fetch(`${url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  it('leaves other requests to the next handler', async () => {
    const url = await serve(fakeRenderer(html()));
    expect(await (await fetch(`${url}/`, { method: 'POST' })).text()).toBe('next');
    expect(await (await fetch(`${url}/x.json`, { headers: { accept: 'application/json' } })).text()).toBe(
      'next',
    );
  });
});
