// This section's pages as route objects for the shell's data router (browser and server containers).
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import {
  dashboardLoader,
  orderLoader,
  ordersLoader,
  profileLoader,
  wishlistLoader,
} from '../features/account/api/loaders';
import { DashboardLoadError, DashboardPage } from '../features/account/components/DashboardPage';
import { OrderDetailPage, OrderLoadError } from '../features/account/components/OrderDetailPage';
import { OrdersLoadError, OrdersPage } from '../features/account/components/OrdersPage';
import { ProfileLoadError, ProfilePage } from '../features/account/components/ProfilePage';
import { trackingLoader } from '../features/account/api/tracking';
import { TrackingLoadError, TrackingPage } from '../features/account/components/TrackingPage';
import { WishlistPage } from '../features/account/components/WishlistPage';

export const routes: SectionRoutes = {
  dashboard: defineRoute({
    loader: dashboardLoader,
    Component: DashboardPage,
    ErrorBoundary: DashboardLoadError,
    head: () => ({ title: messages.common.nav.dashboard }),
  }),
  profile: defineRoute({
    loader: profileLoader,
    Component: ProfilePage,
    ErrorBoundary: ProfileLoadError,
    head: () => ({ title: messages.common.nav.profile }),
  }),
  orders: defineRoute({
    loader: ordersLoader,
    Component: OrdersPage,
    ErrorBoundary: OrdersLoadError,
    head: () => ({ title: messages.common.nav.orders }),
  }),
  'order-detail': defineRoute({
    loader: orderLoader,
    Component: OrderDetailPage,
    ErrorBoundary: OrderLoadError,
    head: (data) => ({ title: `Commande ${data.order.orderId}` }),
  }),
  tracking: defineRoute({
    loader: trackingLoader,
    Component: TrackingPage,
    ErrorBoundary: TrackingLoadError,
    head: () => ({ title: 'Suivre une commande' }),
  }),
  wishlist: defineRoute({
    loader: wishlistLoader,
    Component: WishlistPage,
    head: () => ({ title: messages.common.nav.favorites }),
  }),
};
