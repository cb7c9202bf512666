/**
 * The content backend's REST envelope (Strapi 5: flat attributes, `documentId`, `{ data, meta }`)
 * and its media objects, with the image shape every screen uses.
 */
import { z } from 'zod/mini';

export const paginationSchema = z.object({
  page: z.catch(z.int(), 1),
  pageSize: z.catch(z.int(), 0),
  pageCount: z.catch(z.int(), 0),
  total: z.catch(z.int(), 0),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function strapiListSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    data: z.array(item),
    meta: z.optional(z.partial(z.object({ pagination: z.optional(paginationSchema) }))),
  });
}

export function strapiSingleSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ data: item });
}

/** A list with its pagination filled in even when the backend left it out. */
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export function toPage<Raw, T>(
  response: { data: Raw[]; meta?: { pagination?: Pagination | undefined } | undefined },
  normalize: (raw: Raw) => T,
): Page<T> {
  const items = response.data.map(normalize);
  const pagination = response.meta?.pagination ?? {
    page: 1,
    pageSize: items.length,
    pageCount: items.length > 0 ? 1 : 0,
    total: items.length,
  };
  return { items, pagination };
}

/** A text-ish CMS field: strings, numbers and booleans all show as text. */
export const looseTextSchema = z.pipe(
  z.nullish(z.union([z.string(), z.number(), z.boolean()])),
  z.transform((value): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
    const text = String(value).trim();
    return text === '' ? null : text;
  }),
);

/** A number that may arrive as text ('12 500', '7,4'). */
export const looseNumberSchema = z.pipe(
  z.nullish(z.union([z.number(), z.string()])),
  z.transform((value): number | null => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return Number.isFinite(value) ? value : null;
    const parsed = Number.parseFloat(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : null;
  }),
);

export const stringListSchema = z.pipe(
  z.nullish(z.union([z.array(z.unknown()), z.string()])),
  z.transform((value): string[] => {
    if (!value) return [];
    const list = typeof value === 'string' ? value.split(/[,;\n]/) : value;
    return list
      .map((entry) =>
        typeof entry === 'string'
          ? entry
          : typeof entry === 'object' && entry && 'name' in entry
            ? String(entry.name)
            : '',
      )
      .map((entry) => entry.trim())
      .filter(Boolean);
  }),
);

const mediaFormatSchema = z.object({
  url: z.string(),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
});

export const strapiMediaSchema = z.object({
  id: z.nullish(z.union([z.number(), z.string()])),
  url: z.string(),
  alternativeText: z.nullish(z.string()),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  formats: z.nullish(z.record(z.string(), z.nullish(mediaFormatSchema))),
});
export type StrapiMedia = z.infer<typeof strapiMediaSchema>;

/** An image as screens use it; relative URLs stay relative (the same origin serves /uploads). */
export interface ImageRef {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** Responsive candidates from the backend's formats, for `srcSet`. */
  srcSet: string | null;
}

export function normalizeMedia(media: StrapiMedia | null | undefined, fallbackAlt: string): ImageRef | null {
  if (!media?.url) return null;
  const candidates = Object.values(media.formats ?? {})
    .filter((format): format is z.infer<typeof mediaFormatSchema> => Boolean(format?.url && format.width))
    .sort((a, b) => (a.width ?? 0) - (b.width ?? 0))
    .map((format) => `${format.url} ${format.width}w`);
  if (candidates.length > 0 && media.width) candidates.push(`${media.url} ${media.width}w`);
  return {
    url: media.url,
    alt: media.alternativeText?.trim() || fallbackAlt,
    width: media.width ?? null,
    height: media.height ?? null,
    srcSet: candidates.length > 0 ? candidates.join(', ') : null,
  };
}

/** A media field that may be one file, a list of files or missing. */
export const mediaFieldSchema = z.catch(
  z.nullish(z.union([strapiMediaSchema, z.array(strapiMediaSchema)])),
  null,
);

export function mediaList(field: z.infer<typeof mediaFieldSchema>): StrapiMedia[] {
  if (!field) return [];
  return Array.isArray(field) ? field : [field];
}

export const documentIdentitySchema = z.object({
  id: z.union([z.number(), z.string()]),
  documentId: z.nullish(z.string()),
  createdAt: z.nullish(z.string()),
  updatedAt: z.nullish(z.string()),
  publishedAt: z.nullish(z.string()),
});

/** The id screens route with: the document id when there is one. */
export function routeId(raw: { id: number | string; documentId?: string | null }): string {
  return raw.documentId ?? String(raw.id);
}

/** The Strapi error body: `{ data: null, error: { status, name, message, details } }`. */
export const strapiErrorSchema = z.object({
  error: z.object({
    status: z.optional(z.number()),
    name: z.optional(z.string()),
    message: z.optional(z.string()),
    details: z.optional(z.unknown()),
  }),
});

/** A placeholder drawn inline: no request, no external host. */
export const PLACEHOLDER_IMAGE_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#eef4f1"/>' +
      '<path d="M214 92l-62 86h44l-14 62 70-94h-46z" fill="#0b7a53" opacity=".35"/></svg>',
  );
