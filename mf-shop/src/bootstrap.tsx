// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';
import { paths } from '@chargemaroc/shared/routing/paths';

mountStandalone({
  routes,
  paths: { shop: paths.shop.pattern, product: paths.product.pattern, cart: paths.cart.pattern },
  widgets: [
    { path: paths.home.pattern, load: () => import('./exposes/RecommendationsBlock') },
    { path: paths.installation.pattern, load: () => import('./exposes/InstallationEstimateForm') },
  ],
});
