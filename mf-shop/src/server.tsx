// The shop's server renderer: the pages whose first view the production origin renders to HTML.
// The cart lives in the browser: the server renders it only when it knows it is empty.
import { createPageRenderer } from '@chargemaroc/shared/ssr/render';
import CartPage from './exposes/CartPage';
import ProductPage from './exposes/ProductPage';
import ShopPage from './exposes/ShopPage';

export const renderPage = createPageRenderer({ ShopPage, ProductPage, CartPage });
