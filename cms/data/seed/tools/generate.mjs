// Regenerates the seed files that are derived from sources: products.json, vehicles.json,
// articles.json and every SVG under images/. faq.json, users.json, orders.json and
// reviews.json are written by hand and left untouched.
// Usage: node cms/data/seed/tools/generate.mjs [path/to/ev-data.json]
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { articleFallbackSvg, articleSvg, avatarSvg } from './art/article-art.mjs';
import { productCategories, productFallbackSvg, productSvg } from './art/product-art.mjs';
import { vehicleChargingSvg, vehicleFallbackSvg, vehicleProfileSvg } from './art/vehicle-art.mjs';
import { buildArticle } from './build/articles.mjs';
import { buildProduct } from './build/products.mjs';
import { buildVehicle } from './build/vehicles.mjs';
import { formatJson } from './lib/json.mjs';
import { articleSources, authors } from './content/articles.mjs';
import { chargers, mobileProducts } from './catalogue/products.mjs';
import { brandColours, vehicles } from './catalogue/vehicles.mjs';

const seedDirectory = fileURLToPath(new URL('../', import.meta.url));
const defaultEvDataPath = fileURLToPath(
  new URL('../../../../../shared/data/ev/ev-data.json', import.meta.url),
);

async function writeJson(name, data) {
  await writeFile(seedDirectory + name, formatJson(data));
}

async function writeImages(folder, files) {
  const directory = `${seedDirectory}images/${folder}/`;
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  await Promise.all(files.map(([name, svg]) => writeFile(directory + name, svg)));
}

async function main() {
  const evDataPath = process.argv[2] ?? defaultEvDataPath;
  const evRecords = JSON.parse(await readFile(evDataPath, 'utf8')).data;
  const recordsById = new Map(evRecords.map((record) => [record.id, record]));

  const productEntries = [...chargers, ...mobileProducts];
  const products = productEntries.map(buildProduct);

  const vehicleRecords = vehicles.map((entry) => {
    if (entry.openEvDataId && !recordsById.has(entry.openEvDataId)) {
      throw new Error(`Open EV Data record not found: ${entry.openEvDataId} (${entry.brand} ${entry.model})`);
    }
    return buildVehicle(entry, recordsById.get(entry.openEvDataId));
  });

  const articles = articleSources.map(buildArticle);

  await writeJson('products.json', products);
  await writeJson('vehicles.json', vehicleRecords);
  await writeJson('articles.json', articles);

  await writeImages(
    'products',
    productEntries.map((entry, index) => [products[index].image, productSvg(products[index], entry.art)]),
  );
  await writeImages(
    'vehicles',
    vehicles.flatMap((entry, index) => {
      const [profile, charging] = vehicleRecords[index].images;
      const colour = brandColours[entry.brand];
      return [
        [profile, vehicleProfileSvg(entry, colour, index)],
        [charging, vehicleChargingSvg(entry, colour, index)],
      ];
    }),
  );
  await writeImages(
    'articles',
    articleSources.map((source, index) => [articles[index].featuredImage, articleSvg(source)]),
  );
  await writeImages(
    'authors',
    Object.values(authors)
      .filter((author) => author.avatar)
      .map((author) => [author.avatar, avatarSvg(author)]),
  );
  await writeImages('fallback', [
    ...productCategories.map((category) => [`product-${category}.svg`, productFallbackSvg(category)]),
    ['vehicle.svg', vehicleFallbackSvg()],
    ['article.svg', articleFallbackSvg()],
  ]);

  console.log(
    `${products.length} products, ${vehicleRecords.length} vehicles, ${articles.length} articles written.`,
  );
}

await main();
