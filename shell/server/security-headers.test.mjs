import { describe, expect, it } from 'vitest';
import { mapTileSource, securityHeaders } from './security-headers.mjs';

function cspOf(middleware) {
  const headers = {};
  middleware({ secure: false }, { setHeader: (name, value) => (headers[name] = value) }, () => {});
  return headers['Content-Security-Policy'];
}

describe('security headers', () => {
  it('lets the stations page show the directory photos and nothing else from outside', () => {
    const csp = cspOf(securityHeaders({ imageSources: ['https://media.openchargemap.io'] }));
    expect(csp).toContain("img-src 'self' data: blob: https://media.openchargemap.io;");
    expect(csp).toContain("script-src 'self';");
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
