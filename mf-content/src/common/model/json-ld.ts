/**
 * schema.org data of a page as JSON-LD. The script is data, never executed (`application/ld+json`),
 * so the page's CSP lets it through; `<` is written `\u003c` so no text from the CMS can close the
 * script element or open a comment, and U+2028/U+2029 are escaped for old JSON readers.
 */
export type JsonLdValue =
  string | number | boolean | null | undefined | JsonLdValue[] | { [key: string]: JsonLdValue };

export function serializeJsonLd(data: { [key: string]: JsonLdValue }): string {
  return JSON.stringify({ '@context': 'https://schema.org', ...data })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An absolute URL of `path` on the site `origin` ('https://…'), or undefined without one. */
export function absoluteUrl(origin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  try {
    return new URL(path, origin).toString();
  } catch {
    return undefined;
  }
}
