import { paths } from '@chargemaroc/shared/routing/paths';
import { coreMessages as messages } from '@chargemaroc/shared/messages/core';

const nav = messages.common.nav;

/** Screen-only wording of the header and footer; the spec's own messages come from the catalogue. */
export const layoutLabels = {
  homeLink: 'ChargeMaroc, accueil',
  skipToContent: 'Aller au contenu',
  mainNavigation: 'Navigation principale',
  footerNavigation: 'Plan du site',
  openMenu: 'Ouvrir le menu',
  mobileMenuTitle: 'Menu',
  accountMenu: 'Mon compte',
  tagline: 'Bornes de recharge, véhicules électriques et installation partout au Maroc.',
  newsletterTitle: 'Newsletter',
  newsletterIntro: 'Conseils recharge et offres en avant-première, une fois par mois.',
  newsletterEmailLabel: 'Votre adresse e-mail',
  newsletterPlaceholder: 'vous@exemple.ma',
  newsletterSubmit: "S'inscrire",
  contactTitle: 'Nous contacter',
  phoneLabel: 'Téléphone',
  emailLabel: 'E-mail',
  socialTitle: 'Suivez-nous',
  stationsCredit: 'Données bornes © Open Charge Map contributeurs (CC BY 4.0)',
  vehiclesCredit: 'Données véhicules : Open EV Data (MIT)',
  creditsHref: `${paths.about.href()}#credits`,
  copyright: (year: number) => `© ${year} ${messages.common.brand}. Tous droits réservés.`,
  socialLink: (network: string) => `${messages.common.brand} sur ${network}`,
} as const;

/** French counts: 0 and 1 take the singular. */
function itemCount(count: number): string {
  return count > 1 ? `${count} articles` : `${count} article`;
}

export const cartLabel = (count: number) => `${nav.cart} (${itemCount(count)})`;

export const wishlistLabel = (count: number) =>
  count > 0 ? `${nav.wishlist} (${itemCount(count)})` : nav.wishlist;
