import { useRef } from 'react';
import type { ListStation } from '../model/list-station';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';
import { formatMessage } from '@chargemaroc/shared/messages';
import { Box, HStack } from '@chargemaroc/shared/ui/layout';
import { stationLabels } from '../../../labels';

/**
 * A station's photos (Open Charge Map's, on its own host). Their room is drawn at once, the pictures
 * only once the card comes near the screen: a browser's own lazy loading starts them as the page
 * loads (its distance is screens long), which opened a connection to a third-party host before the
 * page had painted.
 */
export function StationPhotos({ station }: { station: Pick<ListStation, 'name' | 'photos'> }) {
  const listRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(listRef, '200px');
  return (
    <HStack
      as="ul"
      ref={listRef}
      gap="2"
      listStyleType="none"
      m="0"
      p="0"
      aria-hidden={near ? undefined : true}
    >
      {station.photos.map((photo, index) => (
        <Box as="li" key={photo.url} w="72px" h="54px" bg="bg.muted" borderRadius="md" overflow="hidden">
          {near && (
            <a href={photo.url} target="_blank" rel="noopener noreferrer">
              <img
                src={photo.thumbnail}
                alt={formatMessage(stationLabels.photoOf, { index: index + 1, name: station.name })}
                width={72}
                height={54}
                decoding="async"
                style={{ width: '72px', height: '54px', objectFit: 'cover', fontSize: '10px' }}
              />
            </a>
          )}
        </Box>
      ))}
    </HStack>
  );
}
