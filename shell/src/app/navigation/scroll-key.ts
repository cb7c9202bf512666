import type { Location } from 'react-router-dom';

/**
 * The key a page's scroll position is kept under. Entries the router made have a key of their own;
 * the entry a page was loaded into has the router's 'default' key in every document of the tab, so it
 * is told apart by its address (else a position kept on one loaded page was restored on the next).
 */
export function scrollKeyOf(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `loaded:${location.pathname}${location.search}` : location.key;
}
