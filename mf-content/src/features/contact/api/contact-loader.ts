import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { fetchFaq } from '../../../common/api/faq';

/** The questions the contact page answers before the visitor writes. */
export const CONTACT_FAQ_COUNT = 3;

export async function contactLoader(args: LoaderFunctionArgs) {
  try {
    return { faq: await fetchFaq(loaderRequest(args), CONTACT_FAQ_COUNT) };
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.common.unexpectedError));
  }
}

export type ContactData = Awaited<ReturnType<typeof contactLoader>>;
