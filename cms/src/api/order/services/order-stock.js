'use strict';

const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');

const PRODUCT_UID = 'api::produit.produit';

/**
 * A database transaction as the query builder takes it (knex's, through Strapi's connection).
 * @typedef {Parameters<ReturnType<Strapi['db']['connection']>['transacting']>[0]} Transaction
 */
/**
 * The product table's name and the columns of its stock and documentId.
 * @typedef {{ table: string, stock: string, documentId: string }} StockColumns
 */
/** @typedef {Pick<OrderItem, 'productId' | 'name' | 'quantity'>} StockLine an order line, as stock reads it */

/**
 * Units per product documentId, summed over an order's lines ({productId, name, quantity}).
 *
 * @param {StockLine[]} items
 */
const unitsByProduct = (items) => {
  /** @type {Map<string, { name: string, quantity: number }>} */
  const units = new Map();
  for (const item of items) {
    const known = units.get(item.productId);
    units.set(item.productId, { name: item.name, quantity: (known ? known.quantity : 0) + item.quantity });
  }
  return units;
};

/**
 * Moves the stock of an order's products inside the current transaction. Taking is a
 * conditional `UPDATE … SET stock = stock - n WHERE … AND stock >= n`: two orders racing for the
 * last units cannot both get them, on SQLite as on PostgreSQL. Products whose stock is not
 * tracked (null) are left alone.
 *
 * @param {Strapi} strapi
 */
const createStockMover = (strapi) => {
  /** @returns {StockColumns} */
  const columns = () => {
    const meta = strapi.db.metadata.get(PRODUCT_UID);
    /** @param {string} name a scalar attribute (the only kind with a columnName) */
    const column = (name) =>
      /** @type {{ columnName?: string }} */ (meta.attributes[name]).columnName || name;
    return { table: meta.tableName, stock: column('stock'), documentId: column('documentId') };
  };

  /**
   * Stock is written outside the entity manager: its write events are sent as any other update's,
   * naming the one field changed (each row's stock moved by its own amount), so that only what
   * shows these products' stock is emptied from the response cache.
   *
   * @param {string[]} documentIds
   */
  const announce = (documentIds) =>
    strapi.db.lifecycles.run('afterUpdateMany', PRODUCT_UID, {
      params: { where: { documentId: { $in: documentIds } }, data: { stock: undefined } },
      result: { count: documentIds.length },
    });

  /**
   * @param {Transaction} trx
   * @param {StockColumns} columns
   * @param {string} productId
   * @param {number} change
   */
  const update = (trx, { table, documentId, stock }, productId, change) =>
    strapi.db
      .connection(table)
      .transacting(trx)
      .where(documentId, productId)
      .whereNotNull(stock)
      .modify((query) => {
        if (change < 0) query.where(stock, '>=', -change);
      })
      .update({ [stock]: strapi.db.connection.raw('?? + ?', [stock, change]) });

  /**
   * @param {Transaction} trx
   * @param {StockColumns} columns
   * @param {string} productId
   */
  const isTracked = async (trx, { table, documentId, stock }, productId) =>
    Boolean(
      await strapi.db
        .connection(table)
        .transacting(trx)
        .where(documentId, productId)
        .whereNotNull(stock)
        .first(stock),
    );

  /**
   * Takes the units of an order's items; a product short of stock fails the whole transaction (400).
   *
   * @param {StockLine[]} items
   */
  const take = (items) =>
    strapi.db.transaction(async (/** @type {{ trx: Transaction }} */ { trx }) => {
      const names = columns();
      const units = unitsByProduct(items);
      for (const [productId, { name, quantity }] of units) {
        const updated = await update(trx, names, productId, -quantity);
        if (updated === 0 && (await isTracked(trx, names, productId)))
          throw badRequest(messages.orderStockInsufficient(name));
      }
      await announce([...units.keys()]);
    });

  /**
   * Gives back the units of `items`, as when an order is cancelled.
   *
   * @param {StockLine[]} items
   */
  const giveBack = (items) =>
    strapi.db.transaction(async (/** @type {{ trx: Transaction }} */ { trx }) => {
      const names = columns();
      const units = unitsByProduct(items);
      for (const [productId, { quantity }] of units) await update(trx, names, productId, quantity);
      await announce([...units.keys()]);
    });

  return { take, giveBack };
};

module.exports = { createStockMover };
