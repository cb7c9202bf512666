import { useState } from 'react';
import { Image, type ImageProps } from '@chargemaroc/shared/ui/layout';
import { placeholderImage, type Product } from '@chargemaroc/shared/contracts/product';

interface ProductImageProps extends Omit<ImageProps, 'src' | 'alt'> {
  product: Pick<Product, 'name' | 'image'>;
  /** The page's main image loads first; the others wait until they are near the viewport. */
  priority?: boolean;
  sizes?: string;
}

/** A product picture that swaps to the placeholder when it fails to load. */
export function ProductImage({ product, priority = false, sizes, ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const image = failed ? placeholderImage(product.name) : product.image;
  return (
    <Image
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt || product.name}
      width={image.width ?? 400}
      height={image.height ?? 300}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      objectFit="contain"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
