// This section's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// a page downloads its own screens and not the others'.
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, lazyComponent, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { dashboardLoader } from '../features/account/api/dashboard-loader';
import { DashboardPlaceholder } from '../features/account/components/DashboardFrame';
import { orderLoader } from '../features/account/api/order-loader';
import { ordersLoader } from '../features/account/api/orders-loader';
import { profileLoader } from '../features/account/api/profile-loader';
import { trackingLoader } from '../features/account/api/tracking-loader';
import { wishlistLoader } from '../features/account/api/wishlist-loader';

const dashboardPage = () =>
  import(/* webpackChunkName: "route-dashboard" */ '../features/account/components/DashboardPage');
const profilePage = () =>
  import(/* webpackChunkName: "route-profile" */ '../features/account/components/ProfilePage');
const ordersPage = () =>
  import(/* webpackChunkName: "route-orders" */ '../features/account/components/OrdersPage');
const orderDetailPage = () =>
  import(/* webpackChunkName: "route-order-detail" */ '../features/account/components/OrderDetailPage');
const trackingPage = () =>
  import(/* webpackChunkName: "route-tracking" */ '../features/account/components/TrackingPage');
const wishlistPage = () =>
  import(/* webpackChunkName: "route-wishlist" */ '../features/account/components/WishlistPage');

const DashboardPage = lazyComponent(dashboardPage, 'DashboardPage');
const DashboardLoadError = lazyComponent(dashboardPage, 'DashboardLoadError');
const ProfilePage = lazyComponent(profilePage, 'ProfilePage');
const ProfileLoadError = lazyComponent(profilePage, 'ProfileLoadError');
const OrdersPage = lazyComponent(ordersPage, 'OrdersPage');
const OrdersLoadError = lazyComponent(ordersPage, 'OrdersLoadError');
const OrderDetailPage = lazyComponent(orderDetailPage, 'OrderDetailPage');
const OrderLoadError = lazyComponent(orderDetailPage, 'OrderLoadError');
const TrackingPage = lazyComponent(trackingPage, 'TrackingPage');
const TrackingLoadError = lazyComponent(trackingPage, 'TrackingLoadError');
const WishlistPage = lazyComponent(wishlistPage, 'WishlistPage');

export const routes: SectionRoutes = {
  dashboard: defineRoute({
    loader: dashboardLoader,
    Component: () => <DashboardPage />,
    ErrorBoundary: () => <DashboardLoadError />,
    Placeholder: DashboardPlaceholder,
    head: () => ({ title: messages.common.nav.dashboard }),
  }),
  profile: defineRoute({
    loader: profileLoader,
    Component: () => <ProfilePage />,
    ErrorBoundary: () => <ProfileLoadError />,
    head: () => ({ title: messages.common.nav.profile }),
  }),
  orders: defineRoute({
    loader: ordersLoader,
    Component: () => <OrdersPage />,
    ErrorBoundary: () => <OrdersLoadError />,
    head: () => ({ title: messages.common.nav.orders }),
  }),
  'order-detail': defineRoute({
    loader: orderLoader,
    Component: () => <OrderDetailPage />,
    ErrorBoundary: () => <OrderLoadError />,
    head: (data) => ({ title: `Commande ${data.order.orderId}` }),
  }),
  tracking: defineRoute({
    loader: trackingLoader,
    Component: () => <TrackingPage />,
    ErrorBoundary: () => <TrackingLoadError />,
    head: () => ({ title: 'Suivre une commande' }),
  }),
  wishlist: defineRoute({
    loader: wishlistLoader,
    Component: () => <WishlistPage />,
    head: () => ({ title: messages.common.nav.favorites }),
  }),
};
