import { Suspense, lazy, useMemo, useState } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
} from 'react-router-dom';
import { STATION_MAP_DEFAULTS } from '@chargemaroc/shared/contracts/station';
import type { ListStation } from '../model/list-station';
import { useAsync } from '@chargemaroc/shared/data/use-async';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { Alert, Box, Button, Container, Heading, Link, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Grid, Wrap } from '@chargemaroc/shared/ui/content';
import { stationLabels } from '../../../labels';
import { errorHint, stationErrorText } from '../api/station-errors';
import { fetchStationsAround, type Position } from '../api/stations-api';
import type { StationsData } from '../api/stations-loader';
import { useGeolocation, type GeoState } from '../hooks/use-geolocation';
import {
  SELECTED_PARAM,
  countActiveFilters,
  filterStations,
  toSearchParams,
  type StationFilters,
} from '../model/station-filters';
import { MAP_ID, MapPanel } from './MapPanel';
import { SpeedLegend } from './SpeedLegend';
import { StationCard } from './StationCard';
import { StationFiltersForm } from './StationFiltersForm';
import { revealBelowHeader } from '../model/reveal';

// a station's detail (its review and issue forms) shows only once a station is chosen: its own chunk
const StationDetail = lazy(() =>
  import(/* webpackChunkName: "station-detail" */ './StationDetail').then((module) => ({
    default: module.StationDetail,
  })),
);

/** Zoom of the map: around the visitor, or the country from Casablanca (spec §2 'Stations page'). */
export const LOCATED_ZOOM = 12;
export const COUNTRY_ZOOM = 8;
/** Cards rendered at first (the spec's UI page size); more on request, all of them on the map. */
export const CARDS_PER_STEP = 12;

function PageHeading() {
  return (
    <Box>
      <Heading as="h1" size="3xl">
        {stationLabels.title}
      </Heading>
      <Text color="fg.muted" mt="1">
        {stationLabels.intro}
      </Text>
    </Box>
  );
}

function LoadErrorAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  const hint = errorHint(message);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.stations.loadErrorPrefix}</Alert.Title>
        <Alert.Description>
          <Text>{message}</Text>
          {hint && <Text mt="1">{stationLabels.hints[hint]}</Text>}
          <Button mt="3" size="sm" colorPalette="red" onClick={onRetry}>
            {messages.common.retry}
          </Button>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The page's region when the stations could not be loaded: the spec's message, hints and a retry. */
export function StationsLoadError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="5">
        <PageHeading />
        <LoadErrorAlert
          message={loadFailureMessage(error, messages.stations.loadError)}
          onRetry={() => revalidator.revalidate()}
        />
        <Text>{messages.stations.noneFound}</Text>
      </Stack>
    </Container>
  );
}

/** The page's address with a station chosen (its detail open), or none; the filters kept. */
function stationHref({ pathname, search }: { pathname: string; search: string }, id: string | null): string {
  const next = new URLSearchParams(search);
  if (id) next.set(SELECTED_PARAM, id);
  else next.delete(SELECTED_PARAM);
  const query = next.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

function useStationsAround(geo: GeoState) {
  const position: Position | null = geo.status === 'located' ? geo.position : null;
  // country-wide: the loader's list, nothing to load (and no render once the page has hydrated)
  const key = position ? `${position.latitude.toFixed(4)},${position.longitude.toFixed(4)}` : null;
  return useAsync<ListStation[]>(
    (signal) => (position ? fetchStationsAround(position, { signal }) : Promise.resolve([])),
    key,
  );
}

function LocateBar({
  geo,
  onLocate,
  onReset,
  around,
  count,
}: {
  geo: GeoState;
  onLocate: () => void;
  onReset: () => void;
  around: ReturnType<typeof useStationsAround>;
  count: number;
}) {
  let status: string;
  if (geo.status === 'locating' || (geo.status === 'located' && around.status === 'loading')) {
    status = stationLabels.locating;
  } else if (geo.status === 'located' && around.status === 'success') {
    status = formatMessage(stationLabels.resultCountAround, {
      count,
      distance: STATION_MAP_DEFAULTS.distanceKm,
    });
  } else if (geo.status === 'denied') {
    status = stationLabels.locationDenied;
  } else if (geo.status === 'failed') {
    status = stationLabels.locationFailed;
  } else {
    status = '';
  }
  return (
    <Stack gap="2">
      <Wrap gap="3" align="center">
        <Button colorPalette="charge" onClick={onLocate} loading={geo.status === 'locating'}>
          {stationLabels.nearestButton}
        </Button>
        {geo.status === 'located' && (
          <Button variant="outline" onClick={onReset}>
            {stationLabels.showCountryWide}
          </Button>
        )}
      </Wrap>
      <Text role="status" aria-live="polite" fontWeight="medium" data-testid="stations-status">
        {status}
      </Text>
      {geo.status === 'located' && around.status === 'error' && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{stationErrorText(around.error, { searching: true })}</Alert.Title>
            <Button mt="2" size="sm" onClick={around.reload}>
              {messages.common.retry}
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}

export function StationsPage() {
  const data = useLoaderData<StationsData>();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const { state: geo, locate, reset } = useGeolocation();
  const around = useStationsAround(geo);

  const located = geo.status === 'located' && around.status === 'success';
  const source = located && around.data ? around.data : data.stations;
  const stations = useMemo(
    () => filterStations(source, data.filters, data.matchingIds),
    [source, data.filters, data.matchingIds],
  );
  const nearestId = located ? (stations[0]?.id ?? null) : null;
  const nearest = nearestId ? stations[0] : null;

  const params = new URLSearchParams(location.search);
  const hrefWith = (id: string | null) => stationHref(location, id);
  const setFilters = (filters: StationFilters) => {
    const next = toSearchParams(filters, params);
    next.delete(SELECTED_PARAM);
    const query = next.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { preventScrollReset: true });
  };
  // a station chosen on the map or in the list: its detail brings itself into view (StationDetail)
  const select = (id: string) => navigate(hrefWith(id), { preventScrollReset: true });

  // A page opened on a station hydrates its detail with the page, no boundary of its own: a link
  // clicked in a boundary still waiting for its code would be lost. A station chosen later shows its
  // detail in a boundary of its own while the chunk loads. Decided once, so the tree keeps its shape.
  const [openedWithDetail] = useState(() => data.detail !== null);
  const [shown, setShown] = useState(CARDS_PER_STEP);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [mapRequested, setMapRequested] = useState(false);
  const selectedIndex = stations.findIndex((station) => station.id === data.selectedId);
  const visibleCount = Math.min(stations.length, Math.max(shown, selectedIndex + 1));
  const remaining = stations.length - visibleCount;
  // The same card elements while nothing they show changes: a card still waiting to hydrate (its
  // own boundary) that is handed new ones is hydrated at once, in a blocking task per card.
  const { pathname, search } = location;
  const selectedId = data.selectedId;
  const cards = useMemo(
    () =>
      stations.slice(0, visibleCount).map((station) => (
        <Box as="li" key={station.id} minW="0">
          {/* each card hydrates on its own, in a short task */}
          <Suspense>
            <StationCard
              station={station}
              detailsHref={stationHref({ pathname, search }, station.id)}
              selected={station.id === selectedId}
              nearest={station.id === nearestId}
            />
          </Suspense>
        </Box>
      )),
    [stations, visibleCount, pathname, search, selectedId, nearestId],
  );

  const center = located && geo.status === 'located' ? geo.position : STATION_MAP_DEFAULTS;
  const active = countActiveFilters(data.filters);

  const showMap = () => {
    setMapRequested(true);
    // under the sticky header: on a phone it would hide the map's zoom buttons
    const region = document.getElementById(MAP_ID);
    if (region) revealBelowHeader(region);
  };

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="5">
        <PageHeading />
        {/* Desktop: the filters and the map side by side, the list below. Phone and tablet: the
            list first, the map after it (loaded when the visitor nears it or asks for it). */}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1.1fr)' }}
          templateAreas={{ base: '"controls" "results" "map"', lg: '"controls map" "results results"' }}
          columnGap="6"
          rowGap="5"
          alignItems="start"
        >
          <Stack gap="4" minW="0" gridArea="controls">
            <Wrap gap="3" display={{ base: 'flex', lg: 'none' }}>
              <Button
                variant="outline"
                aria-expanded={filtersOpen}
                aria-controls="stations-filters"
                onClick={() => setFiltersOpen((open) => !open)}
              >
                {filtersOpen ? stationLabels.filtersHide : stationLabels.filtersToggle}
                {active > 0 && ` (${active})`}
              </Button>
              <Button variant="outline" aria-controls={MAP_ID} onClick={showMap}>
                {stationLabels.showMap}
              </Button>
            </Wrap>
            <Box id="stations-filters" display={{ base: filtersOpen ? 'block' : 'none', lg: 'block' }}>
              <StationFiltersForm
                key={location.search}
                filters={data.filters}
                options={data.options}
                onChange={setFilters}
              />
            </Box>
            {active > 0 && (
              <Link asChild fontSize="sm" colorPalette="charge" alignSelf="flex-start">
                <RouterLink to={location.pathname} preventScrollReset>
                  {messages.common.clearFilters}
                </RouterLink>
              </Link>
            )}
            <LocateBar geo={geo} onLocate={locate} onReset={reset} around={around} count={stations.length} />
            {nearest && nearest.distance !== null && (
              <Text fontWeight="semibold" data-testid="nearest-station">
                {stationLabels.nearest} : {nearest.name} —{' '}
                {formatMessage(stationLabels.distance, {
                  distance: nearest.distance.toFixed(1).replace('.', ','),
                })}
              </Text>
            )}
          </Stack>
          {/* the sticky map stays within the first row (its wrapper), never over the list */}
          <Box gridArea="map" minW="0" alignSelf="stretch">
            <Stack gap="3" minW="0" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
              <MapPanel
                requested={mapRequested}
                stations={stations}
                selectedId={data.selectedId}
                onSelect={select}
                center={center}
                zoom={located ? LOCATED_ZOOM : COUNTRY_ZOOM}
                fitStations={active > 0}
                userPosition={geo.status === 'located' ? geo.position : null}
              />
              <Text fontSize="xs" color="fg.muted">
                {messages.stations.attribution} ·{' '}
                <Link
                  href="https://openchargemap.org"
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="charge"
                >
                  openchargemap.org
                </Link>{' '}
                · {stationLabels.mapOutlineCredit}
              </Text>
              <SpeedLegend />
            </Stack>
          </Box>
          <Stack gap="5" minW="0" gridArea="results">
            {data.detail &&
              (openedWithDetail ? (
                <StationDetail detail={data.detail} closeHref={hrefWith(null)} />
              ) : (
                <Suspense>
                  <StationDetail detail={data.detail} closeHref={hrefWith(null)} />
                </Suspense>
              ))}
            <Box as="section" aria-labelledby="stations-results-title" aria-busy={loading}>
              <Heading as="h2" id="stations-results-title" size="lg">
                {located ? stationLabels.located : stationLabels.countryWide}
              </Heading>
              <Text color="fg.muted" mb="3" data-testid="stations-count">
                {formatMessage(stationLabels.resultCount, { count: stations.length })}
              </Text>
              {stations.length === 0 ? (
                <Stack align="start" gap="2" py="6">
                  <Text fontSize="lg">{messages.stations.noneFound}</Text>
                  {active > 0 && (
                    <Link asChild colorPalette="charge" fontWeight="semibold">
                      <RouterLink to={location.pathname}>{messages.common.clearFilters}</RouterLink>
                    </Link>
                  )}
                </Stack>
              ) : (
                <Box
                  as="ul"
                  listStyleType="none"
                  m="0"
                  p="0"
                  display="grid"
                  gridTemplateColumns={{
                    base: 'minmax(0, 1fr)',
                    md: 'repeat(2, minmax(0, 1fr))',
                    xl: 'repeat(3, minmax(0, 1fr))',
                  }}
                  gap="4"
                  opacity={loading ? 0.6 : 1}
                >
                  {cards}
                </Box>
              )}
              {remaining > 0 && (
                <Button
                  mt="4"
                  variant="outline"
                  colorPalette="charge"
                  onClick={() => setShown(visibleCount + CARDS_PER_STEP)}
                >
                  {formatMessage(stationLabels.showMore, {
                    count: Math.min(remaining, CARDS_PER_STEP),
                    remaining,
                  })}
                </Button>
              )}
            </Box>
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}
