'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');
const crypto = require('node:crypto');
const messages = require('../../../messages');
const { badRequest, conflict } = require('../../../utils/domain-error');
const { violatedUniqueIndex } = require('../../../utils/unique-violation');
const { text } = require('../../../utils/validation');
const { readOrderRequest } = require('./order-input');
const { toOwnerView } = require('./order-view');

/** @typedef {import('./order-view').OwnerOrderView} OwnerOrderView */

const UID = 'api::order.order';
const KEY_INDEX = 'orders_idempotency_key_unique';
const KEY_PATTERN = /^[\w.:-]{8,100}$/;

/**
 * The client's idempotency key (body `idempotencyKey` or header `Idempotency-Key`), or null.
 *
 * @param {Record<string, unknown>} data
 * @param {unknown} header
 */
const readIdempotencyKey = (data, header) => {
  const key = text(data.idempotencyKey) || text(header);
  if (!key) return null;
  if (!KEY_PATTERN.test(key)) throw badRequest(messages.orderIdempotencyKeyInvalid);
  return key;
};

/**
 * What the request asks for, as the server reads it (a retry sends the same; another order does not).
 *
 * @param {Record<string, unknown>} data
 */
const requestDigest = (data) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(readOrderRequest(data)))
    .digest('hex');

/**
 * The stored key and request digest of the order being placed in this async context, stamped on
 * its row on insert.
 *
 * @type {AsyncLocalStorage<{ idempotencyKey: string, idempotencyDigest: string }>}
 */
const keyOfOrderBeingPlaced = new AsyncLocalStorage();

/** @param {Strapi} strapi */
const stampIdempotencyKeys = (strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [UID],
    /** @param {{ params: { data?: Record<string, unknown> } }} event */
    beforeCreate(event) {
      const stamp = keyOfOrderBeingPlaced.getStore();
      if (stamp && event.params.data) Object.assign(event.params.data, stamp);
    },
  });
};

/**
 * Places an order once per idempotency key of its owner: a repeated request (a retry, a double
 * click, ten at once) answers the first order instead of creating another; the same key with
 * another request is refused (409). The database's unique index decides a race; its loser reads
 * the winner's order. Answers {order, replayed}.
 *
 * @param {Strapi} strapi
 */
const createOnceOnlyOrdering = (strapi) => {
  /**
   * @param {string} storedKey
   * @param {string} digest
   */
  const findByKey = async (storedKey, digest) => {
    /** @type {StoredOrder | null} */
    const order = await strapi.db.query(UID).findOne({ where: { idempotencyKey: storedKey } });
    if (!order) return null;
    // Orders placed before digests were kept have none: they are taken as the same request.
    if (order.idempotencyDigest && order.idempotencyDigest !== digest)
      throw conflict(messages.orderIdempotencyKeyReused);
    return toOwnerView(order);
  };

  /**
   * @param {ShopperAccount} user
   * @param {Record<string, unknown>} data
   * @param {unknown} header
   * @returns {Promise<{ order: OwnerOrderView, replayed: boolean }>}
   */
  return async (user, data, header) => {
    const key = readIdempotencyKey(data, header);
    /** @returns {Promise<OwnerOrderView>} */
    const place = () => strapi.service(UID).placeOrder(user, data);
    if (!key) return { order: await place(), replayed: false };

    // Scoped by owner: another account's key never reaches someone else's order.
    const storedKey = `${user.id}:${key}`;
    const digest = requestDigest(data);
    const first = await findByKey(storedKey, digest);
    if (first) return { order: first, replayed: true };
    const stamp = { idempotencyKey: storedKey, idempotencyDigest: digest };
    try {
      return { order: await keyOfOrderBeingPlaced.run(stamp, place), replayed: false };
    } catch (error) {
      if (violatedUniqueIndex(error)?.name !== KEY_INDEX) throw error;
      const winner = await findByKey(storedKey, digest);
      if (!winner) throw error;
      return { order: winner, replayed: true };
    }
  };
};

module.exports = { createOnceOnlyOrdering, stampIdempotencyKeys };
