// The shop's pages as route objects for the shell's data router (browser and server containers).
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { cartLoader } from '../features/cart/api/cart-loader';
import { CartPage } from '../features/cart/components/CartPage';
import { shopLoader } from '../features/catalog/api/shop-loader';
import { ShopLoadError, ShopPage } from '../features/catalog/components/ShopPage';
import { productHead, productLoader } from '../features/product/api/product-loader';
import { ProductLoadError, ProductPage } from '../features/product/components/ProductPage';

export const routes: SectionRoutes = {
  shop: defineRoute({
    loader: shopLoader,
    Component: ShopPage,
    ErrorBoundary: ShopLoadError,
    head: () => ({ title: messages.common.nav.shop }),
  }),
  product: defineRoute({
    loader: productLoader,
    Component: ProductPage,
    ErrorBoundary: ProductLoadError,
    head: productHead,
  }),
  cart: defineRoute({
    loader: cartLoader,
    Component: CartPage,
    head: () => ({ title: messages.common.nav.cart }),
  }),
};
