import { describe, expect, it } from 'vitest';
import { parseShopQuery } from '../model/shop-url-state';
import { productFilters, productListParams } from './product-query';

const fromUrl = (search: string) => parseShopQuery(new URLSearchParams(search));

describe('shop state → server filters', () => {
  it('sends no filter for the plain shop', () => {
    expect(productFilters(fromUrl(''))).toEqual({});
  });

  it('filters categories, brands, stock, sale and featured on the server', () => {
    expect(productFilters(fromUrl('category=chargers&brand=ABB&stock=true&sale=true&featured=true'))).toEqual(
      {
        category: { $in: ['residential', 'commercial', 'wallbox'] },
        Brand: { $in: ['ABB'] },
        stock: { $gt: 0 },
        originalPrice: { $notNull: true, $gt: 0 },
        isFeatured: { $eq: true },
      },
    );
  });

  it('sends the free text to the site search (_q), not as a literal match', () => {
    expect(productListParams(fromUrl('q=%20cable%20'))._q).toBe('cable');
    expect(productFilters(fromUrl('q=cable')).$or).toBeUndefined();
    expect(productListParams(fromUrl(''))).not.toHaveProperty('_q');
  });

  it('sends only the price bounds that differ from the full range', () => {
    expect(productFilters(fromUrl('maxPrice=8000')).price).toEqual({ $lte: 8000 });
    expect(productFilters(fromUrl('minPrice=1000&maxPrice=8000')).price).toEqual({ $gte: 1000, $lte: 8000 });
  });

  it('ORs the values of one specification group and ANDs the groups', () => {
    expect(
      productFilters(fromUrl('spec=protection:IP54&spec=protection:IP65&spec=connectivity:Bluetooth')).$and,
    ).toEqual([
      {
        $or: [
          {
            $or: [
              { Indicedeprotection: { $containsi: 'ip54' } },
              { Indicedeprotection: { $containsi: 'ip 54' } },
            ],
          },
          {
            $or: [
              { Indicedeprotection: { $containsi: 'ip65' } },
              { Indicedeprotection: { $containsi: 'ip 65' } },
            ],
          },
        ],
      },
      { $or: [{ $or: [{ Connectivite: { $containsi: 'bluetooth' } }] }] },
    ]);
  });

  it('pages by 20 and maps the sorts', () => {
    expect(productListParams(fromUrl('page=2&sort=price-high'))).toMatchObject({
      sort: ['price:desc', 'Name:asc'],
      pagination: { page: 2, pageSize: 20 },
    });
    expect(productListParams(fromUrl('')).sort).toEqual(['Brand:asc', 'Name:asc']);
  });
});
