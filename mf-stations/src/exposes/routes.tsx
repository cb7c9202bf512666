// This section's pages as route objects for the shell's data router (browser and server containers).
// The page's code is its own chunk (`route-stations`, which the origin preloads for this page only);
// the map library is a further chunk the page fetches once hydrated (see MapPanel).
import { defineRoute, lazyComponent, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { stationLabels } from '../labels';
import { stationsLoader } from '../features/stations/api/stations-loader';

const stationsPage = () =>
  import(/* webpackChunkName: "route-stations" */ '../features/stations/components/StationsPage');

const StationsPage = lazyComponent(stationsPage, 'StationsPage');
const StationsLoadError = lazyComponent(stationsPage, 'StationsLoadError');

export const routes: SectionRoutes = {
  stations: defineRoute({
    loader: stationsLoader,
    Component: () => <StationsPage />,
    ErrorBoundary: () => <StationsLoadError />,
    head: (data) => ({
      title:
        data.detail?.status === 'found'
          ? `${data.detail.station.name} — ${stationLabels.title}`
          : stationLabels.title,
      description: stationLabels.metaDescription,
    }),
  }),
};
