/**
 * The one French message catalogue of the product, in its usual shape. Every user-facing string that
 * more than one app may show is written once, in ./core.ts (what the shell and every first page show)
 * or ./sections.ts (what only the sections show); this joins them. Templates use `{name}`
 * placeholders filled by `formatMessage`.
 * Pure data: also compiled for Node (the CMS reuses the domain rules that read it).
 */
import { coreMessages } from './core.js';
import { sectionMessages } from './sections.js';

export { formatMessage } from './core.js';

export const messages = {
  common: coreMessages.common,
  api: coreMessages.api,
  auth: coreMessages.auth,
  cart: coreMessages.cart,
  promo: coreMessages.promo,
  shipping: coreMessages.shipping,
  wishlist: coreMessages.wishlist,
  comparison: sectionMessages.comparison,
  lists: sectionMessages.lists,
  pagination: sectionMessages.pagination,
  orderSummary: sectionMessages.orderSummary,
  emptyCart: sectionMessages.emptyCart,
  checkout: coreMessages.checkout,
  payment: sectionMessages.payment,
  orders: sectionMessages.orders,
  products: { ...coreMessages.products, ...sectionMessages.products },
  vehicles: { ...coreMessages.vehicles, ...sectionMessages.vehicles },
  search: coreMessages.search,
  stations: sectionMessages.stations,
  blog: sectionMessages.blog,
  comments: coreMessages.comments,
  forms: coreMessages.forms,
  offline: coreMessages.offline,
  estimate: sectionMessages.estimate,
} as const;

export type Messages = typeof messages;

/** Label of each order status, one wording on every screen. */
export const orderStatusLabels = messages.orders.statusLabels;
