'use strict';

// The order state machine (docs/decisions/021-order-state-machine.md): order staff's actions in the
// back office, the spec's status call and the customer's cancellation run the same rules; refused
// transitions answer in French and change nothing; a cancellation or a return gives the stock back once; a paid
// order's cancellation is owed its refund, then refunded; every change is in the change log; no one
// edits an order's fields directly.
const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { startCms, createApiClient, registerUser } = require('./helpers/cms');
const { orderBody } = require('./helpers/orders');

const ORDER = 'api::order.order';
const PRODUCT = 'api::produit.produit';
const CHANGE_LOG = 'api::change-log.change-log';
const STAFF = ['staff@chargemaroc.ma', 'Staff2026!'];
const EDITOR = ['editor@chargemaroc.ma', 'Editor2026!'];
const STAFF_NAME = 'Imane Chraibi (staff@chargemaroc.ma)';

describe('order state machine', () => {
  let cms;
  let api;
  let customer;
  let product;
  const adminTokens = {};

  const adminCall = async (method, route, who, body) => {
    const response = await fetch(`${cms.baseUrl}${route}`, {
      method,
      headers: { Authorization: `Bearer ${adminTokens[who]}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const act = (order, action, body = {}, who = 'staff') =>
    adminCall('POST', `/admin/order-staff/orders/${order.documentId}/actions/${action}`, who, body);
  const staffView = (order, who = 'staff') =>
    adminCall('GET', `/admin/order-staff/orders/${order.documentId}`, who);

  const stock = async () => (await cms.strapi.db.query(PRODUCT).findOne({ where: { id: product.id } })).stock;
  const row = (order) => cms.strapi.db.query(ORDER).findOne({ where: { orderId: order.orderId } });
  const logOf = (order) =>
    cms.strapi.db.query(CHANGE_LOG).findMany({
      where: { subject: 'order', target: order.orderId },
      orderBy: [{ id: 'asc' }],
    });
  const place = async (extra = {}, quantity = 2) => {
    const response = await api.post('/orders', orderBody([{ id: product.documentId, quantity }], extra), {
      token: customer.jwt,
    });
    assert.equal(response.status, 201, JSON.stringify(response.body));
    return response.body.data;
  };
  /** A card order as the gateway's callback leaves it: paid and confirmed. */
  const placePaidCard = async () => {
    const order = await place({ paymentMethod: 'cmi' });
    await cms.strapi.db.query(ORDER).update({
      where: { orderId: order.orderId },
      data: {
        status: 'confirmed',
        confirmedAt: new Date(),
        paymentStatus: 'paid',
        payment: { method: 'cmi', status: 'paid', amount: order.total, transactionId: 'T-1' },
      },
    });
    return order;
  };
  const customerView = async (order) =>
    (await api.get(`/orders/${order.orderId}`, { token: customer.jwt })).body.data;

  before(async () => {
    cms = await startCms({ PAYMENT_TEST_GATEWAY: 'on' });
    api = cms.api;
    customer = await registerUser(api, 'suivi');
    product = await cms.strapi.documents(PRODUCT).create({
      data: {
        Name: 'Borne cycle de vie',
        slug: 'borne-cycle-de-vie',
        price: 5000,
        category: 'stations',
        stock: 20,
      },
    });
    const adminApi = createApiClient(cms.baseUrl);
    for (const [who, [email, password]] of Object.entries({ staff: STAFF, editor: EDITOR })) {
      const response = await adminApi.post('/admin/login', { email, password });
      assert.equal(response.status, 200, `${who}: ${JSON.stringify(response.body)}`);
      adminTokens[who] = response.body.data.token;
    }
  });
  after(async () => {
    await cms?.stop();
  });

  it("moves a cash order along for staff: confirm, prepare, ship with the carrier's number, deliver, return", async () => {
    const order = await place();
    const listed = await staffView(order);
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.deepEqual(
      listed.body.data.actions.map((entry) => entry.action),
      ['confirm', 'cancel'],
    );

    assert.equal((await act(order, 'confirm')).body.data.status, 'confirmed');
    const preparing = await act(order, 'prepare');
    assert.equal(preparing.body.data.status, 'processing');
    assert.deepEqual(
      preparing.body.data.actions.map((entry) => [entry.action, entry.needsTrackingNumber]),
      [
        ['ship', true],
        ['cancel', false],
      ],
    );
    const shipped = await act(order, 'ship', { trackingNumber: ' amana-ab123456ma ' });
    assert.equal(shipped.status, 200, JSON.stringify(shipped.body));
    assert.deepEqual(
      [shipped.body.data.status, shipped.body.data.carrierTrackingNumber],
      ['shipped', 'AMANA-AB123456MA'],
    );

    // the customer's next read of the order shows it, timeline and all
    const seen = await customerView(order);
    assert.equal(seen.status, 'shipped');
    assert.equal(seen.carrierTrackingNumber, 'AMANA-AB123456MA');
    assert.ok(seen.shippedAt && seen.confirmedAt);
    // the carrier's number is found by the public tracking too
    const tracking = await api.get('/orders/tracking/amana-ab123456ma');
    assert.equal(tracking.status, 200);
    assert.deepEqual(
      tracking.body.data.timeline.map((step) => [step.step, step.reached]),
      [
        ['placed', true],
        ['confirmed', true],
        ['shipped', true],
        ['delivered', false],
      ],
    );

    const delivered = await act(order, 'deliver');
    assert.deepEqual([delivered.body.data.status, delivered.body.data.paymentStatus], ['delivered', 'paid']);
    const returned = await act(order, 'return');
    // cash taken on delivery: a returned order is owed its refund
    assert.deepEqual(
      [returned.body.data.status, returned.body.data.paymentStatus],
      ['returned', 'refund_due'],
    );
    assert.deepEqual(
      returned.body.data.actions.map((entry) => entry.action),
      ['refund'],
    );

    const log = await logOf(order);
    assert.deepEqual(
      log.map((entry) => [entry.action, entry.before.status, entry.after.status, entry.by]),
      [
        ['confirm', 'pending', 'confirmed', STAFF_NAME],
        ['prepare', 'confirmed', 'processing', STAFF_NAME],
        ['ship', 'processing', 'shipped', STAFF_NAME],
        ['deliver', 'shipped', 'delivered', STAFF_NAME],
        ['return', 'delivered', 'returned', STAFF_NAME],
      ],
    );
    assert.equal(
      log[2].summary,
      `Commande ${order.orderId} : En préparation → Expédiée (suivi AMANA-AB123456MA)`,
    );
    assert.equal(log[2].after.carrierTrackingNumber, 'AMANA-AB123456MA');
    assert.ok(log.every((entry) => entry.at && entry.subject === 'order'));
  });

  it('refuses in French what the machine forbids, and changes nothing', async () => {
    const order = await place();
    await act(order, 'confirm');
    await act(order, 'ship', { trackingNumber: 'CTM-000111' });
    await act(order, 'deliver');
    const before = await row(order);
    const entries = (await logOf(order)).length;

    const unDeliver = await act(order, 'ship', { trackingNumber: 'CTM-000222' });
    assert.deepEqual(
      [unDeliver.status, unDeliver.body.error.message],
      [
        409,
        '« Expédier » est impossible pour une commande « Livrée ». Actions possibles : Marquer retournée.',
      ],
    );
    const cancelDelivered = await act(order, 'cancel');
    assert.equal(cancelDelivered.status, 409);
    const unknown = await act(order, 'perdre');
    assert.deepEqual([unknown.status, unknown.body.error.message], [400, 'Action de commande inconnue']);
    const prototypeName = await act(order, 'constructor');
    assert.equal(prototypeName.status, 400);
    const noRefund = await act(order, 'refund');
    assert.deepEqual(
      [noRefund.status, noRefund.body.error.message],
      [
        409,
        '« Enregistrer le remboursement » est impossible pour une commande « Livrée ». Actions possibles : Marquer retournée.',
      ],
    );

    const after = await row(order);
    assert.deepEqual(
      [after.status, after.carrierTrackingNumber, after.paymentStatus, String(after.updatedAt)],
      [before.status, 'CTM-000111', before.paymentStatus, String(before.updatedAt)],
    );
    assert.equal((await logOf(order)).length, entries);
  });

  it("ships only with a valid carrier's number", async () => {
    const order = await place();
    await act(order, 'confirm');
    const missing = await act(order, 'ship');
    assert.deepEqual(
      [missing.status, missing.body.error.message],
      [400, 'Indiquez le numéro de suivi du transporteur pour expédier la commande.'],
    );
    const invalid = await act(order, 'ship', { trackingNumber: 'ab c' });
    assert.deepEqual(
      [invalid.status, invalid.body.error.message],
      [400, 'Numéro de suivi invalide : de 6 à 40 caractères, lettres, chiffres ou tirets.'],
    );
    assert.equal((await row(order)).status, 'confirmed');
  });

  it('neither confirms, prepares nor ships an unpaid card order', async () => {
    const order = await place({ paymentMethod: 'cmi' });
    const listed = await staffView(order);
    assert.deepEqual(
      listed.body.data.actions.map((entry) => entry.action),
      ['cancel'],
    );
    const confirm = await act(order, 'confirm');
    assert.deepEqual(
      [confirm.status, confirm.body.error.message],
      [
        409,
        'Une commande payée par carte n’est confirmée, préparée ni expédiée avant que son paiement soit reçu.',
      ],
    );
    // even when an earlier status call moved it (a back office must not ship it unpaid)
    await cms.strapi.db
      .query(ORDER)
      .update({ where: { orderId: order.orderId }, data: { status: 'processing' } });
    const ship = await act(order, 'ship', { trackingNumber: 'CTM-123456' });
    assert.equal(ship.status, 409);
    assert.equal((await row(order)).status, 'processing');
  });

  it('gives the stock back once when an order is cancelled, however many ask', async () => {
    const start = await stock();
    const order = await place({}, 3);
    assert.equal(await stock(), start - 3);
    const answers = await Promise.all([act(order, 'cancel'), act(order, 'cancel'), act(order, 'cancel')]);
    assert.deepEqual(
      answers.map((answer) => answer.status).sort(),
      [200, 409, 409],
      JSON.stringify(answers.map((answer) => answer.body)),
    );
    assert.equal(await stock(), start);
    const again = await act(order, 'cancel');
    assert.equal(again.status, 409);
    const byCustomer = await api.post(`/orders/${order.orderId}/cancel`, {}, { token: customer.jwt });
    assert.deepEqual(
      [byCustomer.status, byCustomer.body.error.message],
      [400, 'Cette commande est déjà annulée'],
    );
    assert.equal(await stock(), start);
    const log = await logOf(order);
    assert.deepEqual(
      log.map((entry) => entry.action),
      ['cancel'],
    );
  });

  it('puts a returned order back in stock once, whether it came back shipped or delivered', async () => {
    const start = await stock();
    const delivered = await place({}, 2);
    const shipped = await place({}, 1);
    for (const order of [delivered, shipped]) {
      await act(order, 'confirm');
      await act(order, 'ship', { trackingNumber: 'CTM-765432' });
    }
    await act(delivered, 'deliver');
    assert.equal(await stock(), start - 3);
    const answers = await Promise.all([act(delivered, 'return'), act(delivered, 'return')]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal(await stock(), start - 1);
    assert.equal((await act(shipped, 'return')).body.data.status, 'returned');
    assert.equal(await stock(), start);
    // a returned order is done: its refund is recorded, the stock stays as it is
    assert.equal((await act(delivered, 'refund')).status, 200);
    assert.equal((await act(delivered, 'return')).status, 409);
    assert.equal(await stock(), start);
  });

  it("records the refund owed on a paid order's cancellation, then the refund made", async () => {
    const order = await placePaidCard();
    const start = await stock();
    const cancelled = await act(order, 'cancel');
    assert.deepEqual(
      [cancelled.body.data.status, cancelled.body.data.paymentStatus],
      ['cancelled', 'refund_due'],
    );
    assert.equal(await stock(), start + 2);
    const owed = await row(order);
    assert.equal(owed.payment.refund.amount, Number(order.total));
    assert.ok(owed.payment.refund.dueSince);

    const refunded = await act(order, 'refund');
    assert.equal(refunded.status, 200, JSON.stringify(refunded.body));
    assert.deepEqual(
      [refunded.body.data.status, refunded.body.data.paymentStatus],
      ['cancelled', 'refunded'],
    );
    assert.ok((await row(order)).payment.refund.refundedAt);
    const twice = await act(order, 'refund');
    assert.deepEqual(
      [twice.status, twice.body.error.message],
      [409, 'Aucun remboursement n’est dû pour cette commande.'],
    );
    assert.equal(await stock(), start + 2);
    const log = await logOf(order);
    assert.deepEqual(
      log.map((entry) => [entry.action, entry.before.paymentStatus, entry.after.paymentStatus]),
      [
        ['cancel', 'paid', 'refund_due'],
        ['refund', 'refund_due', 'refunded'],
      ],
    );
    assert.match(log[1].summary, /remboursement dû → remboursée \(remboursement de [\d.]+ MAD enregistré\)$/);
  });

  it("logs the customer's own cancellation of a paid order, refund owed", async () => {
    const order = await placePaidCard();
    const cancelled = await api.post(`/orders/${order.orderId}/cancel`, {}, { token: customer.jwt });
    assert.equal(cancelled.status, 200);
    assert.deepEqual(
      [cancelled.body.data.status, cancelled.body.data.paymentStatus],
      ['cancelled', 'refund_due'],
    );
    const [entry] = await logOf(order);
    assert.equal(entry.by, `${customer.user.username} (${customer.email}), client`);
    assert.equal(entry.summary, `Commande ${order.orderId} : Confirmée → Annulée (remboursement dû)`);
  });

  it("puts the spec's status call through the same machine", async () => {
    const editor = await registerUser(api, 'editeur');
    const role = await cms.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'editor' } });
    await cms.strapi.db
      .query('plugin::users-permissions.user')
      .update({ where: { id: editor.user.id }, data: { role: role.id } });
    const setStatus = (order, data) =>
      api.put(`/orders/${order.orderId}/status`, { data }, { token: editor.jwt });

    const order = await place();
    const skipped = await setStatus(order, { status: 'delivered' });
    assert.deepEqual(
      [skipped.status, skipped.body.error.message],
      [
        409,
        'Une commande « En attente » ne peut pas passer à « Livrée ». Actions possibles : Confirmer, Annuler la commande.',
      ],
    );
    assert.equal((await setStatus(order, { status: 'confirmed' })).status, 200);
    const noNumber = await setStatus(order, { status: 'shipped' });
    assert.equal(noNumber.status, 400);
    const shipped = await setStatus(order, { status: 'shipped', trackingNumber: 'MA-CARRIER-42' });
    assert.deepEqual([shipped.status, shipped.body.data.carrierTrackingNumber], [200, 'MA-CARRIER-42']);
    assert.equal((await setStatus(order, { status: 'delivered' })).status, 200);
    const back = await setStatus(order, { status: 'shipped', trackingNumber: 'MA-CARRIER-43' });
    assert.deepEqual(
      [back.status, back.body.error.message],
      [
        409,
        'Une commande « Livrée » ne peut pas passer à « Expédiée ». Actions possibles : Marquer retournée.',
      ],
    );
    const pending = await setStatus(order, { status: 'pending' });
    assert.equal(pending.status, 409);
    const log = await logOf(order);
    assert.deepEqual(
      log.map((entry) => entry.action),
      ['confirm', 'ship', 'deliver'],
    );
    assert.equal(log[0].by, `${editor.user.username} (${editor.email}), API`);
  });

  it('lets only order staff act, and no one edit an order directly', async () => {
    const order = await place();
    const byEditor = await act(order, 'confirm', {}, 'editor');
    assert.deepEqual(
      [byEditor.status, byEditor.body.error.message],
      [403, 'Réservé au personnel des commandes.'],
    );
    assert.equal((await staffView(order, 'editor')).status, 403);
    const anonymous = await fetch(
      `${cms.baseUrl}/admin/order-staff/orders/${order.documentId}/actions/confirm`,
      {
        method: 'POST',
      },
    );
    assert.equal(anonymous.status, 401);

    // the content manager: staff may read orders and the change log, never save an order
    const cm = `/content-manager/collection-types/${ORDER}/${order.documentId}`;
    assert.equal((await adminCall('GET', cm, 'staff')).status, 200);
    assert.equal((await adminCall('PUT', cm, 'staff', { total: 1, status: 'delivered' })).status, 403);
    assert.equal(
      (await adminCall('GET', `/content-manager/collection-types/${CHANGE_LOG}`, 'staff')).status,
      200,
    );

    // nor anyone through the document service (a super admin's save goes there)
    await assert.rejects(
      cms.strapi.documents(ORDER).update({ documentId: order.documentId, data: { total: 1, items: [] } }),
      {
        message:
          'Une commande ne se modifie pas directement (articles, montants, paiement, stock) : utilisez ses actions.',
      },
    );
    await assert.rejects(cms.strapi.documents(ORDER).delete({ documentId: order.documentId }), {
      status: 403,
    });
    const kept = await row(order);
    assert.deepEqual([kept.status, Number(kept.total)], ['pending', Number(order.total)]);

    // and the admin shows every field of an order read-only
    const contentTypes = cms.strapi.plugin('content-manager').service('content-types');
    const configuration = await contentTypes.findConfiguration(contentTypes.findContentType(ORDER));
    for (const field of ['status', 'items', 'total', 'payment', 'paymentStatus', 'trackingNumber'])
      assert.equal(configuration.metadatas[field].edit.editable, false, field);
  });
});
