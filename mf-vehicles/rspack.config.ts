import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-vehicles'];

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — véhicules (autonome)' },
  exposes: {
    './VehicleListPage': './src/exposes/VehicleListPage.tsx',
    './VehicleDetailPage': './src/exposes/VehicleDetailPage.tsx',
  },
});
