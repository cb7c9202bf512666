'use strict';

const { factories } = require('@strapi/strapi');
const { cart, orders, pricing } = require('../../../domain/shared-rules');
const lifecycle = require('../../../domain/order-lifecycle');
const messages = require('../../../messages');
const { DomainError, badRequest, conflict, notFound } = require('../../../utils/domain-error');
const { readOrderRequest } = require('./order-input');
const { createOrderPhotos } = require('./order-photo');
const { createStockMover } = require('./order-stock');
const { toOwnerView, toTrackingView } = require('./order-view');

const UID = 'api::order.order';
const CHANGE_LOG_UID = 'api::change-log.change-log';
const PRODUCT_UID = 'api::produit.produit';
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/**
 * A catalogue product as an order reads it (its price a number, or null when sold on quotation).
 * @typedef {{ documentId: string, Name?: string | null, Brand?: string | null, price: number | null,
 *   stock?: number | null, category?: string | null, Image?: MediaUrl | null }} OrderedProduct
 */
/** @typedef {import('./order-photo').LinePhotos} LinePhotos */
/** @typedef {import('./order-photo').ResolvedPhoto} ResolvedPhoto */

/** @param {Pick<OrderedProduct, 'Brand' | 'Name'>} product */
const productName = (product) => [product.Brand, product.Name].filter(Boolean).join(' ');

/** @param {{ status: number, message: string }} refusal */
const refusedWith = (refusal) => new DomainError(refusal.status, refusal.message);

/**
 * How the change log names a shopper who acts on their own order.
 *
 * @param {ShopperAccount} user
 */
const customerName = (user) => `${user.username} (${user.email}), client`;

module.exports = factories.createCoreService(UID, ({ strapi }) => {
  const stock = createStockMover(strapi);
  const photos = createOrderPhotos(strapi);

  /**
   * The catalogue products of the lines; unknown, unpriced or short products are refused.
   *
   * @param {OrderRequestLine[]} lines
   */
  const loadProducts = async (lines) => {
    const ids = [...new Set(lines.map((line) => line.productId))];
    /** @type {(Omit<OrderedProduct, 'price'> & { price: StoredDecimal })[]} */
    const products = await strapi.db.query(PRODUCT_UID).findMany({
      where: { documentId: { $in: ids } },
      select: ['documentId', 'Name', 'Brand', 'price', 'stock', 'category'],
      populate: { Image: { select: ['url'] } },
    });
    const byId = new Map(
      products.map((product) => [
        product.documentId,
        { ...product, price: product.price === null ? null : Number(product.price) },
      ]),
    );

    /** @type {Map<string, number>} */
    const wanted = new Map();
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (!product) throw badRequest(messages.orderItemNotFound);
      if (!pricing.isOrderable(product))
        throw badRequest(messages.orderItemUnavailable(productName(product)));
      wanted.set(line.productId, (wanted.get(line.productId) || 0) + line.quantity);
    }
    for (const [productId, quantity] of wanted) {
      // found by the loop above
      const product = /** @type {OrderedProduct} */ (byId.get(productId));
      if (quantity > cart.maxQuantityFor(product.stock))
        throw badRequest(messages.orderStockInsufficient(productName(product)));
    }
    return byId;
  };

  /**
   * Retries the rare collision of the random order reference or tracking number.
   *
   * @param {Omit<StoredOrder, 'id' | 'documentId' | 'orderId' | 'trackingNumber'> & { owner: number }} data
   * @param {Date} now
   * @returns {Promise<StoredOrder>}
   */
  const insertWithUniqueReferences = async (data, now) => {
    for (let attempt = 0; ; attempt += 1) {
      const references = {
        orderId: orders.buildOrderReference(now),
        trackingNumber: orders.buildTrackingNumber(),
      };
      const taken = await strapi.db.query(UID).findOne({
        where: { $or: [{ orderId: references.orderId }, { trackingNumber: references.trackingNumber }] },
        select: ['id'],
      });
      if (!taken || attempt >= 5) return strapi.db.query(UID).create({ data: { ...data, ...references } });
    }
  };

  /**
   * Runs one action of the order state machine on `order` as read: written only if the order still
   * has the status and payment status it was read with, its stock given back when it stops holding
   * it (a cancellation, once), and the change recorded in the change log with `by`, in one
   * transaction. Refused, with its French message, when the machine does not allow it.
   *
   * @param {StoredOrder} order
   * @param {string} action
   * @param {{ trackingNumber?: unknown }} input
   * @param {string} by
   * @returns {Promise<StoredOrder>}
   */
  const applyAction = async (order, action, input, by, now = new Date()) => {
    const refusal = lifecycle.refusalOf(order, action, input);
    if (refusal) throw refusedWith(refusal);
    const data = lifecycle.changeOf(order, action, input, now);
    return strapi.db.transaction(async () => {
      const { count } = await strapi.db.query(UID).updateMany({
        where: { id: order.id, status: order.status, paymentStatus: order.paymentStatus ?? null },
        data: { ...data, updatedAt: now },
      });
      if (count === 0) throw conflict(messages.orderChangedMeanwhile);
      const after = { ...order, ...data };
      if (lifecycle.holdsStock(order.status) && !lifecycle.holdsStock(after.status))
        await stock.giveBack(Array.isArray(order.items) ? order.items : []);
      await strapi.service(CHANGE_LOG_UID).record({
        summary: lifecycle.logSummary(order, action, data),
        by,
        at: now,
        subject: 'order',
        target: order.orderId,
        action,
        before: { status: order.status, paymentStatus: order.paymentStatus ?? null },
        after: {
          status: after.status,
          paymentStatus: after.paymentStatus ?? null,
          ...(data.carrierTrackingNumber ? { carrierTrackingNumber: data.carrierTrackingNumber } : {}),
        },
      });
      return strapi.db.query(UID).findOne({ where: { id: order.id } });
    });
  };

  /** @param {unknown} orderId */
  const findByReference = async (orderId) => {
    /** @type {StoredOrder | null} */
    const order =
      typeof orderId === 'string' && orderId
        ? await strapi.db.query(UID).findOne({ where: { orderId } })
        : null;
    if (!order) throw notFound(messages.orderNotFound);
    return order;
  };

  /** @param {unknown} documentId */
  const findByDocumentId = async (documentId) => {
    /** @type {StoredOrder | null} */
    const order =
      typeof documentId === 'string' && documentId
        ? await strapi.db.query(UID).findOne({ where: { documentId } })
        : null;
    if (!order) throw notFound(messages.orderNotFound);
    return order;
  };

  /**
   * What order staff see of an order beside the admin's fields: its status and the actions it allows.
   *
   * @param {StoredOrder} order
   */
  const staffView = (order) => ({
    documentId: order.documentId,
    orderId: order.orderId,
    status: order.status,
    statusLabel: lifecycle.statusLabel(order.status),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus ?? null,
    carrierTrackingNumber: order.carrierTrackingNumber ?? null,
    actions: lifecycle.availableActions(order).map((action) => ({
      action,
      label: /** @type {Record<string, string>} */ (messages.orderActionLabels)[action],
      needsTrackingNumber: Boolean(lifecycle.ACTIONS[action].trackingNumber),
    })),
  });

  /**
   * @param {ShopperAccount} user
   * @param {unknown} orderId
   */
  const findOwned = async (user, orderId) => {
    /** @type {StoredOrder | null} */
    const order =
      typeof orderId === 'string' && orderId
        ? await strapi.db.query(UID).findOne({ where: { orderId, owner: user.id } })
        : null;
    if (!order) throw notFound(messages.orderNotFound);
    return order;
  };

  /**
   * An order line's installation as stored: its photo named by the server, never by the client.
   *
   * @param {RequestedInstallation | null} installation
   * @param {LinePhotos} linePhotos
   * @returns {OrderInstallation | null}
   */
  const storedInstallation = (installation, linePhotos) => {
    if (!installation) return null;
    const { photoId, ...kept } = installation;
    // resolve() found every photo the lines name, or refused them (placeOrder quotes with its user)
    return photoId ? { ...kept, photo: /** @type {ResolvedPhoto} */ (linePhotos.get(photoId)).line } : kept;
  };

  /**
   * Prices an order request from the catalogue with the storefront's pricing rule; with a `user`,
   * also resolves the lines' installation photos (only the caller's own, not yet in an order).
   *
   * @param {Record<string, unknown>} data
   * @param {ShopperAccount | null} [user]
   */
  const quote = async (data, user = null) => {
    const request = readOrderRequest(data);
    const products = await loadProducts(request.lines);
    /** @type {LinePhotos} */
    const linePhotos = user ? await photos.resolve(user, request.lines) : new Map();
    // loadProducts refused a line whose product it did not find
    const pricedLines = request.lines.map((line) => ({
      line,
      product: /** @type {OrderedProduct} */ (products.get(line.productId)),
    }));
    const totals = pricing.priceCart({
      items: pricedLines.map(({ line, product }) => ({
        unitPrice: product.price,
        quantity: line.quantity,
        installation: line.installation,
      })),
      couponCode: request.couponCode,
      shippingMethod: request.shippingMethod,
    });
    const items = pricedLines.map(({ line, product }) => ({
      productId: product.documentId,
      name: productName(product),
      brand: product.Brand ?? null,
      category: product.category ?? null,
      image: product.Image?.url ?? null,
      unitPrice: product.price,
      quantity: line.quantity,
      installation: storedInstallation(line.installation, linePhotos),
    }));
    return { request, totals, items, linePhotos };
  };

  return {
    quote,

    /**
     * Stores a priced order and takes its stock in one transaction. It starts pending and unpaid,
     * whatever the request says (`status` is for the seed's history only).
     *
     * @param {ShopperAccount} user
     * @param {Record<string, unknown>} data
     * @param {{ now?: Date, status?: OrderStatus }} [options]
     */
    async placeOrder(user, data, { now = new Date(), status = 'pending' } = {}) {
      const { request, totals, items, linePhotos } = await quote(data, user);
      const order = await strapi.db.transaction(async () => {
        if (lifecycle.holdsStock(status)) await stock.take(items);
        const inserted = await insertWithUniqueReferences(
          {
            owner: user.id,
            status,
            // the date the payment page promised: the shared rule, from the method and region chosen
            estimatedDelivery: pricing.estimatedDeliveryDate(
              now,
              request.shippingMethod,
              request.shippingAddress.region,
            ),
            subtotal: totals.subtotal,
            installationTotal: totals.installationTotal,
            tax: totals.tax,
            shipping: totals.shipping,
            discount: totals.discount,
            total: totals.total,
            couponCode: totals.coupon ? totals.coupon.code : null,
            paymentMethod: request.paymentMethod,
            paymentStatus: 'pending',
            shippingMethod: request.shippingMethod,
            customerInfo: request.customerInfo,
            shippingAddress: request.shippingAddress,
            billingAddress: request.billingAddress,
            deliveryInfo: request.deliveryInfo,
            items,
            payment: {
              method: request.paymentMethod,
              status: 'pending',
              amount: totals.total,
              currency: 'MAD',
              paidAt: null,
            },
            confirmedAt: status === 'pending' ? null : now,
            createdAt: now,
            updatedAt: now,
          },
          now,
        );
        await photos.attach(linePhotos, inserted.id);
        return inserted;
      });
      return toOwnerView(order);
    },

    /**
     * @param {ShopperAccount} user
     * @param {{ page?: number, pageSize?: number, status?: string, from?: Date, to?: Date }} [options]
     */
    async listForUser(user, { page = 1, pageSize = DEFAULT_PAGE_SIZE, status, from, to } = {}) {
      const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
      /** @type {{ owner: number, status?: string, createdAt?: { $gte?: Date, $lte?: Date } }} */
      const where = { owner: user.id };
      if (status) where.status = status;
      if (from || to) where.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
      const [rows, total] = await Promise.all([
        strapi.db.query(UID).findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: (page - 1) * size,
          limit: size,
        }),
        strapi.db.query(UID).count({ where }),
      ]);
      return {
        data: rows.map(toOwnerView),
        meta: { pagination: { page, pageSize: size, pageCount: Math.ceil(total / size), total } },
      };
    },

    /**
     * @param {ShopperAccount} user
     * @param {unknown} orderId
     */
    async findForUser(user, orderId) {
      return toOwnerView(await findOwned(user, orderId));
    },

    /**
     * The customer's 'Annuler', before the parcel leaves: the state machine's cancel.
     *
     * @param {ShopperAccount} user
     * @param {unknown} orderId
     */
    async cancelForUser(user, orderId) {
      const order = await findOwned(user, orderId);
      if (order.status === 'cancelled') throw badRequest(messages.orderAlreadyCancelled);
      if (!orders.canCancelOrder(order.status)) throw badRequest(messages.orderCancelRefused);
      return toOwnerView(await applyAction(order, 'cancel', {}, customerName(user)));
    },

    /**
     * The spec's status call: the status is reached through the state machine's action leading to
     * it (shipping with `input.trackingNumber`), or refused in French (409).
     *
     * @param {unknown} orderId
     * @param {string} status
     * @param {{ trackingNumber?: unknown }} input
     * @param {string} by who asks, as the change log names them
     */
    async setStatus(orderId, status, input, by) {
      if (!orders.isOrderStatus(status)) throw badRequest(messages.orderStatusInvalid);
      const order = await findByReference(orderId);
      const { action, refusal } = lifecycle.actionForStatus(order, status);
      if (refusal) throw refusedWith(refusal);
      return toOwnerView(await applyAction(order, action, input, by));
    },

    /**
     * Order staff's view of an order (by its document id, as the admin names it).
     *
     * @param {unknown} documentId
     */
    async findForStaff(documentId) {
      return staffView(await findByDocumentId(documentId));
    },

    /**
     * One action of order staff on an order, through the state machine.
     *
     * @param {unknown} documentId
     * @param {string} action
     * @param {{ trackingNumber?: unknown }} input
     * @param {string} by who acts, as the change log names them
     */
    async actForStaff(documentId, action, input, by) {
      const order = await findByDocumentId(documentId);
      return staffView(await applyAction(order, action, input, by));
    },

    /** @param {unknown} trackingNumber the shop's or the carrier's */
    async track(trackingNumber) {
      const number = typeof trackingNumber === 'string' ? trackingNumber.trim().toUpperCase() : '';
      // the shop's own number, given with the order, or the carrier's, given when it was shipped
      const order = number
        ? await strapi.db.query(UID).findOne({
            where: { $or: [{ trackingNumber: number }, { carrierTrackingNumber: number }] },
          })
        : null;
      if (!order) throw notFound(messages.trackingNotFound);
      return toTrackingView(order);
    },
  };
});
