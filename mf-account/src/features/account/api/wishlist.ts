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
    price:
      typeof raw.price === 'number'
        ? raw.price
        : raw.price === null
          ? null
          : Number(raw.price ?? NaN) || null,
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

export async function saveWishlist(
  items: readonly WishlistItem[],
  config?: RequestConfig,
): Promise<WishlistItem[]> {
  const response = await apiClient.put<WishlistAnswer>(
    '/wishlist/me',
    { data: { items: items.map((item) => ({ id: item.id, addedAt: item.addedAt })) } },
    config,
  );
  return toItems(response.data.data.items);
}

/**
 * The account's list plus what this browser added since it last agreed with the account (`since`,
 * ms; null the first time this account is seen here: everything local joins). Account order first,
 * no duplicates; what another browser removed stays removed.
 */
export function mergeWishlists(
  remote: readonly WishlistItem[],
  local: readonly WishlistItem[],
  since: number | null = null,
): WishlistItem[] {
  const known = new Set(remote.map((item) => item.id));
  const added = local.filter(
    (item) => !known.has(item.id) && (since === null || Date.parse(item.addedAt) > since),
  );
  return [...remote, ...added];
}

const SYNC_KEY = 'cm.wishlist.sync.v1';

/** When this browser's list last matched the account's, per account. */
export function lastSync(userId: string): number | null {
  try {
    const raw = JSON.parse(window.localStorage.getItem(SYNC_KEY) ?? 'null') as {
      userId?: string;
      at?: number;
    } | null;
    return raw && raw.userId === userId && typeof raw.at === 'number' ? raw.at : null;
  } catch {
    return null;
  }
}

export function markSynced(userId: string, at = Date.now()): void {
  try {
    window.localStorage.setItem(SYNC_KEY, JSON.stringify({ userId, at }));
  } catch {
    // without storage every visit merges everything, as on a first visit
  }
}
