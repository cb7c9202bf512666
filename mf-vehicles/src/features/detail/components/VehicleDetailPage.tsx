import { lazy, Suspense, useRef } from 'react';
import { Link as RouterLink, useLoaderData, useRouteError } from 'react-router-dom';
import { Alert, Box, Button, Container, Heading, Spinner, Stack, Text } from '@chargemaroc/shared/ui/layout';
import { Breadcrumb, Grid } from '@chargemaroc/shared/ui/content';
import type { Vehicle } from '@chargemaroc/shared/contracts/vehicle';
import { pageTitle } from '@chargemaroc/shared/format';
import { formatMessage, messages } from '@chargemaroc/shared/messages';
import { isNotFound, loadFailureMessage } from '@chargemaroc/shared/routing/route-errors';
import { vehicleLabels } from '../../../labels';
import { useNearViewport } from '@chargemaroc/shared/data/use-near-viewport';
import { ComparisonBar } from '../../../common/components/ComparisonBar';
import { useCompareToggle } from '../../../common/model/comparison-store';
import type { VehicleData } from '../api/vehicle-loader';
import { VehicleActions } from './VehicleActions';
import { VehicleGallery } from './VehicleGallery';
import { VehicleSummary } from './VehicleSummary';
import { VehicleTabs } from './VehicleTabs';
import { paths } from '@chargemaroc/shared/routing/paths';

// The simulator (its chart, its form controls) loads when the visitor scrolls near it, never with
// the first paint.
const ChargingSimulator = lazy(() => import('./ChargingSimulator'));

function VehicleBreadcrumb({ vehicle }: { vehicle: Vehicle }) {
  return (
    <Breadcrumb.Root aria-label={vehicleLabels.list.breadcrumbLabel} size="sm" mb="5">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={paths.home.href()}>{messages.common.nav.home}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={paths.vehicles.href()}>{messages.common.nav.electricVehicles}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink overflowWrap="anywhere">{vehicle.name}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/** The vehicle's region when it does not exist (404, 'Véhicule non trouvé') or could not be loaded. */
export function VehicleDetailError() {
  const error = useRouteError();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      {isNotFound(error) ? (
        <Stack align="center" textAlign="center" gap="4" py="16">
          <title>{pageTitle(messages.vehicles.notFound)}</title>
          <Alert.Root status="warning" maxW="lg">
            <Alert.Indicator />
            <Alert.Title>
              <Heading as="h1" size="lg">
                {messages.vehicles.notFound}
              </Heading>
            </Alert.Title>
          </Alert.Root>
          <Button asChild>
            <RouterLink to={paths.vehicles.href()}>{messages.common.nav.electricVehicles}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>
            {loadFailureMessage(
              error,
              formatMessage(messages.vehicles.loadError, { error: messages.api.unknown }),
            )}
          </Alert.Title>
        </Alert.Root>
      )}
    </Container>
  );
}

function SimulatorRegion({ vehicle }: { vehicle: Vehicle }) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const loading = (
    <Stack direction="row" align="center" gap="3" py="6" minH="40">
      <Spinner size="sm" />
      <Text color="fg.muted">{vehicleLabels.simulator.loading}</Text>
    </Stack>
  );
  return (
    <Box as="section" ref={ref} aria-labelledby="simulator-title" mt="10">
      <Heading as="h2" size="xl" id="simulator-title" mb="4">
        {vehicleLabels.simulator.title}
      </Heading>
      {near ? (
        <Suspense fallback={loading}>
          <ChargingSimulator vehicle={vehicle} />
        </Suspense>
      ) : (
        loading
      )}
    </Box>
  );
}

export function VehicleDetailPage() {
  const vehicle = useLoaderData<VehicleData>();
  const { isCompared, toggle } = useCompareToggle();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      <VehicleBreadcrumb vehicle={vehicle} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap={{ base: 6, md: 10 }}
        alignItems="start"
      >
        <VehicleGallery vehicle={vehicle} />
        <Stack gap="5">
          <VehicleSummary vehicle={vehicle} />
          <Suspense>
            <VehicleActions key={vehicle.id} vehicleId={vehicle.id} />
          </Suspense>
          <Button
            size="sm"
            variant={isCompared(vehicle.id) ? 'solid' : 'ghost'}
            aria-pressed={isCompared(vehicle.id)}
            alignSelf="start"
            onClick={() => toggle(vehicle)}
          >
            {isCompared(vehicle.id) ? vehicleLabels.card.comparing : vehicleLabels.card.compare}
          </Button>
        </Stack>
      </Grid>
      <Box mt="10">
        <Suspense>
          <VehicleTabs vehicle={vehicle} />
        </Suspense>
      </Box>
      <SimulatorRegion vehicle={vehicle} />
      <Text mt="8" fontSize="xs" color="fg.muted">
        {vehicleLabels.list.attribution}
      </Text>
      <ComparisonBar />
    </Container>
  );
}
