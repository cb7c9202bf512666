import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-stations'];

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — bornes (autonome)' },
  exposes: {
    './StationsPage': './src/exposes/StationsPage.tsx',
  },
});
