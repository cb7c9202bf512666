// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';
import { paths } from '@chargemaroc/shared/routing/paths';

mountStandalone({
  routes,
  paths: {
    checkout: paths.checkout.pattern,
    payment: paths.payment.pattern,
  },
});
