export { OrderDetailPage as default } from '../features/account/components/OrderDetailPage';
