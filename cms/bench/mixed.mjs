// Mixed load: catalogue reads (autocannon) while writers place and cancel orders and post reviews,
// spread over one or several CMS processes. Checks that every stock and order count is exact at
// the end and, when given an admin token, that a price changed through one process is never served
// stale by another.

import crypto from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

const CUSTOMER = { firstName: 'Banc', lastName: 'Essai', phone: '0611223344' };
const ADDRESS = {
  address: '1 rue du Banc',
  city: 'Rabat',
  region: 'Rabat-Salé-Kénitra',
  postalCode: '10000',
};

const { createApiClient } = require('../test/helpers/cms.js');

/**
 * GET, or POST with `body`, through one process's API: answers {status, body}.
 * @param {string} baseUrl
 * @param {string} route
 * @param {{ method?: 'GET' | 'POST', body?: unknown, token?: string }} [options]
 */
const call = (baseUrl, route, { method = 'GET', body, token } = {}) => {
  const api = createApiClient(baseUrl);
  return method === 'POST' ? api.post(route, body, { token }) : api.get(route, { token });
};

/** Nearest-rank percentile in milliseconds, to one decimal. */
export const percentile = (sorted, p) => {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return Math.round(value * 10) / 10;
};

const registerWriter = async (baseUrl, index) => {
  const suffix = `${Date.now().toString(36)}${index}`;
  const account = {
    username: `banc${suffix}`,
    email: `banc.${suffix}@bench.chargemaroc.ma`,
    password: 'Motdepasse1',
  };
  const answer = await call(baseUrl, '/api/auth/local/register', { method: 'POST', body: account });
  if (answer.status !== 200) throw new Error(`register: ${JSON.stringify(answer.body)}`);
  return { token: answer.body.jwt, email: account.email };
};

const stocksOf = async (baseUrl, products) => {
  const route = `/api/produits?${products.map((product, index) => `filters[documentId][$in][${index}]=${product.documentId}`).join('&')}&fields[0]=stock&pagination[pageSize]=100`;
  const answer = await call(baseUrl, route, { token: undefined });
  return new Map(answer.body.data.map((product) => [product.documentId, product.stock]));
};

/** One writer: order one unit, review the product, cancel the order (its stock comes back); each writer starts on its own product. */
const writeLoop = async ({ baseUrl, writer, products, start, until, tally }) => {
  for (let turn = 0; Date.now() < until; turn += 1) {
    const product = products[(start + turn) % products.length];
    const placed = await call(baseUrl, '/api/orders', {
      method: 'POST',
      token: writer.token,
      body: {
        data: {
          idempotencyKey: `banc-${crypto.randomUUID()}`,
          items: [{ id: product.documentId, quantity: 1 }],
          paymentMethod: 'cash',
          customerInfo: { ...CUSTOMER, email: writer.email },
          shippingAddress: ADDRESS,
        },
      },
    });
    if (placed.status !== 201) {
      tally.errors.push(`order ${placed.status} ${placed.body?.error?.message}`);
      continue;
    }
    tally.orders += 1;
    writer.orders += 1;
    const review = await call(baseUrl, '/api/comments', {
      method: 'POST',
      token: writer.token,
      body: {
        data: {
          targetType: 'product',
          targetId: product.documentId,
          comment: `Avis de charge numéro ${turn}.`,
          rating: 1 + (turn % 5),
        },
      },
    });
    if (review.status === 200 || review.status === 201) tally.reviews += 1;
    else tally.errors.push(`review ${review.status} ${review.body?.error?.message}`);
    const cancelled = await call(baseUrl, `/api/orders/${placed.body.data.orderId}/cancel`, {
      method: 'POST',
      token: writer.token,
    });
    if (cancelled.status === 200) tally.cancelled += 1;
    else tally.errors.push(`cancel ${cancelled.status} ${cancelled.body?.error?.message}`);
  }
};

/**
 * Changes one product's price through the first process (content manager, as an editor would) and
 * reads it right away through every other: answers the number of stale answers seen.
 */
const priceLoop = async ({ baseUrls, adminToken, product, until, tally }) => {
  const [writerUrl, ...readerUrls] = baseUrls;
  for (let change = 1; Date.now() < until; change += 1) {
    const price = 50_000 + change;
    const put = await fetch(
      `${writerUrl}/content-manager/collection-types/api::produit.produit/${product.documentId}`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ price }),
      },
    );
    if (put.status !== 200) {
      tally.errors.push(`price change ${put.status}`);
      continue;
    }
    tally.priceChanges += 1;
    for (const baseUrl of readerUrls) {
      const seen = await call(baseUrl, `/api/produits/${product.documentId}`);
      if (seen.body?.data?.price !== price) tally.stalePrices += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const readLoad = (baseUrls, connections, seconds, routes) =>
  Promise.all(
    baseUrls.map(
      (baseUrl) =>
        new Promise((resolve, reject) => {
          const times = [];
          let errors = 0;
          let hits = 0;
          let live = 0;
          const instance = autocannon(
            {
              url: baseUrl,
              connections: Math.round(connections / baseUrls.length),
              duration: seconds,
              requests: routes.map((path) => ({
                method: 'GET',
                path,
                // Raw header names, as the server wrote them.
                onResponse: (status, body, context, headers) => {
                  const cache = headers?.['X-Cache'] ?? headers?.['x-cache'];
                  if (cache === 'HIT') hits += 1;
                  else if (cache === 'LIVE') live += 1;
                },
              })),
            },
            (error, result) =>
              error
                ? reject(error)
                : resolve({
                    times,
                    hits,
                    live,
                    errors: errors + result.non2xx,
                    requests: result.requests.total,
                  }),
          );
          instance.on('response', (client, statusCode, bytes, responseTime) => times.push(responseTime));
          instance.on('reqError', () => {
            errors += 1;
          });
        }),
    ),
  );

/**
 * Runs the mixed load for `seconds` over `baseUrls` and answers the figures and the end checks.
 */
/**
 * @param {{ baseUrls: string[], seconds: number, readers?: number, writers?: number, adminToken?: string }} options
 */
export const runMixed = async ({ baseUrls, seconds, readers = 20, writers = 5, adminToken }) => {
  const [firstUrl] = baseUrls;
  const catalogue = (
    await call(
      firstUrl,
      '/api/produits?sort=stock:desc&pagination[pageSize]=100&fields[0]=stock&fields[1]=slug',
    )
  ).body.data;
  const ordered = catalogue.filter((product) => product.stock >= writers).slice(0, 7);
  const priced = catalogue.at(-1);
  const stockBefore = await stocksOf(firstUrl, ordered);
  const accounts = [];
  for (let index = 0; index < writers; index += 1)
    accounts.push({ ...(await registerWriter(baseUrls[index % baseUrls.length], index)), orders: 0 });

  // Reads across the catalogue: two list pages, facets, vehicles and eight product pages (two of
  // them among the products the writers order and review).
  const spread = catalogue.filter((product, index) => index % 6 === 0).slice(0, 8);
  const routes = [
    '/api/produits?populate[0]=Image&pagination[page]=1&pagination[pageSize]=20&sort=Name:asc',
    '/api/produits?populate[0]=Image&pagination[page]=2&pagination[pageSize]=20&sort=Name:asc',
    '/api/produits/facets',
    '/api/vehicules?populate[0]=Images&pagination[pageSize]=20',
    ...spread.map((product) => `/api/produits/${product.documentId}?populate=*`),
  ];
  const tally = { orders: 0, cancelled: 0, reviews: 0, priceChanges: 0, stalePrices: 0, errors: [] };
  const until = Date.now() + seconds * 1000;
  const [reads] = await Promise.all([
    readLoad(baseUrls, readers, seconds, routes),
    ...accounts.map((writer, index) =>
      writeLoop({
        baseUrl: baseUrls[index % baseUrls.length],
        writer,
        products: ordered,
        start: index,
        until,
        tally,
      }),
    ),
    ...(adminToken && baseUrls.length > 1
      ? [priceLoop({ baseUrls, adminToken, product: priced, until, tally })]
      : []),
  ]);

  const times = reads.flatMap((read) => read.times).sort((a, b) => a - b);
  const stockAfter = await stocksOf(baseUrls.at(-1), ordered);
  const stockExact = ordered.every(
    (product) => stockAfter.get(product.documentId) === stockBefore.get(product.documentId),
  );
  let ordersExact = true;
  for (const writer of accounts) {
    const listed = await call(firstUrl, '/api/orders?pagination[pageSize]=1&status=cancelled', {
      token: writer.token,
    });
    if (listed.body.meta.pagination.total !== writer.orders) ordersExact = false;
  }
  return {
    readRequests: reads.reduce((sum, read) => sum + read.requests, 0),
    readErrors: reads.reduce((sum, read) => sum + read.errors, 0),
    readHits: reads.reduce((sum, read) => sum + read.hits, 0),
    readLive: reads.reduce((sum, read) => sum + read.live, 0),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    ...tally,
    stockExact,
    ordersExact,
  };
};

/** Prints one mixed run; answers whether it met the budget and every check. */
export const printMixed = (title, result, budgetMs) => {
  const writeErrors = result.errors.length;
  const share = (count) => Math.round((100 * count) / Math.max(1, result.readRequests));
  console.log(`\n${title}`);
  console.log(
    `  catalogue reads: ${result.readRequests} requests, p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, errors ${result.readErrors}, from the cache ${share(result.readHits)} %, from the cache with stock and ratings read from the database ${share(result.readLive)} %`,
  );
  console.log(
    `  writes: ${result.orders} orders placed and ${result.cancelled} cancelled (stock out and back), ${result.reviews} reviews, errors ${writeErrors}${writeErrors ? ` (${[...new Set(result.errors)].slice(0, 3).join('; ')})` : ''}`,
  );
  if (result.priceChanges > 0)
    console.log(
      `  prices changed through one process: ${result.priceChanges}, stale answers from the other: ${result.stalePrices}`,
    );
  console.log(
    `  stock exact: ${result.stockExact ? 'yes' : 'NO'}, order count exact: ${result.ordersExact ? 'yes' : 'NO'}`,
  );
  const ok =
    result.p95 <= budgetMs &&
    result.readErrors === 0 &&
    writeErrors === 0 &&
    result.stockExact &&
    result.ordersExact &&
    result.stalePrices === 0;
  console.log(
    `  catalogue p95 ${result.p95} ms: ${result.p95 <= budgetMs ? 'within' : 'OVER'} the ${budgetMs} ms budget; ${ok ? 'all checks pass' : 'CHECKS FAIL'}`,
  );
  return ok;
};
