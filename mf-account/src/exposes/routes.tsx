// This section's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// a page downloads its own screens and not the others'.
import { lazy } from 'react';
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import {
  dashboardLoader,
  orderLoader,
  ordersLoader,
  profileLoader,
  wishlistLoader,
} from '../features/account/api/loaders';
import { trackingLoader } from '../features/account/api/tracking';

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

const DashboardPage = lazy(() => dashboardPage().then((module) => ({ default: module.DashboardPage })));
const DashboardLoadError = lazy(() =>
  dashboardPage().then((module) => ({ default: module.DashboardLoadError })),
);
const ProfilePage = lazy(() => profilePage().then((module) => ({ default: module.ProfilePage })));
const ProfileLoadError = lazy(() => profilePage().then((module) => ({ default: module.ProfileLoadError })));
const OrdersPage = lazy(() => ordersPage().then((module) => ({ default: module.OrdersPage })));
const OrdersLoadError = lazy(() => ordersPage().then((module) => ({ default: module.OrdersLoadError })));
const OrderDetailPage = lazy(() => orderDetailPage().then((module) => ({ default: module.OrderDetailPage })));
const OrderLoadError = lazy(() => orderDetailPage().then((module) => ({ default: module.OrderLoadError })));
const TrackingPage = lazy(() => trackingPage().then((module) => ({ default: module.TrackingPage })));
const TrackingLoadError = lazy(() =>
  trackingPage().then((module) => ({ default: module.TrackingLoadError })),
);
const WishlistPage = lazy(() => wishlistPage().then((module) => ({ default: module.WishlistPage })));

export const routes: SectionRoutes = {
  dashboard: defineRoute({
    loader: dashboardLoader,
    Component: () => <DashboardPage />,
    ErrorBoundary: () => <DashboardLoadError />,
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
