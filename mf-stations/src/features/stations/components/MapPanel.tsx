import { Component, Suspense, lazy, useRef, type ReactNode } from 'react';
import { Box, Text } from '@chargemaroc/shared/ui/layout';
import { Center } from '@chargemaroc/shared/ui/content';
import { useHydrated } from '@chargemaroc/shared/data/use-hydrated';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';
import { stationLabels } from '../../../labels';
import type { StationMapProps } from './StationMap';

// the map library is a chunk of its own, fetched by this page in the browser only, once the map is
// about to be seen (or asked for): a visitor who only reads the list on a phone never downloads it
const loadStationMap = () => import(/* webpackChunkName: "station-map" */ './StationMap');
const StationMap = lazy(loadStationMap);

/** The map's box: the same size on the server, while the chunk loads, and once it is there. */
export const MAP_HEIGHT = { base: '300px', md: '420px', lg: '520px' } as const;
/** The map's element id: the 'Voir la carte' button scrolls to it. */
export const MAP_ID = 'stations-map';
/**
 * How near the screen the map's box must come for its code to start loading: a screen and a half
 * ahead on a phone, time enough for ≈ 60 KB on a slow 4G link before it is in view.
 */
export const MAP_LOAD_MARGIN = '1000px 0px';

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

interface Props extends Omit<StationMapProps, 'tileUrl' | 'tileAttribution'> {
  /** The visitor asked for the map ('Voir la carte'): load it wherever it is. */
  requested?: boolean;
}

/**
 * The map's region. The server and the first browser render show the placeholder; the map's chunk
 * is fetched once the region comes within MAP_LOAD_MARGIN of the screen (at once on a desktop,
 * where the map sits beside the filters) or when `requested`.
 */
export function MapPanel({ requested = false, ...props }: Props) {
  const region = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const near = useNearViewport(region, MAP_LOAD_MARGIN);
  // never in the server's markup, nor in the render that hydrates it
  const load = hydrated && (near || requested);
  return (
    <Box
      as="section"
      ref={region}
      id={MAP_ID}
      tabIndex={-1}
      aria-label={stationLabels.mapTitle}
      h={MAP_HEIGHT}
      w="full"
      borderRadius="lg"
      overflow="hidden"
      borderWidth="1px"
      position="relative"
      zIndex={0}
      scrollMarginTop="4"
    >
      {load ? (
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
