import { describe, expect, it } from 'vitest';
import { pageCacheKey } from './page-cache-key.mjs';
import { pageHeaders } from './page-headers.mjs';

describe('page cache key', () => {
  it('is the path and query of an anonymous request without cookies', () => {
    expect(pageCacheKey({ url: '/boutique?page=2' })).toBe('/boutique?page=2');
    expect(pageCacheKey({ url: '/boutique?page=2', cookie: '' })).toBe('/boutique?page=2');
  });

  it("adds the cart's hint cookie, which the cart page renders by", () => {
    expect(pageCacheKey({ url: '/panier', cookie: 'cm.cart.lines=0' })).toBe('/panier\ncm.cart.lines=0');
    expect(pageCacheKey({ url: '/panier', cookie: ' cm.cart.lines=2 ' })).toBe('/panier\ncm.cart.lines=2');
    expect(pageCacheKey({ url: '/panier', cookie: 'cm.cart.lines=0' })).not.toBe(
      pageCacheKey({ url: '/panier' }),
    );
  });

  it('keeps requests with credentials or other cookies away from the cache', () => {
    expect(pageCacheKey({ url: '/boutique', authorization: 'Bearer x' })).toBeNull();
    expect(pageCacheKey({ url: '/boutique', cookie: 'session=abc' })).toBeNull();
    expect(pageCacheKey({ url: '/panier', cookie: 'cm.cart.lines=1; session=abc' })).toBeNull();
    // the cart's copy (decision 033): a filled cart's page is this visitor's alone
    expect(pageCacheKey({ url: '/panier', cookie: 'cm.cart.lines=1; cm.cart.view=%7B%7D' })).toBeNull();
  });
});

describe('page headers', () => {
  const lifetimes = { sharedSeconds: 5, staleSeconds: 30 };

  it('let a CDN keep a public page (and a not-found page) briefly, browsers always asking again', () => {
    for (const status of [200, 404]) {
      expect(pageHeaders({ status, cacheable: true }, lifetimes)).toEqual({
        'Cache-Control': 'public, max-age=0, s-maxage=5, stale-while-revalidate=30',
        Vary: 'Accept-Encoding, Cookie',
      });
    }
  });

  it('keep any other page out of every cache', () => {
    expect(pageHeaders({ status: 200, cacheable: false }, lifetimes)).toEqual({
      'Cache-Control': 'private, no-store',
    });
    expect(pageHeaders({ status: 200 }, lifetimes)).toEqual({ 'Cache-Control': 'private, no-store' });
    expect(pageHeaders({ status: 503, cacheable: true }, lifetimes)).toEqual({
      'Cache-Control': 'private, no-store',
    });
    expect(pageHeaders({ status: 302, cacheable: true }, lifetimes)).toEqual({
      'Cache-Control': 'private, no-store',
    });
  });
});
