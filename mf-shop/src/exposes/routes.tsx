// The shop's pages as route objects for the shell's data router (browser and server containers).
// Each page's code is its own chunk (`route-<id>`, which the origin preloads for that page only), so
// a page downloads its own screens and not the others'.
import { messages } from '@chargemaroc/shared/messages';
import { defineRoute, lazyComponent, type SectionRoutes } from '@chargemaroc/shared/routing/section-route';
import { cartLoader } from '../features/cart/api/cart-loader';
import { shopLoader } from '../features/catalog/api/shop-loader';
import { productHead, productLoader } from '../features/product/api/product-loader';
import { CART_RECOMMENDATIONS } from '../features/cart/components/RecommendationsRoom';

const shopPage = () => import(/* webpackChunkName: "route-shop" */ '../features/catalog/components/ShopPage');
const productPage = () =>
  import(/* webpackChunkName: "route-product" */ '../features/product/components/ProductPage');
const cartPage = () => import(/* webpackChunkName: "route-cart" */ '../features/cart/components/CartPage');

const ShopPage = lazyComponent(shopPage, 'ShopPage');
const ShopLoadError = lazyComponent(shopPage, 'ShopLoadError');
const ProductPage = lazyComponent(productPage, 'ProductPage');
const ProductLoadError = lazyComponent(productPage, 'ProductLoadError');
const CartPage = lazyComponent(cartPage, 'CartPage');
const RecommendationsBlock = lazyComponent(
  () =>
    import(
      /* webpackChunkName: "cart-recommendations" */ '../features/recommendations/components/RecommendationsBlock'
    ),
  'RecommendationsBlock',
);

export const routes: SectionRoutes = {
  shop: defineRoute({
    loader: shopLoader,
    Component: () => <ShopPage />,
    ErrorBoundary: () => <ShopLoadError />,
    head: () => ({ title: messages.common.nav.shop }),
  }),
  product: defineRoute({
    loader: productLoader,
    Component: () => <ProductPage />,
    ErrorBoundary: () => <ProductLoadError />,
    head: productHead,
  }),
  cart: defineRoute({
    loader: cartLoader,
    // 'Recommandé pour vous' from the cart's lines and the wishlist, under a filled cart
    Component: () => (
      <CartPage
        recommendations={<RecommendationsBlock variant="personalized" limit={CART_RECOMMENDATIONS} />}
      />
    ),
    head: () => ({ title: messages.common.nav.cart }),
  }),
};
