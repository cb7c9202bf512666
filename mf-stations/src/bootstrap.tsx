// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';

mountStandalone({
  routes,
  paths: {
    stations: '/carte-bornes',
  },
});
