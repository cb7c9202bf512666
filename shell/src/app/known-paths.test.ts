import { describe, expect, it } from 'vitest';
import { isKnownPath } from './known-paths';

describe('isKnownPath', () => {
  it('knows the route table, the sign-in screens and the aliases', () => {
    for (const path of [
      '/',
      '/boutique',
      '/produit/abc',
      '/blog/un-article',
      '/connexion',
      '/login',
      '/panier/',
    ]) {
      expect(isKnownPath(path)).toBe(true);
    }
  });

  it('does not know other paths', () => {
    for (const path of ['/nimporte', '/produit', '/produit/a/b', '/boutique/x'])
      expect(isKnownPath(path)).toBe(false);
  });
});
