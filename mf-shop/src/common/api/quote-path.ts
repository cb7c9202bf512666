import { paths } from '@chargemaroc/shared/routing/paths';

/** The quote form of the contact page for a product sold on quotation, the product named in it. */
export function quotePath(productName: string): string {
  return paths.contact.href({ produit: productName });
}
