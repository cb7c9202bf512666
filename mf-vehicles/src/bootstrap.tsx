// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';

mountStandalone([
  { path: '/vehicules-electriques', load: () => import('./exposes/VehicleListPage') },
  { path: '/vehicule-electrique/:id', load: () => import('./exposes/VehicleDetailPage') },
]);
