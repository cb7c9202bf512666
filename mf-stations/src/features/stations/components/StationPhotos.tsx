import { useRef, useState } from 'react';
import type { ListStation } from '../model/list-station';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';
import { formatMessage } from '@chargemaroc/shared/messages';
import { Box, HStack } from '@chargemaroc/shared/ui/layout';
import { stationLabels } from '../../../labels';

const SIZE = { width: 72, height: 54 } as const;

/** A photo that could not be loaded: a drawn placeholder the size of the photo, named for screen readers. */
function MissingPhoto({ label }: { label: string }) {
  return (
    <Box
      role="img"
      aria-label={label}
      w="full"
      h="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      color="fg.muted"
      data-testid="station-photo-missing"
    >
      <svg width="28" height="24" viewBox="0 0 28 24" aria-hidden="true" focusable="false">
        <rect x="2" y="4" width="24" height="17" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="10" cy="10" r="2.5" fill="currentColor" />
        <path d="M4 19l6-6 4 4 4-5 6 7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M3 2l22 21" stroke="currentColor" strokeWidth="2" />
      </svg>
    </Box>
  );
}

function PhotoThumb({ photo, label }: { photo: ListStation['photos'][number]; label: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <MissingPhoto label={formatMessage(stationLabels.photoMissing, { photo: label })} />;
  return (
    <a href={photo.url} target="_blank" rel="noopener noreferrer">
      <img
        src={photo.thumbnail}
        alt={label}
        width={SIZE.width}
        height={SIZE.height}
        decoding="async"
        onError={() => setFailed(true)}
        style={{ width: `${SIZE.width}px`, height: `${SIZE.height}px`, objectFit: 'cover', fontSize: '10px' }}
      />
    </a>
  );
}

/**
 * A station's photos (Open Charge Map's, on its own host). Their room is drawn at once, the pictures
 * only once the card comes near the screen: a browser's own lazy loading starts them as the page
 * loads (its distance is screens long), which opened a connection to a third-party host before the
 * page had painted. A photo the host does not give becomes a placeholder, never its alt text.
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
        <Box
          as="li"
          key={photo.url}
          w={`${SIZE.width}px`}
          h={`${SIZE.height}px`}
          bg="bg.muted"
          borderRadius="md"
          overflow="hidden"
        >
          {near && (
            <PhotoThumb
              photo={photo}
              label={formatMessage(stationLabels.photoOf, { index: index + 1, name: station.name })}
            />
          )}
        </Box>
      ))}
    </HStack>
  );
}
