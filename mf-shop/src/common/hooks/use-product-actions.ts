import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CartProductInput } from '@chargemaroc/shared/contracts/cart';
import type { Product } from '@chargemaroc/shared/contracts/product';
import { toWishlistItem } from '@chargemaroc/shared/contracts/wishlist';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { selectIsAuthenticated, sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';
import { notify } from '@chargemaroc/shared/ui/toaster';
import { paths } from '@chargemaroc/shared/routing/paths';

/** What the cart keeps of a product. */
export function toCartProduct(product: Product): CartProductInput {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    originalPrice: product.originalPrice,
    image: product.image.url,
    category: product.category,
    brand: product.brand,
    stock: product.stock,
  };
}

/** Add to cart and favourites as every shop screen does it: one toast, sign-in for the wishlist. */
export function useProductActions() {
  const navigate = useNavigate();
  const location = useLocation();

  const addToCart = useCallback((product: Product, quantity = 1) => {
    const result = cartStore.getState().addItem(toCartProduct(product), quantity);
    notify({ type: result.ok ? 'success' : 'warning', title: result.message });
    return result.ok;
  }, []);

  /** Signed out: off to sign in, back here afterwards. Signed in: adds, or removes when already there. */
  const toggleWishlist = useCallback(
    (product: Product) => {
      if (!selectIsAuthenticated(sessionStore.getState())) {
        navigate(paths.login.href(), { state: { from: `${location.pathname}${location.search}` } });
        return;
      }
      const wishlist = wishlistStore.getState();
      const result = wishlist.has(product.id)
        ? wishlist.remove(product.id)
        : wishlist.add(toWishlistItem(product));
      notify({ type: result.ok ? 'success' : 'info', title: result.message });
    },
    [navigate, location.pathname, location.search],
  );

  return { addToCart, toggleWishlist };
}
