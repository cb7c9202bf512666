/** The signed-in user's wishlist kept in the CMS, merged with the one this browser holds. */
import { apiClient, type RequestConfig } from '@chargemaroc/shared/api';
import type { WishlistItem } from '@chargemaroc/shared/contracts/wishlist';

interface WishlistAnswer {
  data: { items: Partial<WishlistItem>[] };
}

/** The CMS's line (brand or category may be null) as the browser's store keeps it. */
function toItem(raw: Partial<WishlistItem>): WishlistItem | null {
  if (typeof raw.id !== 'string' || !raw.id) return null;
  return {
    id: raw.id,
    name: raw.name ?? '',
    description: raw.description ?? '',
    price: typeof raw.price === 'number' ? raw.price : raw.price === null ? null : Number(raw.price ?? NaN) || null,
    oldPrice: typeof raw.oldPrice === 'number' ? raw.oldPrice : null,
    image: raw.image ?? null,
    category: raw.category ?? '',
    brand: raw.brand ?? '',
    addedAt: raw.addedAt ?? new Date(0).toISOString(),
    inStock: raw.inStock !== false,
  };
}

const toItems = (raw: Partial<WishlistItem>[] | undefined): WishlistItem[] =>
  (raw ?? []).map(toItem).filter((item): item is WishlistItem => item !== null);

export async function fetchWishlist(config?: RequestConfig): Promise<WishlistItem[]> {
  const response = await apiClient.get<WishlistAnswer>('/wishlist/me', config);
  return toItems(response.data.data.items);
}

export async function saveWishlist(items: readonly WishlistItem[], config?: RequestConfig): Promise<WishlistItem[]> {
  const response = await apiClient.put<WishlistAnswer>(
    '/wishlist/me',
    { data: { items: items.map((item) => ({ id: item.id, addedAt: item.addedAt })) } },
    config,
  );
  return toItems(response.data.data.items);
}

/** The account's list plus what this browser added meanwhile (account order first, no duplicates). */
export function mergeWishlists(remote: readonly WishlistItem[], local: readonly WishlistItem[]): WishlistItem[] {
  const known = new Set(remote.map((item) => item.id));
  return [...remote, ...local.filter((item) => !known.has(item.id))];
}
