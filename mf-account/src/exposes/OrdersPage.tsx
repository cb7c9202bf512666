export { OrdersPage as default } from '../features/account/components/OrdersPage';
