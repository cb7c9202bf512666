'use strict';

const { orders } = require('../../../domain/shared-rules');

/** @param {StoredDecimal | undefined} value */
const money = (value) => (value === null || value === undefined ? null : Number(value));

/**
 * The payment record without the gateway form's working data (its rnd and issue time).
 *
 * @param {OrderPaymentRecord | null | undefined} payment
 */
const paymentView = (payment) => {
  if (!payment || typeof payment !== 'object') return payment ?? null;
  const { checkout, ...shown } = payment;
  return shown;
};

/**
 * An order as its owner sees it (no account ids).
 *
 * @param {StoredOrder} order
 */
const toOwnerView = (order) => ({
  id: order.id,
  documentId: order.documentId,
  orderId: order.orderId,
  status: order.status,
  trackingNumber: order.trackingNumber,
  carrierTrackingNumber: order.carrierTrackingNumber ?? null,
  estimatedDelivery: order.estimatedDelivery,
  subtotal: money(order.subtotal),
  installationTotal: money(order.installationTotal),
  tax: money(order.tax),
  shipping: money(order.shipping),
  discount: money(order.discount),
  total: money(order.total),
  couponCode: order.couponCode ?? null,
  paymentMethod: order.paymentMethod,
  paymentStatus: order.paymentStatus,
  shippingMethod: order.shippingMethod,
  customerInfo: order.customerInfo,
  shippingAddress: order.shippingAddress,
  billingAddress: order.billingAddress,
  deliveryInfo: order.deliveryInfo,
  items: order.items,
  payment: paymentView(order.payment),
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
  confirmedAt: order.confirmedAt ?? null,
  shippedAt: order.shippedAt ?? null,
  deliveredAt: order.deliveredAt ?? null,
  cancelledAt: order.cancelledAt ?? null,
  returnedAt: order.returnedAt ?? null,
});

/** @typedef {ReturnType<typeof toOwnerView>} OwnerOrderView */

/**
 * What anyone holding the tracking number may see: progress only, no personal data.
 *
 * @param {StoredOrder} order
 */
const toTrackingView = (order) => ({
  trackingNumber: order.trackingNumber,
  carrierTrackingNumber: order.carrierTrackingNumber ?? null,
  status: order.status,
  shippingMethod: order.shippingMethod,
  estimatedDelivery: order.estimatedDelivery,
  cancelledAt: order.cancelledAt ?? null,
  timeline: orders.orderSteps(order),
});

module.exports = { toOwnerView, toTrackingView };
