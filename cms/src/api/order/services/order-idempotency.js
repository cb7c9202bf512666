'use strict';

const { AsyncLocalStorage } = require('node:async_hooks');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { violatedUniqueIndex } = require('../../../utils/unique-violation');
const { text } = require('../../../utils/validation');
const { toOwnerView } = require('./order-view');

const UID = 'api::order.order';
const KEY_INDEX = 'orders_idempotency_key_unique';
const KEY_PATTERN = /^[\w.:-]{8,100}$/;

/** The client's idempotency key (body `idempotencyKey` or header `Idempotency-Key`), or null. */
const readIdempotencyKey = (data, header) => {
  const key = text(data.idempotencyKey) || text(header);
  if (!key) return null;
  if (!KEY_PATTERN.test(key)) throw badRequest(messages.orderIdempotencyKeyInvalid);
  return key;
};

/** The stored key of the order being placed in this async context, stamped on its row on insert. */
const keyOfOrderBeingPlaced = new AsyncLocalStorage();

const stampIdempotencyKeys = (strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [UID],
    beforeCreate(event) {
      const storedKey = keyOfOrderBeingPlaced.getStore();
      if (storedKey && event.params.data) event.params.data.idempotencyKey = storedKey;
    },
  });
};

/**
 * Places an order once per idempotency key of its owner: a repeated request (a retry, a double
 * click, ten at once) answers the first order instead of creating another. The database's unique
 * index decides a race; its loser reads the winner's order. Answers {order, replayed}.
 */
const createOnceOnlyOrdering = (strapi) => {
  const findByKey = async (storedKey) => {
    const order = await strapi.db.query(UID).findOne({ where: { idempotencyKey: storedKey } });
    return order ? toOwnerView(order) : null;
  };

  return async (user, data, header) => {
    const key = readIdempotencyKey(data, header);
    const place = () => strapi.service(UID).placeOrder(user, data);
    if (!key) return { order: await place(), replayed: false };

    // Scoped by owner: another account's key never reaches someone else's order.
    const storedKey = `${user.id}:${key}`;
    const first = await findByKey(storedKey);
    if (first) return { order: first, replayed: true };
    try {
      return { order: await keyOfOrderBeingPlaced.run(storedKey, place), replayed: false };
    } catch (error) {
      if (violatedUniqueIndex(error)?.name !== KEY_INDEX) throw error;
      const winner = await findByKey(storedKey);
      if (!winner) throw error;
      return { order: winner, replayed: true };
    }
  };
};

module.exports = { createOnceOnlyOrdering, stampIdempotencyKeys };
