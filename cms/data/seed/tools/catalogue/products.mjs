// The product catalogue, kept as data: products-chargers.json (stations and wallboxes) and
// products-mobile.json (portable chargers, cables, adapters, accessories), prices in MAD excluding
// VAT. A mobile product names the `defaults` it shares with others of its kind (cable, accessory);
// its own fields come after them and win. `art` chooses the illustration (see art/product-art.mjs).
import { readFileSync } from 'node:fs';

const readJson = (name) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));

export const chargers = readJson('./products-chargers.json');

const mobile = readJson('./products-mobile.json');
export const mobileProducts = mobile.products.map(({ defaults, ...product }) =>
  defaults ? { ...mobile.defaults[defaults], ...product } : product,
);
