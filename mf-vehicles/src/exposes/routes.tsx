// This section's pages as route objects for the shell's data router (browser and server containers).
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { vehicleListLoader } from '../features/catalog/api/vehicle-list-loader';
import { VehicleListError, VehicleListPage } from '../features/catalog/components/VehicleListPage';
import { vehicleHead, vehicleLoader } from '../features/detail/api/vehicle-loader';
import { VehicleDetailError, VehicleDetailPage } from '../features/detail/components/VehicleDetailPage';

export const routes: SectionRoutes = {
  'vehicle-list': defineRoute({
    loader: vehicleListLoader,
    Component: VehicleListPage,
    ErrorBoundary: VehicleListError,
    head: () => ({ title: messages.common.nav.electricVehicles }),
  }),
  'vehicle-detail': defineRoute({
    loader: vehicleLoader,
    Component: VehicleDetailPage,
    ErrorBoundary: VehicleDetailError,
    head: vehicleHead,
  }),
};
