// This section's pages as route objects for the shell's data router (browser and server containers).
import type { SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { VehicleDetailPage } from '../features/vehicles/components/VehicleDetailPage';
import { VehicleListPage } from '../features/vehicles/components/VehicleListPage';

export const routes: SectionRoutes = {
  'vehicle-list': { Component: VehicleListPage },
  'vehicle-detail': { Component: VehicleDetailPage },
};
