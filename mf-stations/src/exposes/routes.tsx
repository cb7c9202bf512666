// This section's pages as route objects for the shell's data router (browser and server containers).
import type { SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { StationsPage } from '../features/stations/components/StationsPage';

export const routes: SectionRoutes = {
  'stations': { Component: StationsPage },
};
