// The back office's own additions to Strapi's admin (built by scripts/build-admin.js).
import { OrderActionsZone } from './order-actions';

export default {
  // no call to GitHub for Strapi's releases (the origin's CSP refuses it) and no tutorials
  config: { notifications: { releases: false }, tutorials: false },
  bootstrap(app) {
    // order staff move an order through the state machine's actions, never by editing its fields
    app.getPlugin('content-manager').injectComponent('editView', 'right-links', {
      name: 'order-staff-actions',
      Component: OrderActionsZone,
    });
  },
};
