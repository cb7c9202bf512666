/** The order detail page's loader: one order of the signed-in user, or not found. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { isApiError } from '@chargemaroc/shared/api';
import type { Order } from '@chargemaroc/shared/contracts/order';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, notFound } from '@chargemaroc/shared/routing/route-errors';
import { failureMessage } from './load-failure';
import { getOrder } from './orders';

export async function orderLoader(args: LoaderFunctionArgs): Promise<{ order: Order }> {
  const id = args.params.id ?? '';
  try {
    return { order: await getOrder(id, loaderRequest(args)) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    return loadFailed(error, failureMessage(messages.orders.loadError, error));
  }
}
