export { ProductPage as default } from '../features/product/components/ProductPage';
