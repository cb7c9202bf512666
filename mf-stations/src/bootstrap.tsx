// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';

mountStandalone([
  { path: '/carte-bornes', load: () => import('./exposes/StationsPage') },
]);
