// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';
import { routes } from './exposes/routes';
import { paths } from '@chargemaroc/shared/routing/paths';

mountStandalone({
  routes,
  paths: {
    dashboard: paths.dashboard.pattern,
    profile: paths.profile.pattern,
    orders: paths.orders.pattern,
    'order-detail': paths.order.pattern,
    wishlist: paths.wishlist.pattern,
    tracking: paths.tracking.pattern,
  },
});
