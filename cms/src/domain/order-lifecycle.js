'use strict';

// The order state machine (docs/decisions/021-order-state-machine.md): after an order is placed,
// every change of its status or payment is one of these actions, whoever asks: order staff in the
// back office, the spec's status call, the customer's cancellation. Pure: what may happen and what
// it writes; the order service applies it (one conditional write, stock, change log).
const messages = require('../messages');
const { orders } = require('./shared-rules');

/**
 * `from`: the statuses the action starts from; `to`: the status it leads to (none: the status
 * stays); `stamp`: the date field set when the status is first reached; `paidCard`: a card order
 * must be paid first; `trackingNumber`: the carrier's number is required.
 *
 * @typedef {{ from: string[], to?: string, stamp?: string, paidCard?: boolean, trackingNumber?: boolean, refundDue?: boolean }} ActionRule
 * @type {Readonly<Record<string, ActionRule>>}
 */
const ACTIONS = Object.freeze({
  confirm: { from: ['pending'], to: 'confirmed', stamp: 'confirmedAt', paidCard: true },
  prepare: { from: ['confirmed'], to: 'processing', paidCard: true },
  ship: {
    from: ['confirmed', 'processing'],
    to: 'shipped',
    stamp: 'shippedAt',
    paidCard: true,
    trackingNumber: true,
  },
  deliver: { from: ['shipped'], to: 'delivered', stamp: 'deliveredAt' },
  return: { from: ['shipped', 'delivered'], to: 'returned', stamp: 'returnedAt' },
  cancel: { from: ['pending', 'confirmed', 'processing'], to: 'cancelled', stamp: 'cancelledAt' },
  refund: { from: ['cancelled', 'returned'], refundDue: true },
});
const ACTION_NAMES = Object.freeze(Object.keys(ACTIONS));

/**
 * The fields of an order the state machine reads (a stamp such as `shippedAt` among the others).
 *
 * @typedef {{ orderId: string, status: string, paymentMethod?: string, paymentStatus?: string | null, total?: number | string | null, payment?: { refund?: object } | null } & Record<string, unknown>} OrderState
 */

/**
 * What an action writes on an order.
 *
 * @typedef {{ status?: string, paymentStatus?: string, carrierTrackingNumber?: string } & Record<string, unknown>} OrderChange
 */

/** As carriers print them, and as the public tracking page reads them. */
const TRACKING_NUMBER = /^[A-Z0-9-]{6,40}$/;

/**
 * A cancelled or returned order holds no stock: its units went back to the shelf when it was
 * cancelled or came back, once (the write is conditional on the status it was read with).
 *
 * @param {string} status
 */
const holdsStock = (status) => status !== 'cancelled' && status !== 'returned';

/** @param {string} status */
const statusLabel = (status) => orders.orderStatusLabel(status) ?? status;
/** @param {string | null | undefined} paymentStatus */
const paymentLabel = (paymentStatus) =>
  /** @type {Record<string, string>} */ (messages.orderPaymentLabels)[String(paymentStatus)];

/** @param {string} action */
const actionLabel = (action) => /** @type {Record<string, string>} */ (messages.orderActionLabels)[action];

/** @param {{ trackingNumber?: unknown } | null | undefined} input */
const trackingNumberOf = (input) =>
  typeof input?.trackingNumber === 'string' ? input.trackingNumber.trim().toUpperCase() : '';

/**
 * @param {number} status
 * @param {string} message
 */
const refused = (status, message) => ({ status, message });

/**
 * What keeps `action` from running on `order` now: 'unknown', 'status', 'unpaid', 'no-refund' or null.
 *
 * @param {OrderState} order
 * @param {unknown} action
 */
const obstacle = (order, action) => {
  const rule = typeof action === 'string' && Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : null;
  if (!rule) return 'unknown';
  if (!rule.from.includes(order.status)) return 'status';
  if (rule.paidCard && order.paymentMethod === 'cmi' && order.paymentStatus !== 'paid') return 'unpaid';
  if (rule.refundDue && order.paymentStatus !== 'refund_due') return 'no-refund';
  return null;
};

/**
 * The actions `order` allows now (shipping still needs its tracking number).
 *
 * @param {OrderState} order
 */
const availableActions = (order) => ACTION_NAMES.filter((action) => obstacle(order, action) === null);

/** @param {OrderState} order */
const nextSteps = (order) => messages.orderNextSteps(availableActions(order).map(actionLabel));

/**
 * Why `action` may not run on `order` now ({status, message}), or null; the input is not looked at.
 *
 * @param {OrderState} order
 * @param {string} action
 */
const stateRefusal = (order, action) => {
  switch (obstacle(order, action)) {
    case 'unknown':
      return refused(400, messages.orderActionUnknown);
    case 'status':
      return refused(
        409,
        messages.orderActionRefused(actionLabel(action), statusLabel(order.status), nextSteps(order)),
      );
    case 'unpaid':
      return refused(409, messages.orderCardUnpaid);
    case 'no-refund':
      return refused(409, messages.orderNoRefundDue);
    default:
      return null;
  }
};

/**
 * Why `action` with `input` ({ trackingNumber }) may not run on `order`, or null.
 *
 * @param {OrderState} order
 * @param {string} action
 * @param {{ trackingNumber?: unknown }} [input]
 */
const refusalOf = (order, action, input = {}) => {
  const refusal = stateRefusal(order, action);
  if (refusal || !ACTIONS[action].trackingNumber) return refusal;
  const number = trackingNumberOf(input);
  if (!number) return refused(400, messages.orderTrackingNumberRequired);
  if (!TRACKING_NUMBER.test(number)) return refused(400, messages.orderTrackingNumberInvalid);
  return null;
};

/**
 * The action of the spec's status call (`PUT /orders/:orderId/status`): the one leading to
 * `status`, or the refusal naming both statuses when no action leads there from the order's status.
 *
 * @param {OrderState} order
 * @param {string} status
 */
const actionForStatus = (order, status) => {
  const action = ACTION_NAMES.find((name) => ACTIONS[name].to === status);
  if (action && ACTIONS[action].from.includes(order.status)) return { action };
  return {
    refusal: refused(
      409,
      messages.orderTransitionRefused(statusLabel(order.status), statusLabel(status), nextSteps(order)),
    ),
  };
};

/**
 * @param {OrderState} order
 * @param {string} status
 * @param {object} [extra]
 */
const withPayment = (order, status, extra = {}) => ({
  paymentStatus: status,
  payment: { ...(order.payment || {}), status, ...extra },
});

/**
 * The fields `action` writes on `order` (checked by refusalOf first).
 *
 * @param {OrderState} order
 * @param {string} action
 * @param {{ trackingNumber?: unknown }} [input]
 */
const changeOf = (order, action, input = {}, now = new Date()) => {
  const rule = ACTIONS[action];
  /** @type {OrderChange} */
  const data = {};
  if (rule.to) data.status = rule.to;
  if (rule.stamp && !order[rule.stamp]) data[rule.stamp] = now;
  if (rule.trackingNumber) data.carrierTrackingNumber = trackingNumberOf(input);
  // cash on delivery: the courier took the payment
  if (action === 'deliver' && order.paymentMethod === 'cash' && order.paymentStatus !== 'paid')
    Object.assign(data, withPayment(order, 'paid', { paidAt: now.toISOString() }));
  // a paid order that is cancelled or comes back is owed its refund
  if ((action === 'cancel' || action === 'return') && order.paymentStatus === 'paid') {
    const refund = { amount: Number(order.total), currency: 'MAD', dueSince: now.toISOString() };
    Object.assign(data, withPayment(order, 'refund_due', { refund }));
  }
  if (action === 'refund') {
    const refund = { ...(order.payment?.refund || {}), refundedAt: now.toISOString() };
    Object.assign(data, withPayment(order, 'refunded', { refund }));
  }
  return data;
};

/**
 * The change log's line for an applied action: from → to, with the tracking number or the refund.
 *
 * @param {OrderState} order
 * @param {string} action
 * @param {OrderChange} data
 */
const logSummary = (order, action, data) => {
  const newStatus = data.status;
  const moved = newStatus && newStatus !== order.status;
  const from = moved ? statusLabel(order.status) : paymentLabel(order.paymentStatus);
  const to = moved ? statusLabel(newStatus) : paymentLabel(data.paymentStatus);
  const details = [];
  if (data.carrierTrackingNumber) details.push(messages.orderLogTracking(data.carrierTrackingNumber));
  if (moved && data.paymentStatus && data.paymentStatus !== order.paymentStatus)
    details.push(paymentLabel(data.paymentStatus));
  if (action === 'refund') details.push(messages.orderLogRefund(Number(order.total).toFixed(2)));
  return messages.orderLogSummary(order.orderId, from, to, details.join(', '));
};

module.exports = {
  ACTIONS,
  ACTION_NAMES,
  availableActions,
  refusalOf,
  actionForStatus,
  changeOf,
  holdsStock,
  logSummary,
  statusLabel,
};
