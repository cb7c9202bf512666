import type { LoaderFunctionArgs } from 'react-router-dom';
import { getErrorMessage } from '@chargemaroc/shared/api';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { fetchFaq } from '../../../common/api/faq';

export async function faqLoader(args: LoaderFunctionArgs) {
  try {
    return { items: await fetchFaq(loaderRequest(args)) };
  } catch (error) {
    return loadFailed(error, getErrorMessage(error, messages.common.unexpectedError));
  }
}

export type FaqData = Awaited<ReturnType<typeof faqLoader>>;
