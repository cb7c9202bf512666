import { Suspense, useRef } from 'react';
import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import { Alert, Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Breadcrumb, Grid } from '@chargemaroc/shared/ui/content';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { revealListTop } from '@chargemaroc/shared/routing/list-query';
import { vehicleLabels } from '../../../labels';
import { VehicleCard } from '../../../common/components/VehicleCard';
import { ComparisonBar } from '../../../common/components/ComparisonBar';
import { toggleComparison, useIsCompared } from '../../../common/model/comparison-store';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import type { VehicleListData } from '../api/vehicle-list-loader';
import { useVehicleQuery } from '../hooks/use-vehicle-query';
import { countActiveFilters, withFilters, withPage, withSearch, withSort } from '../model/vehicle-url-state';
import { VehicleFilterPanel } from './VehicleFilterPanel';
import { VEHICLE_GRID_COLUMNS, VehicleGridSkeleton } from './VehicleGridSkeleton';
import { VehicleToolbar } from './VehicleToolbar';
import { paths } from '@chargemaroc/shared/routing/paths';
import { NarrowScreenFold } from '@chargemaroc/shared/ui/native-controls';
import { Pagination } from '@chargemaroc/shared/ui/pagination';

const labels = vehicleLabels.list;
/** Numbered page buttons at once. */
const VEHICLE_PAGE_BUTTONS = 10;

function ListHeading() {
  return (
    <Stack gap="3">
      <Breadcrumb.Root aria-label={labels.breadcrumbLabel} size="sm">
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.home.href()}>{messages.common.nav.home}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{messages.common.nav.electricVehicles}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      <Box>
        <Heading as="h1" size="3xl">
          Véhicules électriques
        </Heading>
        <Text color="fg.muted" mt="1">
          {labels.intro}
        </Text>
      </Box>
    </Stack>
  );
}

/** Spec: the list screen shows an alert titled 'Erreur' with the message. */
function ListErrorAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{messages.vehicles.listError}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** The list's region when it could not be loaded: the frame and the rest of the site keep working. */
export function VehicleListError() {
  const error = useRouteError();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="5">
        <ListHeading />
        <ListErrorAlert message={loadFailureMessage(error, messages.api.unknown)} />
      </Stack>
    </Container>
  );
}

/**
 * A card with its compare button. Each card follows the comparison on its own, so picking a vehicle
 * (or a comparison kept from an earlier page, read after hydration) re-renders that card only.
 */
function ComparableVehicleCard({ vehicle, priority }: { vehicle: Vehicle; priority: boolean }) {
  const active = useIsCompared(vehicle.id);
  return (
    <VehicleCard vehicle={vehicle} priority={priority} compare={{ active, onToggle: toggleComparison }} />
  );
}

export function VehicleListPage() {
  const { query, pending: loading, setQuery } = useVehicleQuery();
  const { page, options } = useLoaderData<VehicleListData>();
  const results = useRef<HTMLElement>(null);
  const activeFilters = countActiveFilters(query.filters);

  // a filter or a sort keeps the place (the filters may be beside the list); a new page shows the list's top
  const goToPage = (number: number) => {
    setQuery(withPage(query, number));
    revealListTop(results.current);
  };
  const noMatch = query.search
    ? formatMessage(messages.vehicles.noMatchSearch, { search: query.search })
    : messages.vehicles.noMatch;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="5">
        <ListHeading />
        <VehicleToolbar
          search={query.search}
          sort={query.sort}
          onSearch={(search) => setQuery(withSearch(query, search))}
          onSort={(sort) => setQuery(withSort(query, sort))}
        />
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr)' }}
          gap="6"
          alignItems="start"
        >
          <Box>
            <NarrowScreenFold
              id="vehicle-filters"
              showLabel={messages.lists.filtersShow}
              hideLabel={messages.lists.filtersHide}
              suffix={activeFilters > 0 ? ` (${activeFilters})` : ''}
            >
              <VehicleFilterPanel
                filters={query.filters}
                options={options}
                onChange={(next) => setQuery(withFilters(query, next))}
              />
              {activeFilters > 0 && (
                <Link asChild mt="4" fontSize="sm" colorPalette="charge">
                  <RouterLink to={paths.vehicles.href()}>{messages.common.clearFilters}</RouterLink>
                </Link>
              )}
            </NarrowScreenFold>
          </Box>
          <Box
            as="section"
            ref={results}
            aria-labelledby="vehicle-results-title"
            aria-busy={loading}
            minW="0"
          >
            <Heading as="h2" id="vehicle-results-title" size="md" mb="3" aria-live="polite">
              {loading
                ? messages.common.loading
                : formatMessage(labels.resultCount, { count: page.pagination.total })}
            </Heading>
            {loading && <VehicleGridSkeleton />}
            {!loading && page.items.length === 0 && (
              <Stack align="center" textAlign="center" py="12" gap="3">
                <Text fontSize="lg">{noMatch}</Text>
                <Link asChild colorPalette="charge" fontWeight="semibold">
                  <RouterLink to={paths.vehicles.href()}>{messages.common.clearFilters}</RouterLink>
                </Link>
              </Stack>
            )}
            {!loading && page.items.length > 0 && (
              <SimpleGrid columns={VEHICLE_GRID_COLUMNS} gap="4">
                {page.items.map((vehicle, index) => (
                  // each card hydrates on its own, in a short task
                  <Suspense key={vehicle.id}>
                    <ComparableVehicleCard vehicle={vehicle} priority={index < 2} />
                  </Suspense>
                ))}
              </SimpleGrid>
            )}
            <Pagination
              label={labels.pagination}
              layout="edges"
              shown={VEHICLE_PAGE_BUTTONS}
              page={Math.min(query.page, Math.max(1, page.pagination.pageCount))}
              pageCount={page.pagination.pageCount}
              onPage={goToPage}
            />
            <Text mt="8" fontSize="xs" color="fg.muted">
              {labels.attribution}
            </Text>
          </Box>
        </Grid>
      </Stack>
      <ComparisonBar />
    </Container>
  );
}
