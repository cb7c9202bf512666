import { expect, it } from 'vitest';
import { buildStrapiQuery } from './query';

it('encodes filters, populate, pagination and sort in bracket notation', () => {
  const query = buildStrapiQuery({
    filters: {
      category: { $eq: 'wallbox' },
      Brand: { $in: ['Tesla', 'BYD'] },
      price: { $gte: 0, $lte: null },
    },
    populate: ['Image', 'ImageFullSize'],
    pagination: { page: 2, pageSize: 20 },
    sort: ['Name:asc'],
  });
  expect(query).toBe(
    [
      'filters[category][$eq]=wallbox',
      'filters[Brand][$in][0]=Tesla',
      'filters[Brand][$in][1]=BYD',
      'filters[price][$gte]=0',
      'populate[0]=Image',
      'populate[1]=ImageFullSize',
      'pagination[page]=2',
      'pagination[pageSize]=20',
      'sort[0]=Name%3Aasc',
    ].join('&'),
  );
});

it('encodes nested $or filters, values with spaces and accents, booleans and dates', () => {
  expect(
    buildStrapiQuery({
      filters: { $or: [{ Name: { $containsi: 'borne é' } }, { featured: { $eq: true } }] },
      from: new Date('2026-01-01T00:00:00Z'),
      populate: '*',
      skipped: undefined,
    }),
  ).toBe(
    'filters[$or][0][Name][$containsi]=borne%20%C3%A9&filters[$or][1][featured][$eq]=true&from=2026-01-01T00%3A00%3A00.000Z&populate=*',
  );
});

it('gives an empty string without params', () => {
  expect(buildStrapiQuery(undefined)).toBe('');
  expect(buildStrapiQuery({})).toBe('');
});
