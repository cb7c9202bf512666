/** The dashboard's loader: the signed-in user's three most recent orders. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed } from '@chargemaroc/shared/routing/route-errors';
import { failureMessage } from './load-failure';
import { listOrders, type OrdersPage } from './orders';

export interface DashboardData {
  recent: OrdersPage;
}

export async function dashboardLoader(args: LoaderFunctionArgs): Promise<DashboardData> {
  try {
    return { recent: await listOrders(1, loaderRequest(args), 3) };
  } catch (error) {
    return loadFailed(error, failureMessage(messages.orders.loadListError, error));
  }
}
