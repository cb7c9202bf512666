import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { FIRST_TAPS_SCRIPT } from '../src/early/first-taps.mjs';
import { mapTileSource, securityHeaders } from './security-headers.mjs';

function headersOf(middleware, path = '/boutique') {
  const headers = {};
  middleware({ secure: false, path }, { setHeader: (name, value) => (headers[name] = value) }, () => {});
  return headers;
}
const cspOf = (middleware) => headersOf(middleware)['Content-Security-Policy'];

describe('security headers', () => {
  it('lets the stations page show the directory photos and nothing else from outside', () => {
    const csp = cspOf(securityHeaders({ imageSources: ['https://media.openchargemap.io'] }));
    expect(csp).toContain("img-src 'self' data: blob: https://media.openchargemap.io;");
  });

  it("allows the origin's scripts and the page's one inline script, by the hash of its text", () => {
    const hash = createHash('sha256').update(FIRST_TAPS_SCRIPT).digest('base64');
    expect(cspOf(securityHeaders())).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it('sends the document headers with pages and images, only nosniff with built scripts and styles', () => {
    const middleware = securityHeaders();
    for (const path of [
      '/boutique',
      '/uploads/borne.svg',
      '/static/media/logo.8f0a1b2c.svg',
      '/favicon.svg',
    ]) {
      expect(Object.keys(headersOf(middleware, path)), path).toEqual(
        expect.arrayContaining(['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options']),
      );
    }
    for (const path of [
      '/static/js/main.74c1c936.js',
      '/remotes/mf-shop/remoteEntry.js',
      '/static/css/global.8dfda992.css',
    ]) {
      expect(headersOf(middleware, path), path).toEqual({ 'X-Content-Type-Options': 'nosniff' });
    }
  });

  it('adds the tile server of MAP_TILE_URL to img-src', () => {
    expect(mapTileSource('https://{s}.tiles.example.ma/{z}/{x}/{y}.png')).toEqual([
      'https://*.tiles.example.ma',
    ]);
    expect(mapTileSource('https://tiles.example.ma/{z}/{x}/{y}.png')).toEqual(['https://tiles.example.ma']);
    expect(mapTileSource('')).toEqual([]);
    expect(mapTileSource('not a url')).toEqual([]);
  });
});
