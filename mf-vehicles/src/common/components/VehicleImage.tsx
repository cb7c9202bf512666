import { useState } from 'react';
import { Image, type ImageProps } from '@chargemaroc/shared/ui/layout';
import { VEHICLE_FALLBACK_IMAGE_URL, type Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import type { ImageRef } from '@chargemaroc/shared/contracts/strapi';

interface VehicleImageProps extends Omit<ImageProps, 'src' | 'alt'> {
  vehicle: Pick<Vehicle, 'name' | 'image'>;
  image?: ImageRef;
  priority?: boolean;
  sizes?: string;
  /** '' for a decorative copy (a thumbnail beside its own label). */
  alt?: string;
}

/** A vehicle picture that swaps to the site's vehicle illustration when it fails to load. */
export function VehicleImage({
  vehicle,
  image: shown,
  priority = false,
  sizes,
  alt,
  ...rest
}: VehicleImageProps) {
  const [failed, setFailed] = useState(false);
  const image = shown ?? vehicle.image;
  const src = failed ? VEHICLE_FALLBACK_IMAGE_URL : image.url;
  return (
    <Image
      src={src}
      srcSet={!failed && image.srcSet ? image.srcSet : undefined}
      sizes={!failed && image.srcSet ? sizes : undefined}
      alt={alt ?? (image.alt || vehicle.name)}
      width={image.width ?? 1200}
      height={image.height ?? 675}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      objectFit="contain"
      onError={() => setFailed(true)}
      {...rest}
    />
  );
}
