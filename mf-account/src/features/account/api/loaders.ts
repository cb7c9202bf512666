/** Route loaders of the account pages: they run in the browser, with the user's JWT. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { apiClient, isApiError } from '@chargemaroc/shared/api';
import type { Order } from '@chargemaroc/shared/contracts/order';
import { parseUser, type User } from '@chargemaroc/shared/contracts/user';
import type { WishlistItem } from '@chargemaroc/shared/contracts/wishlist';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { loadFailed, notFound } from '@chargemaroc/shared/routing/route-errors';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { getOrder, listOrders, type OrdersPage } from './orders';
import { fetchWishlist, lastSync, markSynced, mergeWishlists, saveWishlist } from './wishlist';

const failureMessage = (template: string, error: unknown) =>
  formatMessage(template, { message: isApiError(error) ? error.message : messages.api.unknown });

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

export async function orderLoader(args: LoaderFunctionArgs): Promise<{ order: Order }> {
  const id = args.params.id ?? '';
  try {
    return { order: await getOrder(id, loaderRequest(args)) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    return loadFailed(error, failureMessage(messages.orders.loadError, error));
  }
}

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

export async function profileLoader(args: LoaderFunctionArgs): Promise<{ user: User }> {
  try {
    const response = await apiClient.get<unknown>('/users/me', loaderRequest(args));
    const user = parseUser(response.data);
    sessionStore.getState().updateUser(user);
    return { user };
  } catch (error) {
    return loadFailed(error, getErrorText(error));
  }
}

const getErrorText = (error: unknown) => (isApiError(error) ? error.message : messages.api.unknown);

/**
 * The account's wishlist merged with this browser's: what was added signed out (or in this browser)
 * joins the account's list, which then follows the user to any browser.
 */
export async function wishlistLoader(args: LoaderFunctionArgs): Promise<{ synced: boolean }> {
  try {
    const userId = sessionStore.getState().user?.id ?? '';
    const remote = await fetchWishlist(loaderRequest(args));
    const local = wishlistStore.getState().items;
    const merged = mergeWishlists(remote, local, lastSync(userId));
    let items: WishlistItem[] = merged;
    if (merged.length !== remote.length) items = await saveWishlist(merged, loaderRequest(args));
    wishlistStore.getState().replaceAll(items);
    markSynced(userId);
    return { synced: true };
  } catch {
    // the browser's list is still shown; changes are sent again on the next action
    return { synced: false };
  }
}
