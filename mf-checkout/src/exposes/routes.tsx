// This section's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// a page downloads its own screens and not the others'.
import { defineRoute, lazyComponent, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { CheckoutPlaceholder } from '../features/checkout/components/CheckoutFrame';
import { checkoutLabels } from '../labels';

const checkoutPage = () =>
  import(/* webpackChunkName: "route-checkout" */ '../features/checkout/components/CheckoutPage');
const paymentPage = () =>
  import(/* webpackChunkName: "route-payment" */ '../features/checkout/components/PaymentPage');

const CheckoutPage = lazyComponent(checkoutPage, 'CheckoutPage');
const PaymentPage = lazyComponent(paymentPage, 'PaymentPage');

export const routes: SectionRoutes = {
  checkout: defineRoute({
    Component: () => <CheckoutPage />,
    Placeholder: CheckoutPlaceholder,
    head: () => ({ title: checkoutLabels.checkout.title }),
  }),
  payment: defineRoute({
    Component: () => <PaymentPage />,
    head: () => ({ title: checkoutLabels.payment.title }),
  }),
};
