import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-shop'];

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — boutique (autonome)' },
  exposes: {
    './ShopPage': './src/exposes/ShopPage.tsx',
    './ProductPage': './src/exposes/ProductPage.tsx',
    './CartPage': './src/exposes/CartPage.tsx',
    './RecommendationsBlock': './src/exposes/RecommendationsBlock.tsx',
    './InstallationEstimateForm': './src/exposes/InstallationEstimateForm.tsx',
    './ComparisonBar': './src/exposes/ComparisonBar.tsx',
  },
});
