// The production origin's own answers: statuses, errors without stack traces, caching headers.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { E2E_CMS_DOWN_PORT } from '../support/ports.mjs';

/** What a stack trace or a server path would look like in an answer. */
const LEAKS = /\bat [\w.<>]+ \(|node:internal|\/work\/|\/home\/|\/tmp\/|URIError|Error: /;

test.describe('the origin answers honestly and says nothing of its insides', () => {
  test('a malformed URL answers 400 in French, without a stack trace', async ({ request }) => {
    for (const path of ['/%ff', '/%', '/boutique/%E0%A4%A']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      expect(response.status(), path).toBe(400);
      const body = await response.text();
      expect(body).toContain('Requête invalide.');
      expect(body).not.toMatch(LEAKS);
    }
  });

  test('a body over the CMS limit answers 413 through the origin', async ({ request }) => {
    const email = `${'a'.repeat(2 * 1024 * 1024)}@example.ma`;
    const response = await request.post('/api/newsletters', { data: { data: { email } } });
    expect(response.status()).toBe(413);
    const body = await response.text();
    expect(JSON.parse(body).error.message).toBe('Requête trop volumineuse.');
    expect(body).not.toMatch(LEAKS);
  });

  test('an unreachable CMS answers 502 in French, naming no address', async ({ request }) => {
    const response = await request.get(`http://127.0.0.1:${E2E_CMS_DOWN_PORT}/api/produits`);
    expect(response.status()).toBe(502);
    const body = await response.text();
    expect(JSON.parse(body).error.message).toMatch(/^Service temporairement indisponible/);
    expect(body).not.toMatch(LEAKS);
    expect(body).not.toContain('127.0.0.1');
  });

  test("a page whose data cannot be loaded answers the renderer's 5xx, kept by no cache", async ({
    request,
  }) => {
    const response = await request.get(`http://127.0.0.1:${E2E_CMS_DOWN_PORT}/boutique`);
    expect(response.status()).toBeGreaterThanOrEqual(500);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(await response.text()).not.toMatch(LEAKS);
  });

  /** Where the live release of mf-shop is served, as /remotes.json names it. */
  async function liveShopBase(request: APIRequestContext): Promise<string> {
    const live = (await (await request.get('/remotes.json')).json()) as {
      remotes: Array<{ name: string; manifest: string }>;
    };
    const manifest = live.remotes.find((remote) => remote.name === 'mf_shop')?.manifest ?? '';
    expect(manifest).toMatch(/^\/remotes\/mf-shop\/\d{8}-\d{6}-[0-9a-f]{8}\/mf-manifest\.json$/);
    return manifest.replace('mf-manifest.json', '');
  }

  test('source maps of the production build are not served', async ({ request }) => {
    const base = await liveShopBase(request);
    const entry = await request.get(`${base}remoteEntry.js`);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const map = await request.get(`${base}remoteEntry.js.map`);
    expect(map.status()).toBe(404);
    expect(await map.text()).not.toContain('"sources"');
  });

  test("a remote's server container is read from disk, never served to browsers", async ({ request }) => {
    const base = await liveShopBase(request);
    for (const path of [
      `${base}server/remoteEntry.cjs`,
      `${base}/server/remoteEntry.cjs`,
      `${base}%73erver/remoteEntry.cjs`,
    ]) {
      const container = await request.get(path);
      expect(container.status(), path).toBe(404);
    }
  });

  test('a page reached over HTTPS through the proxy carries HSTS; over plain HTTP it does not', async ({
    request,
  }) => {
    const plain = await request.get('/boutique');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const secure = await request.get('/boutique', { headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers()['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  test('an anonymous public page may be kept briefly by a CDN; browsers always ask again', async ({
    request,
  }) => {
    const response = await request.get('/boutique');
    expect(response.status()).toBe(200);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers()['vary']).toContain('Cookie');
  });

  test('a page asked for with a cookie that is not a rendering hint is kept by no cache', async ({
    request,
  }) => {
    const response = await request.get('/boutique', { headers: { cookie: 'cm.session=abc' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers()['x-cache']).toBe('PASS');
  });

  test('an unknown path answers 404 with the French not-found page', async ({ request }) => {
    const response = await request.get('/cette-page-n-existe-pas', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain('<html');
    expect(body).not.toMatch(LEAKS);
  });
});
