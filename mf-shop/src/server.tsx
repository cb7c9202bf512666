// The shop's server renderer: the pages whose first view the production origin renders to HTML.
// The cart lives in the browser, so its page is rendered there.
import { createPageRenderer } from '@chargemaroc/shared/ssr/render';
import ProductPage from './exposes/ProductPage';
import ShopPage from './exposes/ShopPage';

export const renderPage = createPageRenderer({ ShopPage, ProductPage });
