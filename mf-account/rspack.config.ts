import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-account'];

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — compte (autonome)' },
  exposes: {
    './DashboardPage': './src/exposes/DashboardPage.tsx',
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './OrdersPage': './src/exposes/OrdersPage.tsx',
    './OrderDetailPage': './src/exposes/OrderDetailPage.tsx',
    './WishlistPage': './src/exposes/WishlistPage.tsx',
  },
});
