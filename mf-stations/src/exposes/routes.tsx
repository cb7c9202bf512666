// This section's pages as route objects for the shell's data router (browser and server containers).
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { stationLabels } from '../labels';
import { stationsLoader } from '../features/stations/api/stations-loader';
import { StationsLoadError, StationsPage } from '../features/stations/components/StationsPage';

export const routes: SectionRoutes = {
  stations: defineRoute({
    loader: stationsLoader,
    Component: StationsPage,
    ErrorBoundary: StationsLoadError,
    head: (data) => ({
      title:
        data.detail?.status === 'found'
          ? `${data.detail.station.name} — ${stationLabels.title}`
          : stationLabels.title,
      description: stationLabels.metaDescription,
    }),
  }),
};
