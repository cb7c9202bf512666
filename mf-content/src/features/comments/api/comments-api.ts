/** The CMS calls of comments and reviews: list, rating summary and submission. */
import { ApiError, apiClient, getPage } from '@chargemaroc/shared/api';
import { strapiSingleSchema } from '@chargemaroc/shared/contracts/strapi';
import { messages } from '@chargemaroc/shared/messages';
import {
  normalizeComment,
  rawCommentSchema,
  type Comment,
  type CommentTarget,
  type RatingSummary,
} from '@chargemaroc/shared/contracts/comment';

export interface CommentTargetRef {
  targetType: CommentTarget;
  targetId: string;
}

export interface NewComment extends CommentTargetRef {
  comment: string;
  rating: number | null;
  parentId: string | null;
}

/** Enough for every comment of a product or an article; the CMS caps pages at 200. */
const COMMENTS_PAGE_SIZE = 200;

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Checks the summary answer; missing star counts read as 0. */
export function parseRatingSummary(body: unknown): RatingSummary {
  if (!isRecord(body) || typeof body.averageRating !== 'number')
    throw new ApiError(messages.api.invalidResponse, null, 'INVALID_RESPONSE');
  const distribution = isRecord(body.distribution) ? body.distribution : {};
  return {
    averageRating: body.averageRating,
    totalRatings: count(body.totalRatings),
    distribution: {
      1: count(distribution[1]),
      2: count(distribution[2]),
      3: count(distribution[3]),
      4: count(distribution[4]),
      5: count(distribution[5]),
    },
    userRating: typeof body.userRating === 'number' ? body.userRating : null,
  };
}

export async function fetchComments(target: CommentTargetRef, signal?: AbortSignal): Promise<Comment[]> {
  const page = await getPage(
    '/comments',
    rawCommentSchema,
    normalizeComment,
    { ...target, pagination: { pageSize: COMMENTS_PAGE_SIZE } },
    { signal },
  );
  return page.items;
}

export async function fetchRatingSummary(
  target: CommentTargetRef,
  signal?: AbortSignal,
): Promise<RatingSummary> {
  const response = await apiClient.get<unknown>('/comments/summary', { params: { ...target }, signal });
  return parseRatingSummary(response.data);
}

export async function postComment(draft: NewComment): Promise<Comment> {
  const response = await apiClient.post<unknown>('/comments', {
    data: {
      targetType: draft.targetType,
      targetId: draft.targetId,
      comment: draft.comment.trim(),
      ...(draft.rating !== null ? { rating: draft.rating } : {}),
      ...(draft.parentId !== null ? { parentId: draft.parentId } : {}),
    },
  });
  const parsed = strapiSingleSchema(rawCommentSchema).safeParse(response.data);
  if (!parsed.success) throw new ApiError(messages.api.invalidResponse, null, 'INVALID_RESPONSE');
  return normalizeComment(parsed.data.data);
}
