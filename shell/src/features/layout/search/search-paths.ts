/** The results page (served by mf-content) and its query parameters. */
export const SEARCH_PAGE_PATH = '/recherche';

export function searchPageUrl(query: string): string {
  return `${SEARCH_PAGE_PATH}?${new URLSearchParams({ q: query.trim() })}`;
}
