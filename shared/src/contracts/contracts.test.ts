import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import poi from './fixtures/ocm-poi-314010.json';
import { parseArticle, similarPosts } from './blog';
import { parseComment, threadComments } from './comment';
import { parseOrder } from './order';
import { parseProduct, productSchema } from './product';
import { parseStation, parseStations } from './station';
import { strapiListSchema, toPage } from './strapi';
import { buildUsername, parseAuthResponse } from './user';
import { parseVehicle } from './vehicle';
import { toWishlistItem } from './wishlist';

const media = {
  id: 4,
  url: '/uploads/pulsar.webp',
  alternativeText: 'Borne Pulsar Plus',
  width: 1200,
  height: 900,
  formats: {
    small: { url: '/uploads/small_pulsar.webp', width: 500, height: 375 },
    thumbnail: { url: '/uploads/thumb_pulsar.webp', width: 156, height: 117 },
  },
};

const rawProduct = {
  id: 12,
  documentId: 'k3d9x0pulsar',
  Name: 'Pulsar Plus',
  Brand: 'Wallbox',
  Description: 'Borne murale compacte',
  Image: media,
  ImageFullSize: { url: '/uploads/pulsar-full.webp', width: 2400, height: 1800 },
  Puissancedecharge: '7,4 kW',
  Indicedeprotection: 'IP54',
  NFCReader: true,
  slug: 'wallbox-pulsar-plus',
  price: 9900,
  originalPrice: 11000,
  stock: 4,
  category: null,
  features: ['Wi-Fi', 'Bluetooth'],
  tags: 'maison, smart',
  isNew: true,
  rating: 4.6,
  reviewCount: 38,
};

describe('products', () => {
  it('normalises a backend product for screens', () => {
    const product = parseProduct(rawProduct);
    expect(product).toMatchObject({
      id: 'k3d9x0pulsar',
      documentId: 'k3d9x0pulsar',
      name: 'Wallbox Pulsar Plus',
      model: 'Pulsar Plus',
      brand: 'Wallbox',
      powerKw: 7.4,
      category: 'residential',
      price: 9900,
      originalPrice: 11000,
      discount: 10,
      stock: 4,
      inStock: true,
      rating: 4.6,
      reviews: 38,
      isNew: true,
      isFeatured: false,
      features: ['Wi-Fi', 'Bluetooth'],
      tags: ['maison', 'smart'],
    });
    expect(product.specifications).toMatchObject({
      power: '7,4 kW',
      protection: 'IP54',
      nfc: 'Oui',
      cable: null,
    });
    expect(product.image).toEqual({
      url: '/uploads/pulsar.webp',
      alt: 'Borne Pulsar Plus',
      width: 1200,
      height: 900,
      srcSet: '/uploads/thumb_pulsar.webp 156w, /uploads/small_pulsar.webp 500w, /uploads/pulsar.webp 1200w',
    });
    expect(product.fullSizeImage?.url).toBe('/uploads/pulsar-full.webp');
  });

  it('fills the defaults of an empty product', () => {
    const product = parseProduct({ id: 5 });
    expect(product).toMatchObject({
      id: '5',
      name: 'Produit sans nom',
      brand: 'Marque inconnue',
      price: null,
      discount: 0,
      category: 'wallbox',
      stock: null,
      inStock: true,
      features: [],
    });
    expect(product.image.url).toBe('/images/fallback/product-wallbox.svg');
  });

  it('keeps a category the backend gives and does not repeat the brand', () => {
    expect(
      parseProduct({ id: 1, Name: 'Wallbox Copper SB', Brand: 'Wallbox', category: 'commercial' }),
    ).toMatchObject({
      name: 'Wallbox Copper SB',
      category: 'commercial',
    });
  });

  it('reads a Strapi 5 list with its pagination', () => {
    const response = strapiListSchema(productSchema).parse({
      data: [rawProduct],
      meta: { pagination: { page: 1, pageSize: 20, pageCount: 1, total: 1 } },
    });
    const page = toPage(response, (raw) => parseProduct(raw));
    expect(page.pagination).toEqual({ page: 1, pageSize: 20, pageCount: 1, total: 1 });
    expect(page.items[0]?.name).toBe('Wallbox Pulsar Plus');
  });

  it('turns a product into a wishlist entry', () => {
    expect(toWishlistItem(parseProduct(rawProduct), new Date('2026-03-01T00:00:00Z'))).toEqual({
      id: 'k3d9x0pulsar',
      name: 'Wallbox Pulsar Plus',
      description: 'Borne murale compacte',
      price: 9900,
      oldPrice: 11000,
      image: '/uploads/pulsar-full.webp',
      category: 'residential',
      brand: 'Wallbox',
      addedAt: '2026-03-01T00:00:00.000Z',
      inStock: true,
    });
  });
});

describe('vehicles', () => {
  it('normalises identity, prices, units, defaults and simulator figures', () => {
    const vehicle = parseVehicle({
      id: 3,
      documentId: 'byd-atto3',
      Marque: 'BYD',
      Modele: 'Atto 3',
      Version: 'Comfort',
      etat: 'Nouveau',
      Prixpublic: '389 900',
      PrixOriginal: 419900,
      Autonomieofficielle: 420,
      Capacitebatterie: '60,5 kWh',
      Places: null,
      Images: [media],
      usableBatteryKwh: 60.5,
      dcChargingCurve: [
        { soc: 0, kw: 88 },
        { soc: 80, kw: 40 },
      ],
    });
    expect(vehicle).toMatchObject({
      id: 'byd-atto3',
      name: 'BYD Atto 3 Comfort',
      brand: 'BYD',
      price: 389900,
      discount: 7,
      range: '420 km',
      seats: 5,
      isNew: true,
      status: 'Nouveau',
      energy: 'Électrique',
      rating: 4.5,
      usableBatteryKwh: 60.5,
    });
    expect(vehicle.specifications.batteryCapacity).toBe('60,5 kWh');
    expect(vehicle.images).toHaveLength(1);
  });
});

describe('stations', () => {
  it('normalises a directory POI', () => {
    const station = parseStation(poi);
    expect(station).toMatchObject({
      id: '314010',
      name: 'FastVolt Afriquia Mnasra 2 vers Sud 100 kW',
      city: 'Bahhara Oulad Ayad بحارة أولاد عياد',
      latitude: 34.64487436444523,
      longitude: -6.407604749167604,
      type: 'fast',
      typeLabel: 'Rapide',
      power: 100,
      status: 'available',
      statusLabel: 'Disponible',
      connectors: ['CCS (Type 2)', 'Type 2 (câble attaché)'],
      numberOfPoints: 1,
      operator: 'Fastvolt',
      operatorWebsite: 'https://fastvolt.net/',
      verified: true,
      averageRating: 4,
      totalComments: 1,
    });
    expect(station.recentComments).toEqual([
      { user: 'Adil N', date: '2025-06-19T09:30:34.987Z', rating: 4, comment: '' },
    ]);
    expect(station.photos).toHaveLength(1);
  });

  const bundled = new URL('../../../cms/data/ocm/morocco-poi.json', import.meta.url);
  it.skipIf(!existsSync(bundled))('reads every POI of the bundled Moroccan snapshot', () => {
    const raw = JSON.parse(readFileSync(bundled, 'utf8')) as unknown[];
    const stations = parseStations(raw);
    expect(stations).toHaveLength(raw.length);
    expect(stations.every((station) => station.latitude > 27 && station.latitude < 36)).toBe(true);
    expect(stations.some((station) => station.city === 'Fnideq')).toBe(true);
  });

  it("gives the directory's reference values in French ('Free', connectors, access, operator)", () => {
    const station = parseStation({
      ...(poi as Record<string, unknown>),
      UsageCost: 'free',
      OperatorInfo: { ID: 1, Title: '(Unknown Operator)' },
      UsageType: { ID: 4, Title: 'Public - Membership Required' },
      Connections: [
        {
          ConnectionType: { Title: 'Type 2 (Tethered Connector) ' },
          CurrentType: { Title: 'AC (Three-Phase)' },
          Level: { Title: 'Level 3:  High (Over 40kW)' },
          PowerKW: 22,
          Quantity: 1,
        },
      ],
    });
    expect(station).toMatchObject({
      price: 'Gratuit',
      operator: 'Opérateur inconnu',
      usageType: 'Public - abonnement requis',
      connectors: ['Type 2 (câble attaché)'],
      country: 'Maroc',
    });
    expect(station.detailedConnections[0]).toMatchObject({
      currentType: 'AC (triphasé)',
      level: 'Niveau 3 : élevé (plus de 40 kW)',
    });
    // a tariff the operator wrote out is kept as written
    expect(parseStation({ ...(poi as Record<string, unknown>), UsageCost: '3,5 MAD/kWh' }).price).toBe(
      '3,5 MAD/kWh',
    );
  });
});

describe('users', () => {
  it('reads an auth response into a session with name aliases', () => {
    const session = parseAuthResponse({
      jwt: 't',
      user: { id: 9, email: 'a@b.ma', username: 'a', prenom: 'Amina', nom: 'Idrissi' },
    });
    expect(session.user).toMatchObject({
      id: '9',
      prenom: 'Amina',
      firstName: 'Amina',
      lastName: 'Idrissi',
      accountType: 'Membre',
    });
  });

  it('builds a username from the names and five digits', () => {
    expect(buildUsername('Sélim', 'El Ouazzani', () => 0.5)).toBe('selim.elouazzani55000');
  });
});

describe('orders, articles and comments', () => {
  it('normalises an order with the spec aliases', () => {
    const order = parseOrder({
      id: 1,
      documentId: 'o1',
      orderId: 'CM-1',
      status: 'shipped',
      taxes: 40,
      shippingCost: 50,
      total: 290,
      paymentMethod: 'cmi',
      items: [{ productId: 12, name: 'Câble', price: 200, quantity: 1 }],
    });
    expect(order).toMatchObject({
      id: 'o1',
      orderId: 'CM-1',
      status: 'shipped',
      tax: 40,
      shipping: 50,
      paymentMethod: 'cmi',
    });
    expect(order.items[0]?.productId).toBe('12');
    expect(parseOrder({ id: 2, status: 'weird' }).status).toBe('pending');
  });

  it('normalises an article, estimating the read time when missing', () => {
    const post = parseArticle({
      id: 1,
      documentId: 'a1',
      title: 'Recharger à la maison',
      content: `<p>${'mot '.repeat(400)}</p>`,
      author: { name: 'Nadia' },
      category: { name: 'Conseils', slug: 'conseils' },
      publishedAt: '2026-03-12T10:00:00Z',
    });
    expect(post).toMatchObject({
      slug: 'recharger-a-la-maison',
      readTime: 2,
      category: 'Conseils',
      author: { name: 'Nadia', avatar: null },
    });
    const sibling = { ...post, id: 'a2' };
    expect(similarPosts(post, [post, sibling, { ...post, id: 'a3', category: 'Autre', tags: [] }])).toEqual([
      sibling,
    ]);
  });

  it('threads replies under their comment and drops ratings on replies', () => {
    const top = parseComment({
      id: 1,
      documentId: 'c1',
      comment: 'Excellent produit',
      rating: 5,
      createdAt: '2026-01-01',
      user: { id: 4, prenom: 'Omar', nom: 'Alaoui' },
    });
    const reply = parseComment({
      id: 2,
      documentId: 'c2',
      comment: 'Merci pour votre avis',
      rating: 3,
      parent: { id: 1, documentId: 'c1' },
      createdAt: '2026-01-02',
    });
    expect(top).toMatchObject({ userName: 'Omar Alaoui', userId: '4', rating: 5, parentId: null });
    expect(reply).toMatchObject({ parentId: 'c1', rating: null, userName: 'Anonyme' });
    expect(threadComments([reply, top])).toEqual([{ ...top, replies: [reply] }]);
  });
});
