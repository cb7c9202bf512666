import { useState, type ImgHTMLAttributes } from 'react';
import { Image, type ImageProps } from '@chargemaroc/shared/ui/content';
import { placeholderImage, type Product } from '@chargemaroc/shared/contracts/product';

interface ProductImageSource {
  product: Pick<Product, 'name' | 'image'>;
  /** The page's main image loads first; the others wait until they are near the viewport. */
  priority?: boolean;
  sizes?: string;
}

interface ProductImageProps extends ProductImageSource, Omit<ImageProps, 'src' | 'alt'> {}

/**
 * The attributes of a product picture that swaps to the placeholder when it fails to load: for a
 * plain `<img>` (cards of a list) or the design system's Image.
 */
export function useProductImage({ product, priority = false, sizes }: ProductImageSource) {
  const [failed, setFailed] = useState(false);
  const image = failed ? placeholderImage(product.name) : product.image;
  const attributes = {
    src: image.url,
    srcSet: image.srcSet ?? undefined,
    sizes: image.srcSet ? sizes : undefined,
    alt: image.alt || product.name,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: 'async',
    onError: () => setFailed(true),
  } satisfies ImgHTMLAttributes<HTMLImageElement>;
  /** The intrinsic size, for a picture whose box its styles do not set. */
  const intrinsic = { width: image.width ?? 400, height: image.height ?? 300 };
  return { attributes, intrinsic };
}

/** A product picture that swaps to the placeholder when it fails to load. */
export function ProductImage({ product, priority, sizes, ...rest }: ProductImageProps) {
  const { attributes, intrinsic } = useProductImage({ product, priority, sizes });
  return <Image {...attributes} {...intrinsic} objectFit="contain" {...rest} />;
}
