'use strict';

const { factories } = require('@strapi/strapi');
const { cart, orders, pricing } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest, conflict, notFound } = require('../../../utils/domain-error');
const { readOrderRequest } = require('./order-input');
const { createOrderPhotos } = require('./order-photo');
const { createStockMover } = require('./order-stock');
const { toOwnerView, toTrackingView } = require('./order-view');

const UID = 'api::order.order';
const PRODUCT_UID = 'api::produit.produit';
const DELIVERY_DAYS = 3;
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

/** The date field stamped when an order reaches a status. */
const STATUS_DATES = {
  confirmed: 'confirmedAt',
  shipped: 'shippedAt',
  delivered: 'deliveredAt',
  cancelled: 'cancelledAt',
};

const addDays = (date, days) => new Date(date.getTime() + days * 24 * 60 * 60 * 1000);

const productName = (product) => [product.Brand, product.Name].filter(Boolean).join(' ');

/** A cancelled order holds no stock; every other status does. */
const holdsStock = (status) => status !== 'cancelled';

/** A paid order that is cancelled keeps the truth: its payment is now a refund owed to the customer. */
const refundOwed = (order, now) => ({
  paymentStatus: 'refund_due',
  payment: {
    ...(order.payment || {}),
    status: 'refund_due',
    refund: { amount: Number(order.total), currency: 'MAD', dueSince: now.toISOString() },
  },
});

module.exports = factories.createCoreService(UID, ({ strapi }) => {
  const stock = createStockMover(strapi);
  const photos = createOrderPhotos(strapi);

  /** The catalogue products of the lines; unknown, unpriced or short products are refused. */
  const loadProducts = async (lines) => {
    const ids = [...new Set(lines.map((line) => line.productId))];
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

    const wanted = new Map();
    for (const line of lines) {
      const product = byId.get(line.productId);
      if (!product) throw badRequest(messages.orderItemNotFound);
      if (!pricing.isOrderable(product))
        throw badRequest(messages.orderItemUnavailable(productName(product)));
      wanted.set(line.productId, (wanted.get(line.productId) || 0) + line.quantity);
    }
    for (const [productId, quantity] of wanted) {
      const product = byId.get(productId);
      if (quantity > cart.maxQuantityFor(product.stock))
        throw badRequest(messages.orderStockInsufficient(productName(product)));
    }
    return byId;
  };

  /** Retries the rare collision of the random order reference or tracking number. */
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
   * Applies `data` (with its new status) if the order still has the status and payment status it
   * was read with, and gives its stock back on cancellation (or takes it again when it leaves
   * cancelled), in one transaction. Cancelling a paid order records the refund owed.
   */
  const changeStatus = (order, data, now = new Date()) =>
    strapi.db.transaction(async () => {
      const cancelsPaid =
        !holdsStock(data.status) && holdsStock(order.status) && order.paymentStatus === 'paid';
      const { count } = await strapi.db.query(UID).updateMany({
        where: { id: order.id, status: order.status, paymentStatus: order.paymentStatus ?? null },
        data: cancelsPaid ? { ...data, ...refundOwed(order, now) } : data,
      });
      if (count === 0) throw conflict(messages.orderChangedMeanwhile);
      const items = Array.isArray(order.items) ? order.items : [];
      if (holdsStock(order.status) && !holdsStock(data.status)) await stock.giveBack(items);
      if (!holdsStock(order.status) && holdsStock(data.status)) await stock.take(items);
      return strapi.db.query(UID).findOne({ where: { id: order.id } });
    });

  const findOwned = async (user, orderId) => {
    const order =
      typeof orderId === 'string' && orderId
        ? await strapi.db.query(UID).findOne({ where: { orderId, owner: user.id } })
        : null;
    if (!order) throw notFound(messages.orderNotFound);
    return order;
  };

  /** An order line's installation as stored: its photo named by the server, never by the client. */
  const storedInstallation = (installation, linePhotos) => {
    if (!installation) return null;
    const { photoId, ...kept } = installation;
    return photoId ? { ...kept, photo: linePhotos.get(photoId).line } : kept;
  };

  /**
   * Prices an order request from the catalogue with the storefront's pricing rule; with a `user`,
   * also resolves the lines' installation photos (only the caller's own, not yet in an order).
   */
  const quote = async (data, user = null) => {
    const request = readOrderRequest(data);
    const products = await loadProducts(request.lines);
    const linePhotos = user ? await photos.resolve(user, request.lines) : new Map();
    const pricedLines = request.lines.map((line) => ({ line, product: products.get(line.productId) }));
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
     */
    async placeOrder(user, data, { now = new Date(), status = 'pending' } = {}) {
      const { request, totals, items, linePhotos } = await quote(data, user);
      const order = await strapi.db.transaction(async () => {
        if (holdsStock(status)) await stock.take(items);
        const inserted = await insertWithUniqueReferences(
          {
            owner: user.id,
            status,
            estimatedDelivery: addDays(now, DELIVERY_DAYS),
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

    async listForUser(user, { page = 1, pageSize = DEFAULT_PAGE_SIZE, status, from, to } = {}) {
      const size = Math.min(Math.max(1, pageSize), MAX_PAGE_SIZE);
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

    async findForUser(user, orderId) {
      return toOwnerView(await findOwned(user, orderId));
    },

    async cancelForUser(user, orderId) {
      const order = await findOwned(user, orderId);
      if (order.status === 'cancelled') throw badRequest(messages.orderAlreadyCancelled);
      if (!orders.canCancelOrder(order.status)) throw badRequest(messages.orderCancelRefused);
      return toOwnerView(await changeStatus(order, { status: 'cancelled', cancelledAt: new Date() }));
    },

    /** Any status may be set (by an editor); reaching a status stamps its date once. */
    async setStatus(orderId, status) {
      if (!orders.isOrderStatus(status)) throw badRequest(messages.orderStatusInvalid);
      const order =
        typeof orderId === 'string' && orderId
          ? await strapi.db.query(UID).findOne({ where: { orderId } })
          : null;
      if (!order) throw notFound(messages.orderNotFound);
      const dateField = STATUS_DATES[status];
      const data = { status, ...(dateField && !order[dateField] ? { [dateField]: new Date() } : {}) };
      if (status === 'delivered' && !order.shippedAt) data.shippedAt = data.deliveredAt;
      return toOwnerView(await changeStatus(order, data));
    },

    async track(trackingNumber) {
      const order =
        typeof trackingNumber === 'string' && trackingNumber
          ? await strapi.db
              .query(UID)
              .findOne({ where: { trackingNumber: trackingNumber.trim().toUpperCase() } })
          : null;
      if (!order) throw notFound(messages.trackingNotFound);
      return toTrackingView(order);
    },
  };
});
