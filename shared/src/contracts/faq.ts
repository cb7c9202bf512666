/** FAQ items ('faq-items' collection): question, plain-text answer, one of six categories. */
import { z } from 'zod/mini';
import { documentIdentitySchema, looseNumberSchema, routeId } from './strapi';

export const FAQ_CATEGORIES = [
  'general',
  'installation',
  'products',
  'maintenance',
  'billing',
  'warranty',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Readonly<Record<FaqCategory, string>> = {
  general: 'Général',
  installation: 'Installation',
  products: 'Produits',
  maintenance: 'Maintenance',
  billing: 'Facturation',
  warranty: 'Garantie',
};

export const faqItemSchema = z.extend(documentIdentitySchema, {
  question: z.nullish(z.string()),
  answer: z.nullish(z.string()),
  category: z.nullish(z.string()),
  order: looseNumberSchema,
});
export type RawFaqItem = z.infer<typeof faqItemSchema>;

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  order: number;
}

const isFaqCategory = (value: string | null | undefined): value is FaqCategory =>
  (FAQ_CATEGORIES as readonly string[]).includes(value ?? '');

export function normalizeFaqItem(raw: RawFaqItem): FaqItem {
  return {
    id: routeId(raw),
    question: raw.question?.trim() ?? '',
    answer: raw.answer?.trim() ?? '',
    category: isFaqCategory(raw.category) ? raw.category : 'general',
    order: raw.order ?? 0,
  };
}

/** Items whose question or answer holds `search` (case-insensitive), in `category` when one is given. */
export function filterFaq(
  items: readonly FaqItem[],
  search: string,
  category: FaqCategory | null,
): FaqItem[] {
  const needle = search.trim().toLocaleLowerCase('fr');
  return items.filter(
    (item) =>
      (!category || item.category === category) &&
      (!needle || `${item.question}\n${item.answer}`.toLocaleLowerCase('fr').includes(needle)),
  );
}
