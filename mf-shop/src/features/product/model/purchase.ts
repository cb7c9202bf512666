import type { Product } from '@chargemaroc/shared/contracts/product';
import { DEFAULT_MAX_QUANTITY, maxQuantityFor } from '@chargemaroc/shared/domain/cart-rules';
import { priceCart, type CartTotals } from '@chargemaroc/shared/domain/pricing';

/** The product page lets one order 1 up to the stock, and never more than 10 at once. */
export function maxOrderQuantity(stock: number | null): number {
  return Math.min(maxQuantityFor(stock), DEFAULT_MAX_QUANTITY);
}

/** The figures of the product page's summary, from the same rule as the cart. */
export function purchaseTotals(
  product: Pick<Product, 'price'>,
  quantity: number,
  installation: { wanted: boolean; cost: number },
): CartTotals {
  return priceCart({ items: [{ unitPrice: product.price, quantity, installation }] });
}
