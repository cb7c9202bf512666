// Validates the seed folder: JSON shapes, cross-references and every referenced image.
// Usage: node cms/data/seed/tools/check.mjs   (exit code 1 when a problem is found)
// The same checks are exported as findSeedProblems(seedDirectory) for use in a test.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PRODUCT_CATEGORIES } from '@chargemaroc/shared/node/domain/catalog';
import { countWords } from './lib/format.mjs';

const MAX_SVG_BYTES = 8 * 1024;
// the storefront's own list (compiled by `pnpm --filter @chargemaroc/shared build`, as the CMS needs)
const productCategories = PRODUCT_CATEGORIES;
const vehicleCategories = ['SUV', 'Berlines', 'Compacte', 'Luxe', 'Sport', 'Commercial', 'Breaks'];
const articleCategories = ['Actualités', 'Technologies', 'Écologie', 'Conseils', 'Évènements'];
const faqCategories = ['general', 'installation', 'products', 'maintenance', 'billing', 'warranty'];
const orderStatuses = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'];
const allowedArticleTags = new Set(['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']);

const productKeys = [
  'slug',
  'Name',
  'Brand',
  'Description',
  'longDescription',
  'category',
  'powerKw',
  'Puissancedecharge',
  'Indicedeprotection',
  'Connectivite',
  'Cable',
  'Dimensionsduboitier',
  'TemperatureSupportee',
  'Poids',
  'EcranDisplayTactile',
  'NFCReader',
  'Smartchargingandloadbalancing',
  'Garantiefournisseur',
  'GestionavecApplicationdemanagement',
  'OrigineFournisseur',
  'EligibiliteLEEDHQE',
  'NormesetProtectionssecuritaires',
  'Indicedinflammabilite',
  'price',
  'originalPrice',
  'stock',
  'features',
  'tags',
  'isNew',
  'isFeatured',
  'image',
];
const vehicleKeys = [
  'slug',
  'Brand',
  'Marque',
  'FullName',
  'Modele',
  'Version',
  'Categorie',
  'Segment',
  'etat',
  'Type',
  'Prix',
  'Prixpublic',
  'PrixOriginal',
  'Remise',
  'Autonomieofficielle',
  'Accelerationde0a100kmh',
  'Vitessemax',
  'Puissance',
  'Motorisation',
  'Energie',
  'Couple',
  'Transmission',
  'Capacitebatterie',
  'descriptionbatterie',
  'RechargeDCmax',
  'ConnecteurAC',
  'ConnecteurDC',
  'PuissancemaxAC',
  'PuissancemaxDC',
  'ConsommationmixteWLTP',
  'Longueur',
  'Largeur',
  'Hauteur',
  'Empattement',
  'Volumeducoffre',
  'Gardeausol',
  'Rayondebraquage',
  'Poids',
  'Poidsavide',
  'Poidstotalautoriseencharge',
  'Places',
  'Equipements',
  'Note',
  'NombreAvis',
  'EstNouveau',
  'EstEnVedette',
  'Tags',
  'Descriptionperformance',
  'Description',
  'usableBatteryKwh',
  'consumptionKwhPer100km',
  'acChargerKw',
  'dcMaxKw',
  'rangeKm',
  'dcChargingCurve',
  'openEvDataId',
  'images',
];
const articleKeys = [
  'title',
  'slug',
  'excerpt',
  'content',
  'category',
  'tags',
  'readTime',
  'views',
  'featured',
  'publishedAt',
  'author',
  'featuredImage',
];

export function findSeedProblems(seedDirectory) {
  const problems = [];
  const fail = (message) => problems.push(message);
  const expect = (condition, message) => condition || fail(message);
  const load = (name) => {
    try {
      return JSON.parse(readFileSync(`${seedDirectory}${name}`, 'utf8'));
    } catch (error) {
      fail(`${name}: ${error.message}`);
      return [];
    }
  };
  const checkedImages = new Set();
  const expectImage = (folder, name, owner) => {
    const path = `${seedDirectory}images/${folder}/${name}`;
    if (!existsSync(path)) return fail(`${owner}: missing image images/${folder}/${name}`);
    checkedImages.add(path);
  };
  const hasKeys = (record, keys, owner) =>
    keys.forEach((key) => expect(key in record, `${owner}: missing key ${key}`));
  const distinct = (values, owner) =>
    expect(new Set(values).size === values.length, `${owner}: duplicate values`);

  const products = load('products.json');
  const vehicles = load('vehicles.json');
  const articles = load('articles.json');
  const faq = load('faq.json');
  const users = load('users.json');
  const orders = load('orders.json');
  const reviews = load('reviews.json');

  // Products
  expect(products.length >= 40, `products: ${products.length} < 40`);
  distinct(
    products.map((p) => p.slug),
    'products.slug',
  );
  productCategories.forEach((category) =>
    expect(
      products.some((p) => p.category === category),
      `products: no ${category}`,
    ),
  );
  for (const product of products) {
    const owner = `product ${product.slug}`;
    hasKeys(product, productKeys, owner);
    expect(/^[a-z0-9]+(-[a-z0-9]+)*$/.test(product.slug), `${owner}: slug is not kebab-case`);
    expect(productCategories.includes(product.category), `${owner}: unknown category`);
    expect(typeof product.powerKw === 'number', `${owner}: powerKw is not a number`);
    expect(
      product.price === null || (Number.isInteger(product.price) && product.price > 0),
      `${owner}: bad price`,
    );
    expect(
      product.originalPrice === null || (product.price !== null && product.originalPrice > product.price),
      `${owner}: originalPrice not above price`,
    );
    expect(Number.isInteger(product.stock) && product.stock >= 0, `${owner}: bad stock`);
    expect(
      product.features.length >= 4 && product.features.length <= 8,
      `${owner}: ${product.features.length} features`,
    );
    expect(product.tags.length >= 2 && product.tags.length <= 5, `${owner}: ${product.tags.length} tags`);
    expect(
      product.tags.every((tag) => tag === tag.toLowerCase()),
      `${owner}: tags must be lowercase`,
    );
    expectImage('products', product.image, owner);
  }
  const withoutPrice = products.filter((p) => p.price === null).length;
  expect(withoutPrice >= 3 && withoutPrice <= 4, `products: ${withoutPrice} without price (want 3-4)`);
  expect(products.filter((p) => p.originalPrice !== null).length >= 6, 'products: fewer than 6 on sale');
  expect(
    products.some((p) => p.stock === 0),
    'products: none out of stock',
  );
  expect(
    products.some((p) => p.stock >= 1 && p.stock <= 4),
    'products: none with low stock',
  );
  const featuredProducts = products.filter((p) => p.isFeatured).length;
  expect(featuredProducts >= 6 && featuredProducts <= 10, `products: ${featuredProducts} featured`);
  const pricedSlugs = new Set(products.filter((p) => p.price !== null).map((p) => p.slug));
  const productSlugs = new Set(products.map((p) => p.slug));

  // Vehicles
  expect(vehicles.length >= 30, `vehicles: ${vehicles.length} < 30`);
  distinct(
    vehicles.map((v) => v.slug),
    'vehicles.slug',
  );
  ['audi', 'bmw', 'mercedes', 'tesla', 'volkswagen'].forEach((brand) =>
    expect(
      vehicles.some((v) => v.Brand.toLowerCase().includes(brand)),
      `vehicles: no ${brand}`,
    ),
  );
  ['SUV', 'Berlines', 'Compacte', 'Luxe', 'Sport'].forEach((category) =>
    expect(
      vehicles.some((v) => v.Categorie === category),
      `vehicles: no ${category}`,
    ),
  );
  for (const vehicle of vehicles) {
    const owner = `vehicle ${vehicle.slug}`;
    hasKeys(vehicle, vehicleKeys, owner);
    expect(vehicleCategories.includes(vehicle.Categorie), `${owner}: unknown Categorie`);
    expect(['Nouveau', 'Disponible', 'Sur commande'].includes(vehicle.etat), `${owner}: bad etat`);
    expect(['Électrique', 'Hybride rechargeable'].includes(vehicle.Type), `${owner}: bad Type`);
    expect(vehicle.Marque === vehicle.Brand, `${owner}: Marque differs from Brand`);
    expect(
      Number.isInteger(vehicle.Prixpublic) && vehicle.Prix === vehicle.Prixpublic,
      `${owner}: bad price`,
    );
    expect(
      vehicle.PrixOriginal === null || vehicle.PrixOriginal > vehicle.Prixpublic,
      `${owner}: PrixOriginal not above price`,
    );
    expect(Number.isInteger(vehicle.Remise) && vehicle.Remise >= 0, `${owner}: bad Remise`);
    expect(Number.isInteger(vehicle.Places), `${owner}: Places is not an integer`);
    ['usableBatteryKwh', 'consumptionKwhPer100km', 'acChargerKw', 'dcMaxKw', 'rangeKm'].forEach((key) =>
      expect(
        typeof vehicle[key] === 'number' && vehicle[key] > 0,
        `${owner}: ${key} is not a positive number`,
      ),
    );
    expect(
      vehicle.dcChargingCurve.every((point) => typeof point.soc === 'number' && typeof point.kw === 'number'),
      `${owner}: bad curve`,
    );
    expect(vehicle.openEvDataId === null || vehicle.dcChargingCurve.length >= 2, `${owner}: curve missing`);
    expect(vehicle.images.length >= 1 && vehicle.images.length <= 3, `${owner}: 1 to 3 images`);
    vehicle.images.forEach((image) => expectImage('vehicles', image, owner));
  }

  // Articles
  expect(articles.length >= 12, `articles: ${articles.length} < 12`);
  distinct(
    articles.map((a) => a.slug),
    'articles.slug',
  );
  articleCategories.forEach((category) =>
    expect(
      articles.some((a) => a.category === category),
      `articles: no ${category}`,
    ),
  );
  const articleSlugs = new Set(articles.map((a) => a.slug));
  for (const article of articles) {
    const owner = `article ${article.slug}`;
    hasKeys(article, articleKeys, owner);
    expect(articleCategories.includes(article.category), `${owner}: unknown category`);
    const words = countWords(article.content);
    expect(words >= 400 && words <= 800, `${owner}: ${words} words`);
    expect(
      Math.abs(article.readTime - words / 200) <= 1,
      `${owner}: readTime ${article.readTime} for ${words} words`,
    );
    const tags = [...article.content.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)];
    tags.forEach(([, tag, attributes]) => {
      expect(allowedArticleTags.has(tag), `${owner}: tag <${tag}> not allowed`);
      expect(
        tag === 'a' ? /^( href="[^"]+")?$/.test(attributes) : attributes === '',
        `${owner}: attributes on <${tag}>`,
      );
    });
    [...article.content.matchAll(/href="\/blog\/([^"]+)"/g)].forEach(([, slug]) =>
      expect(articleSlugs.has(slug), `${owner}: link to unknown article ${slug}`),
    );
    const published = new Date(article.publishedAt);
    expect(
      published >= new Date('2025-01-01') && published < new Date('2026-11-20'),
      `${owner}: publishedAt out of range`,
    );
    expect(
      article.author.avatar === null || existsSync(`${seedDirectory}images/authors/${article.author.avatar}`),
      `${owner}: missing avatar`,
    );
    if (article.author.avatar) expectImage('authors', article.author.avatar, owner);
    expectImage('articles', article.featuredImage, owner);
  }
  const featuredArticles = articles.filter((a) => a.featured).length;
  expect(featuredArticles >= 4 && featuredArticles <= 5, `articles: ${featuredArticles} featured`);

  // FAQ
  // the spec's eight questions and the delivery entry the site search answers 'livraison' with (decision 022)
  expect(faq.length === 9, `faq: ${faq.length} entries instead of 9`);
  faq.forEach((entry, index) =>
    expect(faqCategories.includes(entry.category), `faq ${index}: unknown category`),
  );
  faqCategories.forEach((category) =>
    expect(
      faq.some((entry) => entry.category === category),
      `faq: no ${category}`,
    ),
  );

  // Users, orders, reviews
  const emails = new Set(users.map((user) => user.email));
  distinct(
    users.map((user) => user.email),
    'users.email',
  );
  ['demo@chargemaroc.ma', 'client@chargemaroc.ma'].forEach((email) =>
    expect(emails.has(email), `users: missing ${email}`),
  );
  users.forEach((user) =>
    expect(/^\+212 [67]( \d{2}){4}$/.test(user.phone), `user ${user.email}: bad phone`),
  );
  orderStatuses.forEach((status) =>
    expect(
      orders.some((order) => order.status === status),
      `orders: no ${status}`,
    ),
  );
  orders.forEach((order, index) => {
    const owner = `order ${index}`;
    expect(emails.has(order.userEmail), `${owner}: unknown user`);
    expect(['cash', 'cmi'].includes(order.paymentMethod), `${owner}: bad paymentMethod`);
    expect(['standard', 'express', 'pickup'].includes(order.shippingMethod), `${owner}: bad shippingMethod`);
    expect(order.shippingAddress.country === 'Maroc', `${owner}: country`);
    order.items.forEach((item) =>
      expect(pricedSlugs.has(item.productSlug), `${owner}: ${item.productSlug} unknown or without price`),
    );
  });
  reviews.forEach((review, index) => {
    const owner = `review ${index}`;
    expect(productSlugs.has(review.productSlug), `${owner}: unknown product`);
    expect(emails.has(review.userEmail), `${owner}: unknown user`);
    expect(
      Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5,
      `${owner}: bad rating`,
    );
    expect(review.comment.trim().length >= 10, `${owner}: comment too short`);
    (review.replies ?? []).forEach((reply) => {
      expect(emails.has(reply.userEmail), `${owner}: reply from unknown user`);
      expect(reply.comment.trim().length >= 10, `${owner}: reply too short`);
    });
  });

  // Fallbacks and every SVG on disk
  productCategories.forEach((category) => expectImage('fallback', `product-${category}.svg`, 'fallback'));
  expectImage('fallback', 'vehicle.svg', 'fallback');
  expectImage('fallback', 'article.svg', 'fallback');
  for (const folder of readdirSync(`${seedDirectory}images`)) {
    for (const name of readdirSync(`${seedDirectory}images/${folder}`)) {
      const path = `${seedDirectory}images/${folder}/${name}`;
      const svg = readFileSync(path, 'utf8');
      const owner = `images/${folder}/${name}`;
      expect(statSync(path).size < MAX_SVG_BYTES, `${owner}: larger than 8 KB`);
      expect(/^<svg [^>]*viewBox="0 0 \d+ \d+"/.test(svg), `${owner}: no viewBox`);
      expect(/^<svg [^>]*width="\d+" height="\d+"/.test(svg), `${owner}: no width/height`);
      expect(/<title>[^<]+<\/title>/.test(svg), `${owner}: no title`);
      expect(!/(href|src)="https?:/.test(svg), `${owner}: external reference`);
    }
  }

  return {
    problems,
    counts: {
      products: products.length,
      vehicles: vehicles.length,
      articles: articles.length,
      faq: faq.length,
      users: users.length,
      orders: orders.length,
      reviews: reviews.length,
      images: readdirSync(`${seedDirectory}images`).reduce(
        (sum, folder) => sum + readdirSync(`${seedDirectory}images/${folder}`).length,
        0,
      ),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, counts } = findSeedProblems(fileURLToPath(new URL('../', import.meta.url)));
  console.log(
    Object.entries(counts)
      .map(([name, count]) => `${name}: ${count}`)
      .join(', '),
  );
  problems.forEach((problem) => console.error(`✗ ${problem}`));
  console.log(problems.length === 0 ? 'Seed data is valid.' : `${problems.length} problem(s) found.`);
  process.exitCode = problems.length === 0 ? 0 : 1;
}
