import type { Product } from '@chargemaroc/shared/contracts/product';
import { isLowStock, isOutOfStock } from '@chargemaroc/shared/domain/cart-rules';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { shopLabels } from '../../labels';

export interface BadgeSpec {
  label: string;
  palette: 'charge' | 'accent' | 'red' | 'gray' | 'blue';
}

export function categoryLabel(category: string): string {
  return (messages.products.categories as Record<string, string>)[category] ?? category;
}

/** Discount and stock badges of a product card: '-N %', 'Épuisé' at 0, 'Stock limité' from 1 to 4. */
export function offerBadges(product: Pick<Product, 'discount' | 'stock' | 'price'>): BadgeSpec[] {
  const badges: BadgeSpec[] = [];
  if (product.price !== null && product.discount > 0) {
    badges.push({
      label: formatMessage(shopLabels.card.discount, { percent: product.discount }),
      palette: 'red',
    });
  }
  if (isOutOfStock(product.stock)) badges.push({ label: messages.products.badges.soldOut, palette: 'gray' });
  else if (isLowStock(product.stock))
    badges.push({ label: messages.products.badges.lowStock, palette: 'accent' });
  return badges;
}
