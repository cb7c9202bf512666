/** The orders page's loader: one page of the signed-in user's orders (it runs with the user's JWT). */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { failureMessage } from './load-failure';
import { listOrders, type OrdersPage } from './orders';

export async function ordersLoader(args: LoaderFunctionArgs): Promise<OrdersPage> {
  const page = Math.max(
    1,
    Number.parseInt(new URL(args.request.url).searchParams.get('page') ?? '1', 10) || 1,
  );
  try {
    return await listOrders(page, loaderRequest(args));
  } catch (error) {
    return loadFailed(error, failureMessage(messages.orders.loadListError, error));
  }
}
