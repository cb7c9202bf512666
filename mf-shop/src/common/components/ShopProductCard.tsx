import type { Product } from '@chargemaroc/shared/contracts/product';
import { useCompareToggle } from '../hooks/use-compare-toggle';
import { useProductActions } from '../hooks/use-product-actions';
import { ProductCard, type ProductCardProps } from './ProductCard';

type ShopProductCardProps = Omit<ProductCardProps, 'onAddToCart' | 'onToggleWishlist' | 'compare'> & {
  product: Product;
};

/** A product card wired to the cart, the wishlist and the comparison. */
export function ShopProductCard(props: ShopProductCardProps) {
  const { addToCart, toggleWishlist } = useProductActions();
  const { toggle, isCompared } = useCompareToggle();
  return (
    <ProductCard
      {...props}
      onAddToCart={(product) => addToCart(product)}
      onToggleWishlist={toggleWishlist}
      compare={{ active: isCompared(props.product.id), onToggle: toggle }}
    />
  );
}
