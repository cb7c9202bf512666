import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { fetchArticleSummaries } from '../../../common/api/articles';
import { applyBlogQuery, parseBlogQuery } from '../model/blog-query';

/** The blog list of the URL's search, category, sort and page (the whole blog is a few dozen articles). */
export async function blogLoader(args: LoaderFunctionArgs) {
  const query = parseBlogQuery(new URL(args.request.url).searchParams);
  try {
    // the words are matched by the site search on the server; category, sort and page here
    const found = await fetchArticleSummaries(loaderRequest(args), query.search);
    return { query, ...applyBlogQuery(found, { ...query, search: '' }) };
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.common.unexpectedError));
  }
}

export type BlogListData = Awaited<ReturnType<typeof blogLoader>>;
