/** The FAQ's CMS read. */
import { getPage, type RequestConfig } from '@chargemaroc/shared/api';
import { faqItemSchema, normalizeFaqItem, type FaqItem } from '@chargemaroc/shared/contracts/faq';

/** The FAQ in its editorial order (`limit` first items, all by default). */
export async function fetchFaq(config?: RequestConfig, limit = 100): Promise<FaqItem[]> {
  const params = { sort: ['order:asc', 'id:asc'], pagination: { page: 1, pageSize: limit } };
  return (await getPage('/faq-items', faqItemSchema, normalizeFaqItem, params, config)).items;
}
