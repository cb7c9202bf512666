import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import type { PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchFeaturedArticles } from '../../../common/api/articles';
import { contentLabels } from '../../../labels';

/** Spec: up to 3 latest featured posts on the home page. */
export const HOME_FEATURED_POSTS = 3;

/** The home page's CMS content: the latest featured articles (the trending products load in the browser). */
export async function homeLoader(args: LoaderFunctionArgs) {
  try {
    return { articles: await fetchFeaturedArticles(HOME_FEATURED_POSTS, loaderRequest(args)) };
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.common.unexpectedError));
  }
}

export type HomeData = Awaited<ReturnType<typeof homeLoader>>;

export function homeHead(): PageHead {
  return { title: contentLabels.home.title, description: contentLabels.home.description };
}
