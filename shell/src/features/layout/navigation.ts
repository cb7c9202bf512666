import { messages } from '@chargemaroc/shared/messages';
import type { RemoteName } from '../../remotes/remotes-context';

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

export interface NavMenu {
  label: string;
  remote: RemoteName;
  overview: NavLinkItem;
  groups: readonly NavGroup[];
}

const nav = messages.common.nav;
const productCategories = messages.products.categories;
const vehicleCategories = messages.vehicles.categories;
const energies = messages.vehicles.energies;

const shopLink = (label: string, query: string): NavLinkItem => ({
  label,
  to: `/boutique?${query}`,
  remote: 'mf_shop',
});

const vehicleLink = (label: string, query: string): NavLinkItem => ({
  label,
  to: `/vehicules-electriques?${query}`,
  remote: 'mf_vehicles',
});

const shopLinks = {
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
  home: { label: nav.home, to: '/', remote: 'mf_content' },
  shop: { label: nav.shop, to: '/boutique', remote: 'mf_shop' },
  vehicles: { label: nav.electricVehicles, to: '/vehicules-electriques', remote: 'mf_vehicles' },
  blog: { label: nav.blog, to: '/blog', remote: 'mf_content' },
  about: { label: nav.about, to: '/a-propos', remote: 'mf_content' },
  service: { label: nav.service, to: '/installation', remote: 'mf_content' },
  map: { label: nav.map, to: '/carte-bornes', remote: 'mf_stations' },
  faq: { label: nav.faq, to: '/faq', remote: 'mf_content' },
  contact: { label: nav.contact, to: '/contact', remote: 'mf_content' },
  installation: { label: "Service d'installation", to: '/installation', remote: 'mf_content' },
  stationsMap: { label: 'Carte des bornes', to: '/carte-bornes', remote: 'mf_stations' },
  legalNotice: { label: nav.legalNotice, to: '/mentions-legales', remote: 'mf_content' },
  privacy: { label: nav.privacy, to: '/politique-confidentialite', remote: 'mf_content' },
  terms: { label: nav.terms, to: '/cgv', remote: 'mf_content' },
} satisfies Record<string, NavLinkItem>;

export const shopMenu: NavMenu = {
  label: nav.shop,
  remote: 'mf_shop',
  overview: { ...pageLinks.shop, label: nav.allProducts },
  groups: [
    {
      title: 'Catégories',
      links: [
        shopLinks.chargers,
        shopLinks.stations,
        shopLinks.portable,
        shopLinks.wallbox,
        shopLinks.cables,
        shopLinks.accessories,
      ],
    },
    { title: 'Offres', links: [shopLinks.sale, shopLinks.featured] },
  ],
};

export const vehiclesMenu: NavMenu = {
  label: nav.vehicles,
  remote: 'mf_vehicles',
  overview: { ...pageLinks.vehicles, label: 'Tous les véhicules' },
  groups: [
    {
      title: 'Par catégorie',
      links: [
        vehicleLink(vehicleCategories.suv, 'categories=suv'),
        vehicleLink(vehicleCategories.sedan, 'categories=sedan'),
        vehicleLink(vehicleCategories.compact, 'categories=compact'),
        vehicleLink(vehicleCategories.luxury, 'categories=luxury'),
        vehicleLink(vehicleCategories.sports, 'categories=sports'),
      ],
    },
    {
      title: 'Par marque',
      links: [
        vehicleLink('Audi', 'brands=audi'),
        vehicleLink('BMW', 'brands=bmw'),
        vehicleLink('Mercedes', 'brands=mercedes'),
        vehicleLink('Tesla', 'brands=tesla'),
        vehicleLink('Volkswagen', 'brands=volkswagen'),
      ],
    },
    {
      title: 'Par énergie',
      links: [vehicleLink(energies.electric, 'specs=electric'), vehicleLink(energies.hybrid, 'specs=hybrid')],
    },
  ],
};

export const headerMenus: readonly NavMenu[] = [shopMenu, vehiclesMenu];

export const headerLinks: readonly NavLinkItem[] = [
  pageLinks.blog,
  pageLinks.about,
  pageLinks.service,
  pageLinks.map,
];

export const accountLinks: readonly NavLinkItem[] = [
  { label: nav.dashboard, to: '/tableau-de-bord', remote: 'mf_account' },
  { label: nav.profile, to: '/profil', remote: 'mf_account' },
  { label: nav.orders, to: '/commandes', remote: 'mf_account' },
  { label: nav.favorites, to: '/favoris', remote: 'mf_account' },
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
