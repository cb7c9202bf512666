export { ProductPage as default } from '../features/catalog/components/ProductPage';
