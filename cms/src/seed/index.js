'use strict';

const path = require('node:path');
const { seedArticles, seedFaq, seedLegalPages, ensureBlogCategories } = require('./content');
const { seedProducts, seedVehicles } = require('./catalogue');
const { seedOrders, seedReviews, seedUsers } = require('./accounts');
const { seedStations } = require('./stations');
const { createImageUploader, readSeedJson } = require('./seed-files');

const CMS_DIR = path.resolve(__dirname, '..', '..');

/**
 * @param {Strapi} strapi
 * @param {import('@strapi/strapi').UID.Schema} uid
 */
const isEmpty = async (strapi, uid) => (await strapi.db.query(uid).count()) === 0;

/**
 * Fills each empty collection from cms/data/seed (SEED_DIR) and the Open Charge Map snapshot
 * (OCM_SNAPSHOT). A collection that already holds anything is left alone, so running it again
 * changes nothing and an editor's deletions stay deleted.
 *
 * @param {Strapi} strapi
 */
const runSeed = async (strapi) => {
  const seedDir = path.resolve(CMS_DIR, process.env.SEED_DIR || 'data/seed');
  const ocmFile = path.resolve(CMS_DIR, process.env.OCM_SNAPSHOT || 'data/ocm/morocco-poi.json');
  const uploadImage = createImageUploader(strapi, path.join(seedDir, 'images'));
  const read = (/** @type {string} */ fileName) => readSeedJson(strapi, seedDir, fileName);
  /** @type {Record<string, number>} */
  const report = {};

  /**
   * @param {string} name
   * @param {import('@strapi/strapi').UID.Schema} uid
   * @param {() => Promise<number>} seed
   */
  const part = async (name, uid, seed) => {
    if (!(await isEmpty(strapi, uid))) return;
    report[name] = await seed();
  };

  await ensureBlogCategories(strapi);
  await part('produits', 'api::produit.produit', async () =>
    seedProducts(strapi, read('products.json') || [], uploadImage),
  );
  await part('vehicules', 'api::vehicule.vehicule', async () =>
    seedVehicles(strapi, read('vehicles.json') || [], uploadImage),
  );
  await part('articles', 'api::article.article', async () =>
    seedArticles(strapi, read('articles.json') || [], uploadImage),
  );
  await part('faq', 'api::faq-item.faq-item', async () => seedFaq(strapi, read('faq.json') || []));
  await part('legal', 'api::legal-page.legal-page', async () =>
    seedLegalPages(strapi, read('legal-pages.json') || []),
  );
  // Demo accounts are looked up one by one: someone may have signed up before the first seed.
  report.users = await seedUsers(strapi, read('users.json') || []);
  await part('orders', 'api::order.order', async () => seedOrders(strapi, read('orders.json') || []));
  await part('comments', 'api::comment.comment', async () => seedReviews(strapi, read('reviews.json') || []));
  await part('stations', 'api::station.station', async () => seedStations(strapi, ocmFile));

  const filled = Object.entries(report).filter(([, count]) => count > 0);
  if (filled.length > 0)
    strapi.log.info(`Seed: ${filled.map(([name, count]) => `${name} ${count}`).join(', ')}`);
  return report;
};

module.exports = { runSeed };
