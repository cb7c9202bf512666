/**
 * The company's public identity, for every app that shows or describes it (contact page, legal
 * pages, schema.org Organization). The shell's footer keeps its own copy in
 * shell/src/features/layout/contact-info.ts; the two must say the same.
 */
export const company = {
  name: 'ChargeMaroc',
  legalName: 'ChargeMaroc SARL',
  phoneDisplay: '+212 5 22 00 00 00',
  phone: '+212522000000',
  email: 'contact@chargemaroc.ma',
  street: '120 boulevard d’Anfa',
  postalCode: '20050',
  city: 'Casablanca',
  country: 'Maroc',
  countryCode: 'MA',
  /** The company's registrations, as its legal notice must state them (law 53-05, law 31-08). */
  registry: {
    tradeRegister: 'RC Casablanca n° 512 347',
    ice: '003215478000062',
    taxId: '52147896',
    patente: '35741258',
    shareCapital: '100 000 MAD',
  },
  hours: { weekdays: 'Lundi - vendredi : 09:00 - 18:00', weekend: 'Samedi - dimanche : 09:00 - 14:00' },
  languages: ['Français', 'Arabe', 'Anglais'],
  averageResponse: '2 heures',
  socialProfiles: [
    'https://www.facebook.com/chargemaroc',
    'https://www.instagram.com/chargemaroc',
    'https://www.linkedin.com/company/chargemaroc',
    'https://www.youtube.com/@chargemaroc',
  ],
} as const;
