import { createFederatedConfig, REMOTES } from '@chargemaroc/shared/federation';

const { name, port } = REMOTES['mf-checkout'];

export default createFederatedConfig({
  appDir: import.meta.dirname,
  name,
  port,
  html: { title: 'ChargeMaroc — commande (autonome)' },
  exposes: {
    './CheckoutPage': './src/exposes/CheckoutPage.tsx',
    './PaymentPage': './src/exposes/PaymentPage.tsx',
  },
});
