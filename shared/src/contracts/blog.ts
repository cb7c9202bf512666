/** Blog articles ('articles' collection). `content` is HTML: sanitise before rendering. */
import { z } from 'zod/mini';
import { coreMessages as messages } from '../messages/core';
import {
  documentIdentitySchema,
  looseNumberSchema,
  mediaFieldSchema,
  mediaList,
  normalizeMedia,
  routeId,
  stringListSchema,
  type ImageRef,
} from './strapi';

/** Category and author may be relations (objects) or plain text, depending on the content model. */
const namedSchema = z.catch(
  z.nullish(
    z.union([
      z.string(),
      z.object({ name: z.nullish(z.string()), slug: z.nullish(z.string()), avatar: mediaFieldSchema }),
    ]),
  ),
  null,
);

export const articleSchema = z.extend(documentIdentitySchema, {
  title: z.nullish(z.string()),
  slug: z.nullish(z.string()),
  excerpt: z.nullish(z.string()),
  content: z.nullish(z.string()),
  featuredImage: mediaFieldSchema,
  author: namedSchema,
  category: namedSchema,
  tags: stringListSchema,
  readTime: looseNumberSchema,
  views: looseNumberSchema,
  featured: z.nullish(z.boolean()),
});
export type RawArticle = z.infer<typeof articleSchema>;

export interface BlogPost {
  id: string;
  documentId: string;
  title: string;
  slug: string;
  excerpt: string;
  /** HTML from the CMS: render only through the sanitiser. */
  content: string;
  featuredImage: ImageRef | null;
  author: { name: string; avatar: ImageRef | null };
  category: string;
  categorySlug: string | null;
  tags: string[];
  publishedAt: string | null;
  updatedAt: string | null;
  /** Minutes. */
  readTime: number;
  views: number;
  featured: boolean;
  status: 'published';
}

const WORDS_PER_MINUTE = 200;

/** Reading time from the text itself when the CMS gives none. */
export function estimateReadTime(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function normalizeArticle(raw: RawArticle): BlogPost {
  const id = routeId(raw);
  const title = raw.title?.trim() ?? '';
  const content = raw.content ?? '';
  const author = typeof raw.author === 'string' ? { name: raw.author, avatar: null } : raw.author;
  const category = typeof raw.category === 'string' ? { name: raw.category, slug: null } : raw.category;
  return {
    id,
    documentId: id,
    title,
    slug: raw.slug?.trim() || slugify(title) || id,
    excerpt: raw.excerpt?.trim() ?? '',
    content,
    featuredImage: normalizeMedia(mediaList(raw.featuredImage)[0], title),
    author: {
      name: author?.name?.trim() || messages.common.brand,
      avatar:
        author && 'avatar' in author ? normalizeMedia(mediaList(author.avatar)[0], author.name ?? '') : null,
    },
    category: category?.name?.trim() ?? '',
    categorySlug: category?.slug ?? (category?.name ? slugify(category.name) : null),
    tags: raw.tags,
    publishedAt: raw.publishedAt ?? raw.createdAt ?? null,
    updatedAt: raw.updatedAt ?? null,
    readTime: raw.readTime && raw.readTime > 0 ? Math.round(raw.readTime) : estimateReadTime(content),
    views: Math.max(0, Math.floor(raw.views ?? 0)),
    featured: raw.featured ?? false,
    status: 'published',
  };
}

export function parseArticle(raw: unknown): BlogPost {
  return normalizeArticle(articleSchema.parse(raw));
}

export type BlogSort = 'date-desc' | 'date-asc' | 'views-desc' | 'title';
export const BLOG_PAGE_SIZE = 10;

/** Up to three other posts of the same category or sharing a tag. */
export function similarPosts(post: BlogPost, all: readonly BlogPost[], limit = 3): BlogPost[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return all
    .filter((other) => other.id !== post.id)
    .filter(
      (other) =>
        (post.category && other.category === post.category) ||
        other.tags.some((tag) => tags.has(tag.toLowerCase())),
    )
    .slice(0, limit);
}
