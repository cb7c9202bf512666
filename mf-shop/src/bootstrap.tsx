// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';

mountStandalone([
  { path: '/boutique', load: () => import('./exposes/ShopPage') },
  { path: '/produit/:id', load: () => import('./exposes/ProductPage') },
  { path: '/panier', load: () => import('./exposes/CartPage') },
  { path: '/', load: () => import('./exposes/RecommendationsBlock') },
  { path: '/installation', load: () => import('./exposes/InstallationEstimateForm') },
]);
