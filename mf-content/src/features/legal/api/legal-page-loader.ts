import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import type { LegalPageSlug } from '@chargemaroc/shared/contracts/legal';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, notFound } from '@chargemaroc/shared/routing/route-errors';
import type { PageHead } from '@chargemaroc/shared/routing/section-route';
import { fetchLegalPage } from '../../../common/api/legal';

/** The loader of the legal page `slug`, its text from the CMS (edited there by the editors). */
export function legalPageLoader(slug: LegalPageSlug) {
  return async (args: LoaderFunctionArgs) => {
    let page;
    try {
      page = await fetchLegalPage(slug, loaderRequest(args));
    } catch (error) {
      return loadFailed(error, getErrorMessage(error, messages.common.unexpectedError));
    }
    if (!page) return notFound();
    return { page };
  };
}

export type LegalPageData = Awaited<ReturnType<ReturnType<typeof legalPageLoader>>>;

export function legalPageHead({ page }: LegalPageData): PageHead {
  return { title: page.title, description: page.description || undefined };
}
