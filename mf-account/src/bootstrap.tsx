// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';

mountStandalone([
  { path: '/tableau-de-bord', load: () => import('./exposes/DashboardPage') },
  { path: '/profil', load: () => import('./exposes/ProfilePage') },
  { path: '/commandes', load: () => import('./exposes/OrdersPage') },
  { path: '/commande/:id', load: () => import('./exposes/OrderDetailPage') },
  { path: '/favoris', load: () => import('./exposes/WishlistPage') },
]);
