import { CartIcon, HeartIcon } from '@chargemaroc/shared/ui/icons';
import { HStack } from '@chargemaroc/shared/ui/layout';
import { selectIsAuthenticated, useSession } from '@chargemaroc/shared/stores/session';
import { selectCartCount, useCart } from '@chargemaroc/shared/stores/cart';
import { selectWishlistCount, useWishlist } from '@chargemaroc/shared/stores/wishlist';
import { preloadRemote } from '../../remotes/preload';
import { CountIconLink } from './CountIconLink';
import { cartLabel, wishlistLabel } from './labels';
import { useRemoteVisibility } from './use-remote-visibility';
import { paths } from '@chargemaroc/shared/routing/paths';

/** Wishlist and cart buttons, always in the bar, on every screen size. */
export function HeaderActions() {
  const isAuthenticated = useSession(selectIsAuthenticated);
  const cartCount = useCart(selectCartCount);
  const wishlistCount = useWishlist(selectWishlistCount);
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
