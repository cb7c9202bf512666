/** Legal pages ('legal-pages' collection): one per legal route, its body as limited HTML (h2, p, lists). */
import { z } from 'zod/mini';
import { documentIdentitySchema } from './strapi';

export const LEGAL_PAGE_SLUGS = ['mentions-legales', 'politique-confidentialite', 'cgv'] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const legalPageSchema = z.extend(documentIdentitySchema, {
  slug: z.string(),
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  body: z.nullish(z.string()),
});
export type RawLegalPage = z.infer<typeof legalPageSchema>;

export interface LegalPage {
  slug: string;
  title: string;
  description: string;
  /** HTML from the CMS: read with the limited-html reader, never injected. */
  body: string;
  /** ISO date of the last save, shown as 'Dernière mise à jour'. */
  updatedAt: string | null;
}

export function normalizeLegalPage(raw: RawLegalPage): LegalPage {
  return {
    slug: raw.slug,
    title: raw.title?.trim() ?? '',
    description: raw.description?.trim() ?? '',
    body: raw.body ?? '',
    updatedAt: raw.updatedAt ?? null,
  };
}
