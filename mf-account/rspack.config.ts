import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-account'];

/** This section's public modules, the same for the browser and the server container. */
export const exposes = {
  './routes': './src/exposes/routes.tsx',
};

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — compte (autonome)' },
  exposes,
});
