import { normalizeUser } from '@chargemaroc/shared/contracts/user';
import type { CartItem } from '@chargemaroc/shared/contracts/cart';
import { cartStore } from '@chargemaroc/shared/stores/cart';
import { sessionStore } from '@chargemaroc/shared/stores/session';
import { wishlistStore } from '@chargemaroc/shared/stores/wishlist';

/** The user as the content backend sends it. */
export const rawAmina = {
  id: 7,
  documentId: 'u7',
  username: 'amina.benali48213',
  email: 'amina@exemple.ma',
  prenom: 'Amina',
  nom: 'Benali',
  createdAt: '2026-01-15T10:00:00.000Z',
};

export const amina = normalizeUser(rawAmina);

export function signInAs(user = amina, jwt = 'jwt-amina') {
  sessionStore.getState().signIn({ jwt, user });
}

/** Fills the cart with `total` articles spread over lines of at most 10. */
export function fillCart(total: number) {
  const items: CartItem[] = [];
  for (let left = total, line = 1; left > 0; left -= 10, line += 1) {
    items.push({
      id: `p${line}`,
      name: `Borne ${line}`,
      price: 1000,
      originalPrice: null,
      image: null,
      category: 'wallbox',
      brand: 'ChargeMaroc',
      quantity: Math.min(10, left),
      maxQuantity: 10,
      installationService: { wanted: false, cost: 0, discount: 0 },
    });
  }
  cartStore.setState({ items });
}

export function resetStores() {
  sessionStore.getState().signOut();
  cartStore.getState().clear();
  wishlistStore.getState().clear();
}
