/** Quantity and line rules of the cart, shared by the cart store and the product page. */

export const DEFAULT_MAX_QUANTITY = 10;
/** The most lines one order carries (the CMS refuses more, cms/src/api/order/services/order-input.js). */
export const MAX_ORDER_LINES = 50;
export const LOW_STOCK_THRESHOLD = 5;

export interface InstallationService {
  wanted: boolean;
  /** Estimated installation cost in MAD, added once to the line. */
  cost: number;
  /** Rate taken off the item price while the service is wanted. */
  discount: number;
  /** Breakdown of the estimate that produced the cost, when one was made. */
  estimate?: { total: number; city?: string; breakdown: { label: string; amount: number }[] };
  /** Every answer of the estimate form, so 'Modifier' reopens it filled and the order sends them. */
  inputs?: Record<string, string | number>;
}

export interface CartItem {
  id: string;
  name: string;
  /** Null for products sold on quotation: they cannot be ordered. */
  price: number | null;
  originalPrice: number | null;
  image: string | null;
  category: string;
  brand: string;
  quantity: number;
  maxQuantity: number;
  installationService: InstallationService;
}

/** What the cart needs to know about a product to add it. */
export interface CartProductInput {
  id: string;
  name: string;
  price: number | null;
  originalPrice?: number | null;
  image?: string | { url: string } | null;
  category?: string | null;
  brand?: string | null;
  stock?: number | null;
}

/** The most of one product a cart (and an order) may hold: min(stock, 10); 10 when the stock is unknown. */
export function maxQuantityFor(stock: number | null | undefined): number {
  if (stock === null || stock === undefined || !Number.isFinite(stock)) return DEFAULT_MAX_QUANTITY;
  return Math.min(DEFAULT_MAX_QUANTITY, Math.max(0, Math.floor(stock)));
}

/** A line's maximum under the same rule (a line saved before the rule was kept at its stock). */
export function lineMaxQuantity(item: { maxQuantity: number }): number {
  return Math.min(item.maxQuantity, DEFAULT_MAX_QUANTITY);
}

export function clampQuantity(quantity: number, maxQuantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(Math.max(1, Math.floor(quantity)), maxQuantity);
}

export function isOutOfStock(stock: number | null | undefined): boolean {
  return stock !== null && stock !== undefined && stock <= 0;
}

export function isLowStock(stock: number | null | undefined): boolean {
  return stock !== null && stock !== undefined && stock > 0 && stock < LOW_STOCK_THRESHOLD;
}

export const NO_INSTALLATION: InstallationService = { wanted: false, cost: 0, discount: 0.05 };

function imageUrl(image: CartProductInput['image']): string | null {
  if (!image) return null;
  return typeof image === 'string' ? image : image.url;
}

export type AddResult =
  | { ok: true; items: CartItem[]; added: number }
  | { ok: false; items: CartItem[]; reason: 'out-of-stock' | 'max-quantity' };

/**
 * Adds a product: an existing line grows, a new line starts at `quantity` (default 1).
 * Lines never exceed their maximum quantity; what does not fit is not added.
 */
export function addToCart(items: readonly CartItem[], product: CartProductInput, quantity = 1): AddResult {
  const wanted = Math.max(1, Math.floor(Number.isFinite(quantity) ? quantity : 1));
  const existing = items.find((item) => item.id === product.id);
  if (existing) {
    const room = lineMaxQuantity(existing) - existing.quantity;
    if (room <= 0) return { ok: false, items: [...items], reason: 'max-quantity' };
    const added = Math.min(room, wanted);
    return {
      ok: true,
      added,
      items: items.map((item) =>
        item.id === product.id ? { ...item, quantity: item.quantity + added } : item,
      ),
    };
  }
  const maxQuantity = maxQuantityFor(product.stock);
  if (maxQuantity <= 0) return { ok: false, items: [...items], reason: 'out-of-stock' };
  const added = Math.min(maxQuantity, wanted);
  const line: CartItem = {
    id: product.id,
    name: product.name,
    price: product.price,
    originalPrice: product.originalPrice ?? null,
    image: imageUrl(product.image),
    category: product.category ?? '',
    brand: product.brand ?? '',
    quantity: added,
    maxQuantity,
    installationService: { ...NO_INSTALLATION },
  };
  return { ok: true, added, items: [...items, line] };
}

/**
 * Sets a line's quantity: zero or less removes the line, above the maximum is refused
 * (the items come back unchanged).
 */
export function updateCartQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (!Number.isFinite(quantity)) return [...items];
  if (quantity <= 0) return removeFromCart(items, id);
  return items.map((item) =>
    item.id === id && quantity <= lineMaxQuantity(item) ? { ...item, quantity: Math.floor(quantity) } : item,
  );
}

export function removeFromCart(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function setLineInstallation(
  items: readonly CartItem[],
  id: string,
  installation: {
    wanted: boolean;
    cost: number;
    estimate?: InstallationService['estimate'];
    inputs?: InstallationService['inputs'];
  },
): CartItem[] {
  return items.map((item) =>
    item.id === id
      ? {
          ...item,
          installationService: {
            ...item.installationService,
            wanted: installation.wanted,
            cost: installation.wanted ? Math.max(0, installation.cost) : 0,
            ...(installation.estimate ? { estimate: installation.estimate } : {}),
            ...(installation.inputs ? { inputs: installation.inputs } : {}),
          },
        }
      : item,
  );
}

export function countItems(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
