// This section's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// the list does not download the detail page's code, nor the detail page the list's.
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, lazyComponent, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { vehicleListLoader } from '../features/catalog/api/vehicle-list-loader';
import { vehicleHead, vehicleLoader } from '../features/detail/api/vehicle-loader';

const listPage = () =>
  import(/* webpackChunkName: "route-vehicle-list" */ '../features/catalog/components/VehicleListPage');
const detailPage = () =>
  import(/* webpackChunkName: "route-vehicle-detail" */ '../features/detail/components/VehicleDetailPage');

const VehicleListPage = lazyComponent(listPage, 'VehicleListPage');
const VehicleListError = lazyComponent(listPage, 'VehicleListError');
const VehicleDetailPage = lazyComponent(detailPage, 'VehicleDetailPage');
const VehicleDetailError = lazyComponent(detailPage, 'VehicleDetailError');

export const routes: SectionRoutes = {
  'vehicle-list': defineRoute({
    loader: vehicleListLoader,
    Component: () => <VehicleListPage />,
    ErrorBoundary: () => <VehicleListError />,
    head: () => ({ title: messages.common.nav.electricVehicles }),
  }),
  'vehicle-detail': defineRoute({
    loader: vehicleLoader,
    Component: () => <VehicleDetailPage />,
    ErrorBoundary: () => <VehicleDetailError />,
    head: vehicleHead,
  }),
};
