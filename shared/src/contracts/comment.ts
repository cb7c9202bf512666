/** Comments on articles and reviews of products, with their replies and rating summary. */
import { z } from 'zod/mini';
import { newestFirst } from '../format/format';
import { coreMessages as messages } from '../messages/core';
import { documentIdentitySchema, looseNumberSchema, routeId } from './strapi';

export { summarizeRatings, type RatingSummary } from '../domain/ratings';
export { MIN_COMMENT_LENGTH, canSubmitComment, validateComment, type CommentDraft } from '../domain/forms';

export type CommentTarget = 'product' | 'article';

const authorSchema = z.catch(
  z.nullish(
    z.object({
      id: z.nullish(z.union([z.number(), z.string()])),
      documentId: z.nullish(z.string()),
      username: z.nullish(z.string()),
      prenom: z.nullish(z.string()),
      nom: z.nullish(z.string()),
    }),
  ),
  null,
);

export const rawCommentSchema = z.extend(documentIdentitySchema, {
  comment: z.nullish(z.string()),
  content: z.nullish(z.string()),
  rating: looseNumberSchema,
  helpful: looseNumberSchema,
  parentId: z.nullish(z.union([z.string(), z.number()])),
  parent: z.catch(
    z.nullish(z.object({ id: z.union([z.number(), z.string()]), documentId: z.nullish(z.string()) })),
    null,
  ),
  userId: z.nullish(z.union([z.string(), z.number()])),
  userName: z.nullish(z.string()),
  authorName: z.nullish(z.string()),
  userAvatar: z.nullish(z.string()),
  user: authorSchema,
});
export type RawComment = z.infer<typeof rawCommentSchema>;

export interface Comment {
  id: string;
  /** Null for a top-level comment. */
  parentId: string | null;
  userId: string | null;
  userName: string;
  userAvatar: string | null;
  /** 1 to 5 on product reviews, null on replies and blog comments. */
  rating: number | null;
  comment: string;
  createdAt: string | null;
  helpful: number;
}

export function normalizeComment(raw: RawComment): Comment {
  const user = raw.user;
  const fullName = [user?.prenom, user?.nom].filter(Boolean).join(' ');
  const parentId = raw.parentId ?? (raw.parent ? routeId(raw.parent) : null);
  const rating = raw.rating !== null && raw.rating >= 1 && raw.rating <= 5 ? Math.round(raw.rating) : null;
  return {
    id: routeId(raw),
    parentId: parentId === null ? null : String(parentId),
    userId:
      raw.userId !== null && raw.userId !== undefined
        ? String(raw.userId)
        : user?.id !== null && user?.id !== undefined
          ? String(user.id)
          : null,
    userName:
      raw.userName?.trim() ||
      raw.authorName?.trim() ||
      fullName ||
      user?.username ||
      messages.common.anonymous,
    userAvatar: raw.userAvatar ?? null,
    rating: parentId === null ? rating : null,
    comment: (raw.comment ?? raw.content ?? '').trim(),
    createdAt: raw.createdAt ?? null,
    helpful: Math.max(0, Math.floor(raw.helpful ?? 0)),
  };
}

export function parseComment(raw: unknown): Comment {
  return normalizeComment(rawCommentSchema.parse(raw));
}

/** What a signed-in user submits; the author is taken from the session on the server. */
export const commentSubmissionSchema = z.object({
  type: z.enum(['product', 'article']),
  id: z.string().check(z.minLength(1)),
  comment: z.string().check(z.trim(), z.minLength(10)),
  rating: z.optional(z.nullable(z.int().check(z.minimum(1), z.maximum(5)))),
  parentId: z.optional(z.nullable(z.string())),
});
export type CommentSubmission = z.infer<typeof commentSubmissionSchema>;

export interface CommentThread extends Comment {
  replies: Comment[];
}

/** Top-level comments newest first, each with its replies oldest first. */
export function threadComments(comments: readonly Comment[]): CommentThread[] {
  const byDateDesc = (a: Comment, b: Comment) => newestFirst(a.createdAt, b.createdAt);
  const topLevel = comments.filter((comment) => comment.parentId === null);
  const ids = new Set(topLevel.map((comment) => comment.id));
  return [...topLevel].sort(byDateDesc).map((comment) => ({
    ...comment,
    replies: comments
      .filter((reply) => reply.parentId === comment.id && ids.has(reply.parentId))
      .sort((a, b) => -byDateDesc(a, b)),
  }));
}

export const RATING_LABELS = messages.comments.ratingLabels;
