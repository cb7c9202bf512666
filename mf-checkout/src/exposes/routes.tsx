// This section's pages as route objects for the shell's data router (browser and server containers).
import type { SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { PaymentPage } from '../features/checkout/components/PaymentPage';

export const routes: SectionRoutes = {
  'checkout': { Component: CheckoutPage },
  'payment': { Component: PaymentPage },
};
