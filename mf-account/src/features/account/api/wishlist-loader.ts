import type { LoaderFunctionArgs } from 'react-router-dom';
import type { WishlistItem } from '@chargemaroc/shared/contracts/wishlist';
import { loaderRequest } from '@chargemaroc/shared/routing/loader-context';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { fetchWishlist, lastSync, markSynced, mergeWishlists, saveWishlist } from './wishlist';

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
