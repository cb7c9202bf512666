import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { similarPosts } from '@chargemaroc/shared/contracts/blog';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, notFound } from '@chargemaroc/shared/routing/route-errors';
import { headDescription, type PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchArticleBySlug, fetchArticleSummaries } from '../../../common/api/articles';

/** Spec: blog similar posts max 3. */
export const SIMILAR_POSTS = 3;

/** One article by its slug (404 when there is none) and up to 3 similar ones. */
export async function postLoader(args: LoaderFunctionArgs) {
  const config = loaderRequest(args);
  let post;
  let all;
  try {
    [post, all] = await Promise.all([
      fetchArticleBySlug(args.params.slug ?? '', config),
      fetchArticleSummaries(config),
    ]);
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.common.unexpectedError));
  }
  if (!post) return notFound();
  return { post, similar: similarPosts(post, all, SIMILAR_POSTS) };
}

export type PostData = Awaited<ReturnType<typeof postLoader>>;

export function postHead({ post }: PostData): PageHead {
  return {
    title: post.title,
    description: headDescription(post.excerpt),
    image: post.featuredImage?.url,
  };
}
