/** The legal pages' CMS read. */
import { getPage, type RequestConfig } from '@chargemaroc/shared/api';
import {
  legalPageSchema,
  normalizeLegalPage,
  type LegalPage,
  type LegalPageSlug,
} from '@chargemaroc/shared/contracts/legal';

/** The legal page of `slug`, or null when the CMS has none. */
export async function fetchLegalPage(slug: LegalPageSlug, config?: RequestConfig): Promise<LegalPage | null> {
  const params = { filters: { slug: { $eq: slug } }, pagination: { page: 1, pageSize: 1 } };
  return (
    (await getPage('/legal-pages', legalPageSchema, normalizeLegalPage, params, config)).items[0] ?? null
  );
}
