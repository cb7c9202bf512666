import { Component, Suspense, lazy, type ReactNode } from 'react';
import { Box, Center, Text } from '@chargemaroc/shared/ui/layout';
import { stationLabels } from '../../../labels';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import type { StationMapProps } from '../map/StationMap';

// the map library is a chunk of its own, fetched by this page in the browser only
const StationMap = lazy(() => import('../map/StationMap'));

/** The map's box: the same size on the server, while the chunk loads, and once it is there. */
export const MAP_HEIGHT = { base: '300px', md: '420px', lg: '520px' } as const;

/** Set at build time (MAP_TILE_URL); empty: the bundled outline alone. */
const TILE_URL: string | null = process.env.MAP_TILE_URL || null;
const TILE_ATTRIBUTION: string = process.env.MAP_TILE_ATTRIBUTION || '';

function Placeholder({ text }: { text: string }) {
  return (
    <Center h="full" bg="#cfe3ef" color="gray.800" p="4" textAlign="center">
      <Text fontSize="sm">{text}</Text>
    </Center>
  );
}

class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <Placeholder text={stationLabels.mapFailed} /> : this.props.children;
  }
}

export function MapPanel(props: Omit<StationMapProps, 'tileUrl' | 'tileAttribution'>) {
  const hydrated = useHydrated();
  return (
    <Box
      as="section"
      aria-label={stationLabels.mapTitle}
      h={MAP_HEIGHT}
      w="full"
      borderRadius="lg"
      overflow="hidden"
      borderWidth="1px"
      position="relative"
      zIndex={0}
    >
      {hydrated ? (
        <MapErrorBoundary>
          <Suspense fallback={<Placeholder text={stationLabels.mapLoading} />}>
            <StationMap {...props} tileUrl={TILE_URL} tileAttribution={TILE_ATTRIBUTION} />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <Placeholder text={stationLabels.mapLoading} />
      )}
    </Box>
  );
}
