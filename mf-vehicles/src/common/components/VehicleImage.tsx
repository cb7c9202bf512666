import { useState, type ImgHTMLAttributes } from 'react';
import { Image, type ImageProps } from '@chargemaroc/shared/ui/content';
import { VEHICLE_FALLBACK_IMAGE_URL, type Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import type { ImageRef } from '@chargemaroc/shared/contracts/strapi';

interface VehicleImageSource {
  vehicle: Pick<Vehicle, 'name' | 'image'>;
  image?: ImageRef;
  priority?: boolean;
  sizes?: string;
  /** '' for a decorative copy (a thumbnail beside its own label). */
  alt?: string;
}

interface VehicleImageProps extends VehicleImageSource, Omit<ImageProps, 'src' | 'alt'> {}

/**
 * The attributes of a vehicle picture that swaps to the site's vehicle illustration when it fails
 * to load: for a plain `<img>` (cards of a list) or the design system's Image.
 */
export function useVehicleImage({ vehicle, image: shown, priority = false, sizes, alt }: VehicleImageSource) {
  const [failed, setFailed] = useState(false);
  const image = shown ?? vehicle.image;
  const attributes = {
    src: failed ? VEHICLE_FALLBACK_IMAGE_URL : image.url,
    srcSet: !failed && image.srcSet ? image.srcSet : undefined,
    sizes: !failed && image.srcSet ? sizes : undefined,
    alt: alt ?? (image.alt || vehicle.name),
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : 'auto',
    decoding: 'async',
    onError: () => setFailed(true),
  } satisfies ImgHTMLAttributes<HTMLImageElement>;
  /** The intrinsic size, for a picture whose box its styles do not set. */
  const intrinsic = { width: image.width ?? 1200, height: image.height ?? 675 };
  return { attributes, intrinsic };
}

/** A vehicle picture that swaps to the site's vehicle illustration when it fails to load. */
export function VehicleImage({ vehicle, image, priority, sizes, alt, ...rest }: VehicleImageProps) {
  const { attributes, intrinsic } = useVehicleImage({ vehicle, image, priority, sizes, alt });
  return <Image {...attributes} {...intrinsic} objectFit="contain" {...rest} />;
}
