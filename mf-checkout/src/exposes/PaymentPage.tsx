export { PaymentPage as default } from '../features/checkout/components/PaymentPage';
