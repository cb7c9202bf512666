/**
 * With Save-Data, a picture of the CMS is fetched in its small format (the CMS keeps `small_` beside
 * the `medium_` and `large_` ones and the original); null when there is none smaller to ask for.
 */
export function smallerImage(url: URL): URL | null {
  if (!url.pathname.startsWith('/uploads/')) return null;
  const name = url.pathname.slice('/uploads/'.length);
  if (name.includes('/') || /^(?:small|thumbnail)_/.test(name) || !/\.(?:jpe?g|png|webp)$/i.test(name))
    return null;
  const smaller = new URL(url);
  smaller.pathname = `/uploads/small_${name.replace(/^(?:medium|large|xlarge)_/, '')}`;
  return smaller;
}
