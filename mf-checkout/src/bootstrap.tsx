// Standalone development mount: the remote runs alone on its own port.
import { mountStandalone } from '@chargemaroc/shared/dev/standalone';

mountStandalone([
  { path: '/checkout', load: () => import('./exposes/CheckoutPage') },
  { path: '/payment', load: () => import('./exposes/PaymentPage') },
]);
