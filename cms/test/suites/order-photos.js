'use strict';

const assert = require('node:assert/strict');
const { after, before, describe, it } = require('node:test');
const { readMails } = require('../../src/providers/email-outbox');
const { registerUser } = require('../helpers/cms');
const { estimateForm } = require('../helpers/forms');
const { makeImage } = require('../helpers/images');
const { orderBody } = require('../helpers/orders');

const PRODUCT_UID = 'api::produit.produit';
const PHOTO_UID = 'api::order.order-photo';
const SLUG = 'borne-photo-commande';
const INPUTS = { city: 'Rabat', subscribedPower: '9', meterType: 'monophase', distance: 10 };

/** The multipart body of POST /api/orders/installation-photos: only the photo. */
const photoForm = (photo) => estimateForm({}, photo);

module.exports = (context) =>
  describe('order lines: installation photo; cash order e-mail', () => {
    let api;
    let product;
    let buyer;
    let other;
    let png;

    const upload = (photo, token) => api.post('/orders/installation-photos', photoForm(photo), { token });
    const lineWithPhoto = (photoId) => ({
      productId: product.documentId,
      quantity: 1,
      installation: { wanted: true, inputs: INPUTS, photoId },
    });
    const order = (items, token) => api.post('/orders', orderBody(items), { token });

    before(async () => {
      api = context.cms.api;
      product = await context.cms.strapi.documents(PRODUCT_UID).create({
        data: { Name: 'Borne photo', slug: SLUG, price: 9000, stock: 20, category: 'stations' },
      });
      buyer = await registerUser(api, 'photo');
      other = await registerUser(api, 'autre');
      png = {
        bytes: await makeImage('png', { width: 400, height: 300 }),
        type: 'image/png',
        name: 'tableau.png',
      };
    });
    after(() => context.cms.strapi.db.query(PRODUCT_UID).deleteMany({ where: { slug: SLUG } }));

    it('uploads only for a signed-in shopper, only a real image', async () => {
      assert.equal((await upload(png)).status, 403);
      const fake = { bytes: Buffer.from('<svg onload="alert(1)"/>'), type: 'image/png', name: 'x.png' };
      const refused = await upload(fake, buyer.jwt);
      assert.equal(refused.status, 400);
      assert.equal(refused.body.error.message, 'Veuillez sélectionner une image au format JPG, PNG ou WebP');
      const missing = await upload(undefined, buyer.jwt);
      assert.equal(missing.status, 400);
      assert.equal(
        missing.body.error.message,
        'Veuillez télécharger une photo du disjoncteur/tableau électrique',
      );
    });

    it('stores the photo on the order line; a forged, foreign or reused photo is refused', async () => {
      const uploaded = await upload(png, buyer.jwt);
      assert.equal(uploaded.status, 201, JSON.stringify(uploaded.body));
      const photo = uploaded.body.data;
      assert.match(photo.url, /^\/uploads\/.+\.png$/);
      assert.ok(!photo.url.includes('tableau'), 'a server-chosen file name');

      // another shopper cannot name it, nor can anyone name a made-up or numeric id
      for (const [photoId, token] of [
        [photo.id, other.jwt],
        ['abcdefghijklmnopqrstuvwx', buyer.jwt],
        ['1', buyer.jwt],
        ['../../uploads/x.png', buyer.jwt],
      ]) {
        const forged = await order([lineWithPhoto(photoId)], token);
        assert.equal(forged.status, 400, `${photoId}: ${JSON.stringify(forged.body)}`);
        assert.equal(
          forged.body.error.message,
          "La photo d'installation est introuvable. Veuillez la choisir à nouveau.",
        );
      }

      const placed = await order([lineWithPhoto(photo.id)], buyer.jwt);
      assert.equal(placed.status, 201, JSON.stringify(placed.body));
      const line = placed.body.data.items[0];
      assert.deepEqual(line.installation.photo, photo);
      assert.equal(line.installation.photoId, undefined);
      const read = await api.get(`/orders/${placed.body.data.orderId}`, { token: buyer.jwt });
      assert.deepEqual(read.body.data.items[0].installation.photo, photo);

      const stored = await context.cms.strapi.db
        .query(PHOTO_UID)
        .findOne({ where: { documentId: photo.id }, populate: ['photo', 'order', 'owner'] });
      assert.equal(stored.order.orderId, placed.body.data.orderId);
      assert.equal(stored.owner.id, buyer.user.id);
      assert.equal(stored.photo.mime, 'image/png');
      const served = await fetch(`${context.cms.baseUrl}${photo.thumbnailUrl}`);
      assert.equal(served.status, 200);

      // one photo travels with one order
      const again = await order([lineWithPhoto(photo.id)], buyer.jwt);
      assert.equal(again.status, 400);
    });

    it('a cash order sends its confirmation e-mail through the mail setup', async () => {
      const placed = await order([{ productId: product.documentId, quantity: 1 }], buyer.jwt);
      assert.equal(placed.status, 201);
      const { orderId, total, customerInfo } = placed.body.data;
      const mails = readMails(context.cms.outboxFile).filter((sent) => sent.subject?.includes(orderId));
      assert.equal(mails.length, 1);
      assert.equal(mails[0].to, customerInfo.email);
      assert.match(mails[0].text ?? '', /Vous paierez à la livraison/);
      assert.ok(mails[0].text?.includes(Number(total).toFixed(2)));
      // a card order waits for the gateway's verified callback
      const card = await api.post(
        '/orders',
        orderBody([{ productId: product.documentId, quantity: 1 }], { paymentMethod: 'cmi' }),
        { token: buyer.jwt },
      );
      assert.equal(card.status, 201);
      const cardMails = readMails(context.cms.outboxFile).filter((sent) =>
        sent.subject?.includes(card.body.data.orderId),
      );
      assert.equal(cardMails.length, 0);
    });
  });
