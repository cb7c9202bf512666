// Standalone development mount: the remote runs alone on its own port, its pages on the paths the
// route table gives it.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';

mountStandalone({
  remote: 'mf_checkout',
  routes,
});
