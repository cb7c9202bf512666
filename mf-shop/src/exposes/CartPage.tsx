export { CartPage as default } from '../features/catalog/components/CartPage';
