import { useState } from 'react';
import { Box, HStack } from '@chargemaroc/shared/ui/layout';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import { formatMessage } from '@chargemaroc/shared/messages';
import { vehicleLabels } from '../../../labels';
import { VehicleImage } from '../../../common/components/VehicleImage';

const labels = vehicleLabels.detail;

/** The main picture, with thumbnails to switch it when there is more than one. */
export function VehicleGallery({ vehicle }: { vehicle: Vehicle }) {
  const images = vehicle.images.length > 0 ? vehicle.images : [vehicle.image];
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)]!;
  return (
    <Box as="section" aria-label={labels.gallery}>
      <Box bg="bg.subtle" rounded="lg" p="3" aspectRatio={16 / 9}>
        <VehicleImage
          vehicle={vehicle}
          image={current}
          priority
          width="full"
          height="full"
          sizes="(min-width: 48em) 50vw, 100vw"
        />
      </Box>
      {images.length > 1 && (
        <HStack as="ul" listStyleType="none" gap="2" mt="3" wrap="wrap">
          {images.map((image, at) => (
            <Box as="li" key={`${image.url}-${at}`}>
              <Box
                as="button"
                display="block"
                w="20"
                rounded="md"
                borderWidth="2px"
                borderColor={at === index ? 'charge.solid' : 'border'}
                overflow="hidden"
                bg="bg.subtle"
                aria-label={formatMessage(labels.showImage, { index: at + 1 })}
                aria-pressed={at === index}
                onClick={() => setIndex(at)}
              >
                <VehicleImage vehicle={vehicle} image={image} width="full" height="12" alt="" />
              </Box>
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  );
}
