export { ShopPage as default } from '../features/catalog/components/ShopPage';
