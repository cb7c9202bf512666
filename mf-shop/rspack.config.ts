import { createRemoteConfig } from '@chargemaroc/shared/federation';

/** The shop's public modules beside ./routes, the same for the browser and the server container. */
export const exposes = {
  './RecommendationsBlock': './src/exposes/RecommendationsBlock.tsx',
  './InstallationEstimateForm': './src/exposes/InstallationEstimateForm.tsx',
  './ComparisonBar': './src/exposes/ComparisonBar.tsx',
};

export default createRemoteConfig({ appDir: import.meta.dirname, section: 'boutique', exposes });
