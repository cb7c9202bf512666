'use strict';

const { orders, pricing, validation } = require('../../../domain/shared-rules');
const messages = require('../../../messages');
const { badRequest } = require('../../../utils/domain-error');
const { estimateFromInputs } = require('../../../utils/estimate-inputs');
const { text } = require('../../../utils/validation');

const MAX_LINES = 50;

/**
 * A request's object, or {} for anything else (its fields are read one by one, as unknown).
 *
 * @param {unknown} value
 * @returns {Record<string, unknown>}
 */
const object = (value) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? /** @type {Record<string, unknown>} */ (value)
    : {};

/**
 * @param {unknown} value
 * @param {number} max
 */
const limited = (value, max) => text(value).slice(0, max);

const PHOTO_ID = /^[a-z0-9]{10,64}$/i;

/**
 * The reference of an uploaded installation photo, checked against its owner when the order is placed.
 *
 * @param {unknown} value
 */
const readPhotoId = (value) => {
  if (value === undefined || value === null || value === '') return null;
  const id = text(value);
  if (!PHOTO_ID.test(id)) throw badRequest(messages.orderPhotoNotFound);
  return id;
};

/**
 * One cart line: which product, how many, and the installation service when wanted.
 *
 * @param {unknown} raw
 * @returns {OrderRequestLine}
 */
const readLine = (raw) => {
  const line = object(raw);
  const productId = text(line.productId || line.documentId || line.id);
  if (!productId || productId.length > 64) throw badRequest(messages.orderItemNotFound);
  const quantity = Number(line.quantity);
  if (!Number.isInteger(quantity) || quantity < 1) throw badRequest(messages.orderQuantityInvalid);

  const service = object(line.installation ?? line.installationService);
  if (service.wanted !== true) return { productId, quantity, installation: null };

  // The cost comes only from the estimate inputs; a cost sent by the client is never read.
  const { inputs, estimate } = estimateFromInputs(service.inputs);
  /** @type {RequestedInstallation} */
  const installation = { wanted: true, cost: estimate.total, inputs };
  const photoId = readPhotoId(service.photoId);
  return { productId, quantity, installation: photoId ? { ...installation, photoId } : installation };
};

/**
 * The customer's contact, addresses and delivery notes, checked with the checkout form's rules.
 *
 * @param {Record<string, unknown>} data
 * @returns {{ customerInfo: OrderCustomer, shippingAddress: OrderAddress, billingAddress: OrderAddress,
 *   deliveryInfo: OrderDeliveryInfo }}
 */
const readCustomer = (data) => {
  const customer = object(data.customerInfo);
  const address = object(data.shippingAddress);
  const errors = validation.validateCheckout({
    firstName: text(customer.firstName),
    lastName: text(customer.lastName),
    email: text(customer.email),
    phone: text(customer.phone),
    address: text(address.address),
    city: text(address.city),
    region: text(address.region),
    postalCode: text(address.postalCode),
  });
  const messagesByField = Object.values(errors);
  if (messagesByField.length > 0) throw badRequest(messagesByField[0], { errors });

  /**
   * @param {Record<string, unknown>} source
   * @returns {OrderAddress}
   */
  const toAddress = (source) => ({
    address: limited(source.address, 255),
    addressLine2: limited(source.addressLine2, 255),
    city: limited(source.city, 100),
    region: limited(source.region, 100),
    postalCode: limited(source.postalCode, 10),
    country: 'Maroc',
  });
  const billing = object(data.billingAddress);
  return {
    customerInfo: {
      firstName: limited(customer.firstName, 100),
      lastName: limited(customer.lastName, 100),
      email: limited(customer.email, 254).toLowerCase(),
      phone: limited(customer.phone, 30),
    },
    shippingAddress: toAddress(address),
    billingAddress: text(billing.address) ? toAddress(billing) : toAddress(address),
    deliveryInfo: {
      notes: limited(object(data.deliveryInfo).notes, 1000),
      preferredTime: limited(object(data.deliveryInfo).preferredTime, 100),
    },
  };
};

/**
 * The payment method the request names, unchecked.
 *
 * @param {Record<string, unknown>} data
 */
const requestedPaymentMethod = (data) => text(data.paymentMethod || object(data.payment).method);

/**
 * Only the method: whether an order is paid is never the client's word (see the payment callback).
 *
 * @param {Record<string, unknown>} data
 * @returns {OrderPaymentMethod}
 */
const readPaymentMethod = (data) => {
  const method = requestedPaymentMethod(data);
  if (!orders.PAYMENT_METHODS.includes(method)) throw badRequest(messages.orderPaymentMethodInvalid);
  return /** @type {OrderPaymentMethod} */ (method);
};

/** @typedef {import('@chargemaroc/shared/node/domain/pricing').ShippingMethodId} ShippingMethodId */

/**
 * @param {Record<string, unknown>} data
 * @returns {ShippingMethodId}
 */
const readShippingMethod = (data) => {
  const method = text(data.shippingMethod || object(data.shipping).method) || 'standard';
  if (!pricing.isShippingMethodId(method)) throw badRequest(messages.orderShippingMethodInvalid);
  return /** @type {ShippingMethodId} */ (method);
};

/**
 * @param {Record<string, unknown>} data
 * @returns {string | null}
 */
const readCoupon = (data) => {
  if (!text(data.couponCode)) return null;
  const check = pricing.checkCouponCode(data.couponCode);
  if (!check.ok) throw badRequest(check.message);
  return check.code;
};

/**
 * Everything the server keeps of an order request. Amounts, statuses and dates sent by the
 * client are never read: they are computed from the catalogue.
 *
 * @param {Record<string, unknown>} data
 */
const readOrderRequest = (data) => {
  if (!Array.isArray(data.items) || data.items.length === 0) throw badRequest(messages.orderEmptyCart);
  if (data.items.length > MAX_LINES) throw badRequest(messages.fieldInvalid('articles'));
  return {
    lines: data.items.map(readLine),
    couponCode: readCoupon(data),
    shippingMethod: readShippingMethod(data),
    paymentMethod: readPaymentMethod(data),
    ...readCustomer(data),
  };
};

module.exports = { readOrderRequest, requestedPaymentMethod };
