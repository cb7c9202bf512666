/** The results page's state in its URL: `/recherche?q=…&type=produits`. */
import { MAX_SEARCH_LENGTH, SEARCH_KINDS, type SearchKind } from '@chargemaroc/shared/contracts/search';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Each kind's word in the URL (French, as the site's other URLs). */
export const KIND_PARAMS: Readonly<Record<SearchKind, string>> = {
  product: 'produits',
  vehicle: 'vehicules',
  article: 'articles',
  station: 'stations',
  help: 'aide',
};

export interface SearchPageQuery {
  query: string;
  /** One kind chosen, or null for all. */
  kind: SearchKind | null;
}

export function parseSearchPageQuery(params: URLSearchParams): SearchPageQuery {
  const type = params.get('type');
  return {
    query: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    kind: SEARCH_KINDS.find((kind) => KIND_PARAMS[kind] === type) ?? null,
  };
}

export function searchPageHref({ query, kind }: SearchPageQuery): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('type', KIND_PARAMS[kind]);
  return paths.search.href(params);
}
