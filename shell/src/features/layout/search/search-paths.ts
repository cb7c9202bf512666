import { paths } from '@chargemaroc/shared/routing/paths';

/** The results page (served by mf-content) for a query. */
export function searchPageUrl(query: string): string {
  return paths.search.href(new URLSearchParams({ q: query.trim() }));
}
