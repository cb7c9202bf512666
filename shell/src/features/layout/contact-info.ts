/** The one place for the company's public contact details. */
export const contactInfo = {
  phoneDisplay: '+212 5 22 00 00 00',
  phoneHref: 'tel:+212522000000',
  email: 'contact@chargemaroc.ma',
  emailHref: 'mailto:contact@chargemaroc.ma',
  city: 'Casablanca, Maroc',
} as const;

export const socialProfiles = [
  { network: 'Facebook', href: 'https://www.facebook.com/chargemaroc' },
  { network: 'Instagram', href: 'https://www.instagram.com/chargemaroc' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/chargemaroc' },
  { network: 'YouTube', href: 'https://www.youtube.com/@chargemaroc' },
] as const;

export type SocialNetwork = (typeof socialProfiles)[number]['network'];
