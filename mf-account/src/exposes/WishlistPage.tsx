export { WishlistPage as default } from '../features/account/components/WishlistPage';
