import { CartIcon, HeartIcon } from '@chargemaroc/shared/ui/icons';
import { HStack } from '@chargemaroc/shared/ui/layout';
import { selectIsAuthenticated, sessionStore } from '@chargemaroc/shared/stores/session';
import { cartStore, selectCartCount } from '@chargemaroc/shared/stores/cart';
import { selectWishlistCount, wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { useStoreAfterHydration } from '@chargemaroc/shared/stores/after-hydration';
import { preloadRemote } from '../../remotes/preload';
import { CountIconLink } from './CountIconLink';
import { cartLabel, wishlistLabel } from './labels';
import { useRemoteVisibility } from './use-remote-visibility';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Wishlist and cart buttons, always in the bar, on every screen size. */
export function HeaderActions() {
  const isAuthenticated = useStoreAfterHydration(sessionStore, selectIsAuthenticated);
  const cartCount = useStoreAfterHydration(cartStore, selectCartCount);
  const wishlistCount = useStoreAfterHydration(wishlistStore, selectWishlistCount);
  const { isEnabled } = useRemoteVisibility();
  return (
    <HStack gap="0">
      {isEnabled('mf_account') && (
        <CountIconLink
          to={isAuthenticated ? paths.wishlist.href() : paths.login.href()}
          label={wishlistLabel(wishlistCount)}
          count={wishlistCount}
          icon={<HeartIcon />}
          onWarmUp={isAuthenticated ? () => preloadRemote('mf_account') : undefined}
        />
      )}
      {isEnabled('mf_shop') && (
        <CountIconLink
          to={paths.cart.href()}
          label={cartLabel(cartCount)}
          count={cartCount}
          icon={<CartIcon />}
          onWarmUp={() => preloadRemote('mf_shop')}
        />
      )}
    </HStack>
  );
}
