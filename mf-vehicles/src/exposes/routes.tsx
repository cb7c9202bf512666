// This section's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// the list does not download the detail page's code, nor the detail page the list's.
import { lazy } from 'react';
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { vehicleListLoader } from '../features/catalog/api/vehicle-list-loader';
import { vehicleHead, vehicleLoader } from '../features/detail/api/vehicle-loader';

const listPage = () =>
  import(/* webpackChunkName: "route-vehicle-list" */ '../features/catalog/components/VehicleListPage');
const detailPage = () =>
  import(/* webpackChunkName: "route-vehicle-detail" */ '../features/detail/components/VehicleDetailPage');

const VehicleListPage = lazy(() => listPage().then((module) => ({ default: module.VehicleListPage })));
const VehicleListError = lazy(() => listPage().then((module) => ({ default: module.VehicleListError })));
const VehicleDetailPage = lazy(() => detailPage().then((module) => ({ default: module.VehicleDetailPage })));
const VehicleDetailError = lazy(() =>
  detailPage().then((module) => ({ default: module.VehicleDetailError })),
);

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
