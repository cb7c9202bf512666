import { coreMessages as messages } from '@chargemaroc/shared/messages/core';
import { paths } from '@chargemaroc/shared/routing/paths';
import { shopLinks, type NavGroup, type NavLinkItem, type NavMenu } from './navigation';

const vehicleCategories = messages.vehicles.categories;
const energies = messages.vehicles.energies;

const vehicleLink = (label: string, query: string): NavLinkItem => ({
  label,
  to: paths.vehicles.href(query),
  remote: 'mf_vehicles',
});

/** The header dropdowns' groups of links: they load with the opened menu, not with every page. */
export const menuGroups: Record<NavMenu['id'], readonly NavGroup[]> = {
  shop: [
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
  vehicles: [
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
