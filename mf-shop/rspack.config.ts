import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-shop'];

/** The shop's public modules, the same for the browser and the server container. */
export const exposes = {
  './routes': './src/exposes/routes.tsx',
  './RecommendationsBlock': './src/exposes/RecommendationsBlock.tsx',
  './InstallationEstimateForm': './src/exposes/InstallationEstimateForm.tsx',
  './ComparisonBar': './src/exposes/ComparisonBar.tsx',
};

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — boutique (autonome)' },
  exposes,
});
