import { describe, expect, it } from 'vitest';
import { pathAliases, paths } from './paths';

describe('the table of paths', () => {
  it('builds a link to a page without parameters, with or without a query', () => {
    expect(paths.shop.href()).toBe('/boutique');
    expect(paths.shop.href({ category: 'wallbox', page: 2 })).toBe('/boutique?category=wallbox&page=2');
    expect(paths.orders.href(new URLSearchParams({ page: '3' }))).toBe('/commandes?page=3');
    expect(paths.blog.href('categorie=conseils')).toBe('/blog?categorie=conseils');
  });

  it('leaves out an empty query and empty values', () => {
    expect(paths.blog.href('')).toBe('/blog');
    expect(paths.blog.href({ q: '', categorie: undefined })).toBe('/blog');
  });

  it('encodes parameters into the path', () => {
    expect(paths.product.href({ id: 'a b/c' })).toBe('/produit/a%20b%2Fc');
    expect(paths.order.href({ id: 'CM-1' }, { paiement: 'ok' })).toBe('/commande/CM-1?paiement=ok');
  });

  it('writes each path once', () => {
    const patterns = Object.values(paths).map((path) => path.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('sends each alias to a path of the table', () => {
    const patterns = new Set<string>(Object.values(paths).map((path) => path.pattern));
    expect(Object.values(pathAliases).filter((target) => !patterns.has(target))).toEqual([]);
  });
});
