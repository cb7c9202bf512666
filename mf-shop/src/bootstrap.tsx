// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';

mountStandalone({
  routes,
  paths: { shop: '/boutique', product: '/produit/:id', cart: '/panier' },
  widgets: [
    { path: '/', load: () => import('./exposes/RecommendationsBlock') },
    { path: '/installation', load: () => import('./exposes/InstallationEstimateForm') },
  ],
});
