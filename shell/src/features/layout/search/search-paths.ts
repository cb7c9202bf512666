import { paths } from '@chargemaroc/shared/routing/paths';

/** The results page (served by mf-content) and its query parameters. */
export const SEARCH_PAGE_PATH = paths.search.href();

export function searchPageUrl(query: string): string {
  return paths.search.href(new URLSearchParams({ q: query.trim() }));
}
