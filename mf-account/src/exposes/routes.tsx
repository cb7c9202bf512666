// This section's pages as route objects for the shell's data router (browser and server containers).
import type { SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { DashboardPage } from '../features/account/components/DashboardPage';
import { OrderDetailPage } from '../features/account/components/OrderDetailPage';
import { OrdersPage } from '../features/account/components/OrdersPage';
import { ProfilePage } from '../features/account/components/ProfilePage';
import { WishlistPage } from '../features/account/components/WishlistPage';

export const routes: SectionRoutes = {
  'dashboard': { Component: DashboardPage },
  'profile': { Component: ProfilePage },
  'orders': { Component: OrdersPage },
  'order-detail': { Component: OrderDetailPage },
  'wishlist': { Component: WishlistPage },
};
