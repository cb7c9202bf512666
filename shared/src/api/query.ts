/**
 * Strapi REST query strings: nested objects and arrays in bracket notation, e.g.
 * `{ filters: { Brand: { $in: ['Tesla'] } }, pagination: { page: 1 } }` →
 * `filters[Brand][$in][0]=Tesla&pagination[page]=1`.
 */

export type QueryValue =
  string | number | boolean | Date | null | undefined | QueryValue[] | { [key: string]: QueryValue };
export type QueryParams = { [key: string]: QueryValue };

const encodeKey = (key: string) =>
  encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']').replace(/%24/g, '$');

function scalar(value: string | number | boolean | Date): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

function collect(prefix: string, value: QueryValue, pairs: string[]): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((entry, index) => collect(`${prefix}[${index}]`, entry, pairs));
    return;
  }
  if (typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, entry] of Object.entries(value)) collect(`${prefix}[${key}]`, entry, pairs);
    return;
  }
  pairs.push(`${encodeKey(prefix)}=${encodeURIComponent(scalar(value))}`);
}

/** Skips null and undefined values; keeps brackets and `$` readable. */
export function buildStrapiQuery(params: QueryParams | null | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) collect(key, value, pairs);
  return pairs.join('&');
}
