/**
 * The site search (CMS `GET /api/search` and `/api/search/suggest`): results of every kind with
 * counts, the matched parts of each title, and a spelling suggestion for a likely typo.
 */
import { apiClient, type RequestConfig } from '../api/client';

export const SEARCH_KINDS = ['product', 'vehicle', 'article', 'station', 'help'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchResult {
  kind: SearchKind;
  id: string;
  title: string;
  /** The page of the result on this site. */
  url: string;
  price: number | null;
  city: string | null;
  detail: string | null;
  /** [start, end) of each matched part of the title. */
  highlights: [number, number][];
}

export interface SearchGroup {
  kind: SearchKind;
  count: number;
  results: SearchResult[];
}

export interface SearchAnswer {
  query: string;
  total: number;
  counts: Record<SearchKind, number>;
  /** The kinds asked, the kind of the best result first. */
  groups: SearchGroup[];
  /** A likely spelling of the query ('wallbxo' → 'wallbox'), or null. */
  suggestion: string | null;
}

export const SEARCH_PATH = '/search';
export const SUGGEST_PATH = '/search/suggest';
/** The longest query the CMS takes. */
export const MAX_SEARCH_LENGTH = 100;

export const isSearchKind = (value: unknown): value is SearchKind =>
  (SEARCH_KINDS as readonly unknown[]).includes(value);

/** The title cut into plain and matched parts, for `<mark>`. */
export function highlightParts(title: string, highlights: readonly (readonly [number, number])[]) {
  const parts: { text: string; matched: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...highlights].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > title.length || start >= end) continue;
    if (start > at) parts.push({ text: title.slice(at, start), matched: false });
    parts.push({ text: title.slice(start, end), matched: true });
    at = end;
  }
  if (at < title.length) parts.push({ text: title.slice(at), matched: false });
  return parts;
}

async function ask(path: string, params: Record<string, string | number>, config?: RequestConfig) {
  const response = await apiClient.get<SearchAnswer>(path, { ...config, params });
  return response.data;
}

/** A few results per kind as the shopper types. */
export function fetchSuggestions(query: string, config?: RequestConfig): Promise<SearchAnswer> {
  return ask(SUGGEST_PATH, { q: query.slice(0, MAX_SEARCH_LENGTH) }, config);
}

/** The results page: `limit` results of each kind asked (every kind by default). */
export function fetchSearch(
  query: string,
  { kinds, limit }: { kinds?: readonly SearchKind[]; limit?: number } = {},
  config?: RequestConfig,
): Promise<SearchAnswer> {
  const params: Record<string, string | number> = { q: query.slice(0, MAX_SEARCH_LENGTH) };
  if (kinds?.length) params.type = kinds.join(',');
  if (limit) params.limit = limit;
  return ask(SEARCH_PATH, params, config);
}
