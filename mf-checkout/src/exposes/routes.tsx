// This section's pages as route objects for the shell's data router (browser and server containers).
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { checkoutLabels } from '../labels';
import { CheckoutPage } from '../features/checkout/components/CheckoutPage';
import { PaymentPage } from '../features/checkout/components/PaymentPage';

export const routes: SectionRoutes = {
  checkout: defineRoute({ Component: CheckoutPage, head: () => ({ title: checkoutLabels.checkout.title }) }),
  payment: defineRoute({ Component: PaymentPage, head: () => ({ title: checkoutLabels.payment.title }) }),
};
