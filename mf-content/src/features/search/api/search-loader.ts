import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { fetchSearch } from '@chargemaroc/shared/contracts/search';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { parseSearchPageQuery } from './search-query';

/** Results of each kind shown with all kinds; one kind chosen shows this many. */
export const RESULTS_PER_KIND = 6;
export const RESULTS_OF_ONE_KIND = 50;

export async function searchLoader(args: LoaderFunctionArgs) {
  const query = parseSearchPageQuery(new URL(args.request.url).searchParams);
  if (!query.query) return { ...query, answer: null };
  try {
    const answer = await fetchSearch(
      query.query,
      query.kind ? { kinds: [query.kind], limit: RESULTS_OF_ONE_KIND } : { limit: RESULTS_PER_KIND },
      loaderRequest(args),
    );
    return { ...query, answer };
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.search.unavailable));
  }
}

export type SearchPageData = Awaited<ReturnType<typeof searchLoader>>;

export function searchHead(data: SearchPageData) {
  const { pageTitle, resultsFor } = messages.search;
  return { title: data.query ? formatMessage(resultsFor, { query: data.query }) : pageTitle };
}
