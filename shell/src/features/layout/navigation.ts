import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import type { RemoteName } from '../../remotes/remotes-context';
import { paths } from '@chargemaroc/shared/routing/paths';

/** One navigation entry; it is hidden when its remote is switched off. */
export interface NavLinkItem {
  label: string;
  to: string;
  remote: RemoteName;
}

export interface NavGroup {
  title: string;
  links: readonly NavLinkItem[];
}

/** A header dropdown; its groups of links load with the opened menu (menu-groups.ts). */
export interface NavMenu {
  id: 'shop' | 'vehicles';
  label: string;
  remote: RemoteName;
  overview: NavLinkItem;
}

const nav = messages.common.nav;
const productCategories = messages.products.categories;

const shopLink = (label: string, query: string): NavLinkItem => ({
  label,
  to: paths.shop.href(query),
  remote: 'mf_shop',
});

export const shopLinks = {
  chargers: shopLink(productCategories.chargers, 'category=chargers'),
  stations: shopLink(productCategories.stations, 'category=stations'),
  portable: shopLink(productCategories.portable, 'category=portable'),
  wallbox: shopLink(productCategories.wallbox, 'category=wallbox'),
  cables: shopLink(productCategories.cables, 'category=cables'),
  accessories: shopLink(productCategories.accessories, 'category=accessories'),
  sale: shopLink(nav.sale, 'sale=true'),
  featured: shopLink('Produits vedettes', 'featured=true'),
};

const pageLinks = {
  home: { label: nav.home, to: paths.home.href(), remote: 'mf_content' },
  shop: { label: nav.shop, to: paths.shop.href(), remote: 'mf_shop' },
  vehicles: { label: nav.electricVehicles, to: paths.vehicles.href(), remote: 'mf_vehicles' },
  blog: { label: nav.blog, to: paths.blog.href(), remote: 'mf_content' },
  about: { label: nav.about, to: paths.about.href(), remote: 'mf_content' },
  service: { label: nav.service, to: paths.installation.href(), remote: 'mf_content' },
  map: { label: nav.map, to: paths.stations.href(), remote: 'mf_stations' },
  faq: { label: nav.faq, to: paths.faq.href(), remote: 'mf_content' },
  contact: { label: nav.contact, to: paths.contact.href(), remote: 'mf_content' },
  installation: { label: "Service d'installation", to: paths.installation.href(), remote: 'mf_content' },
  stationsMap: { label: 'Carte des bornes', to: paths.stations.href(), remote: 'mf_stations' },
  legalNotice: { label: nav.legalNotice, to: paths.legalNotice.href(), remote: 'mf_content' },
  privacy: { label: nav.privacy, to: paths.privacy.href(), remote: 'mf_content' },
  terms: { label: nav.terms, to: paths.terms.href(), remote: 'mf_content' },
} satisfies Record<string, NavLinkItem>;

export const headerMenus: readonly NavMenu[] = [
  { id: 'shop', label: nav.shop, remote: 'mf_shop', overview: { ...pageLinks.shop, label: nav.allProducts } },
  {
    id: 'vehicles',
    label: nav.vehicles,
    remote: 'mf_vehicles',
    overview: { ...pageLinks.vehicles, label: 'Tous les véhicules' },
  },
];

export const headerLinks: readonly NavLinkItem[] = [
  pageLinks.blog,
  pageLinks.about,
  pageLinks.service,
  pageLinks.map,
];

export const accountLinks: readonly NavLinkItem[] = [
  { label: nav.dashboard, to: paths.dashboard.href(), remote: 'mf_account' },
  { label: nav.profile, to: paths.profile.href(), remote: 'mf_account' },
  { label: nav.orders, to: paths.orders.href(), remote: 'mf_account' },
  { label: nav.favorites, to: paths.wishlist.href(), remote: 'mf_account' },
];

export const footerSections: readonly NavGroup[] = [
  {
    title: 'Liens rapides',
    links: [pageLinks.home, pageLinks.shop, pageLinks.vehicles, pageLinks.blog, pageLinks.about],
  },
  {
    title: 'Nos produits',
    links: [shopLinks.chargers, shopLinks.wallbox, shopLinks.portable, shopLinks.cables, shopLinks.sale],
  },
  {
    title: 'Assistance',
    links: [pageLinks.faq, pageLinks.contact, pageLinks.installation, pageLinks.stationsMap],
  },
  {
    title: 'Informations légales',
    links: [pageLinks.legalNotice, pageLinks.privacy, pageLinks.terms],
  },
];
