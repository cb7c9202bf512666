'use strict';

const assert = require('node:assert/strict');
const { before, describe, it } = require('node:test');
const { installationEstimate } = require('../../src/domain/shared-rules');
const { registerUser, login, DEMO_AMINA, DEMO_PASSWORD } = require('../helpers/cms');
const { estimateForm } = require('../helpers/forms');
const { makeImage } = require('../helpers/images');

module.exports = (context) =>
  describe('forms, comments, reviews and wishlist', () => {
    let api;
    let productId;
    let articleId;
    before(async () => {
      api = context.cms.api;
      productId = (await api.get('/produits?filters[slug][$eq]=wallbox-essentiel-7kw')).body.data[0]
        .documentId;
      articleId = (await api.get('/articles?filters[slug][$eq]=recharger-chez-soi')).body.data[0].documentId;
    });

    const expectError = async (responsePromise, status, message) => {
      const response = await responsePromise;
      assert.equal(response.status, status, JSON.stringify(response.body));
      assert.equal(response.body.error.message, message);
    };

    it('contact: all four fields and a valid e-mail', async () => {
      const message = { name: 'Salma', email: 'salma@exemple.ma', subject: 'Devis', message: 'Bonjour' };
      await expectError(
        api.post('/contact-messages', { data: { ...message, subject: ' ' } }),
        400,
        'Tous les champs obligatoires doivent être remplis',
      );
      await expectError(
        api.post('/contact-messages', { data: { ...message, email: 'salma' } }),
        400,
        "Format d'email invalide",
      );
      const sent = await api.post('/contact-messages', { data: message });
      assert.equal(sent.status, 201);
      const stored = await context.cms.strapi.db
        .query('api::contact-message.contact-message')
        .findOne({ where: { documentId: sent.body.data.documentId } });
      assert.equal(stored.status, 'new');
      assert.ok(stored.submittedAt);
    });

    it('callback, quote and test-drive requests', async () => {
      await expectError(
        api.post('/callback-requests', { data: { name: 'Salma' } }),
        400,
        'Nom et téléphone requis',
      );
      await expectError(
        api.post('/callback-requests', { data: { name: 'Salma', phone: 'abc<>' } }),
        400,
        'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
      );
      assert.equal(
        (await api.post('/callback-requests', { data: { name: 'Salma', phone: '0611223344' } })).status,
        201,
      );
      await expectError(
        api.post('/quote-requests', { data: { name: 'Salma', email: 'salma@exemple.ma' } }),
        400,
        'Informations de base requises',
      );
      assert.equal(
        (
          await api.post('/quote-requests', {
            data: { name: 'S', email: 's@exemple.ma', projectType: 'parking', requirements: ['OCPP'] },
          })
        ).status,
        201,
      );

      const vehicle = (await api.get('/vehicules')).body.data[0];
      const customerInfo = { firstName: 'Salma', lastName: 'I', email: 's@exemple.ma', phone: '0611223344' };
      await expectError(
        api.post('/test-drive-requests', {
          data: { vehicle: vehicle.documentId, customerInfo: { ...customerInfo, phone: '' } },
        }),
        400,
        'Veuillez indiquer votre nom, votre e-mail et votre téléphone',
      );
      await expectError(
        api.post('/test-drive-requests', {
          data: { vehicle: vehicle.documentId, customerInfo: { ...customerInfo, phone: '12345' } },
        }),
        400,
        'Format de téléphone invalide (ex: +212 6 XX XX XX XX)',
      );
      await expectError(
        api.post('/test-drive-requests', { data: { vehicle: 'inconnu', customerInfo } }),
        404,
        'Véhicule non trouvé',
      );
      const booked = await api.post('/test-drive-requests', {
        data: { vehicle: vehicle.documentId, customerInfo },
      });
      assert.deepEqual([booked.status, booked.body.data.status], [201, 'pending']);
    });

    it('installation estimate: city, power, a real JPG/PNG/WebP photo of at most 5 MB', async () => {
      const fields = { city: 'Marrakech', subscribedPower: '6', meterType: 'triphase', distance: 25 };
      const png = { bytes: await makeImage('png'), type: 'image/png', name: 'tableau.png' };
      await expectError(
        api.post('/installation-requests', estimateForm({ ...fields, city: '' }, png)),
        400,
        'Veuillez sélectionner une ville',
      );
      await expectError(
        api.post('/installation-requests', estimateForm({ ...fields, subscribedPower: '' }, png)),
        400,
        'Veuillez indiquer la puissance souscrite',
      );
      await expectError(
        api.post('/installation-requests', estimateForm(fields)),
        400,
        'Veuillez télécharger une photo du disjoncteur/tableau électrique',
      );
      const disguised = {
        bytes: Buffer.from('<script>alert(1)</script>'),
        type: 'image/png',
        name: 'tableau.png',
      };
      await expectError(
        api.post('/installation-requests', estimateForm(fields, disguised)),
        400,
        'Veuillez sélectionner une image au format JPG, PNG ou WebP',
      );
      const huge = {
        bytes: await makeImage('png', { width: 1400, height: 1400, noise: true }),
        type: 'image/png',
        name: 'grand.png',
      };
      assert.ok(huge.bytes.length > 5 * 1024 * 1024);
      await expectError(
        api.post('/installation-requests', estimateForm(fields, huge)),
        400,
        "La taille de l'image ne doit pas dépasser 5 MB",
      );

      const accepted = await api.post(
        '/installation-requests',
        estimateForm({ ...fields, estimatedCost: 1 }, png),
      );
      assert.equal(accepted.status, 201);
      const expected = installationEstimate.estimateInstallation({
        city: 'Marrakech',
        subscribedPower: 6,
        meterType: 'triphase',
        distance: 25,
      });
      assert.equal(
        accepted.body.data.estimatedCost,
        expected.total,
        'the cost is recomputed, not taken from the client',
      );
      const stored = await context.cms.strapi.db
        .query('api::installation-request.installation-request')
        .findOne({ where: { documentId: accepted.body.data.documentId }, populate: ['disjoncteurPhoto'] });
      assert.equal(stored.disjoncteurPhoto.mime, 'image/png');
    });

    it('comments: sign-in, length and rating rules, then the rating summary', async () => {
      const review = {
        targetType: 'product',
        targetId: productId,
        comment: 'Très bonne borne, je recommande.',
        rating: 2,
      };
      await expectError(
        api.post('/comments', { data: review }),
        401,
        'Vous devez être connecté pour laisser un commentaire.',
      );
      const author = await registerUser(api, 'avis');
      await api.put('/users/me', { prenom: 'Nadia', nom: 'Tazi' }, { token: author.jwt });
      await expectError(
        api.post('/comments', { data: { ...review, comment: '   court   ' } }, { token: author.jwt }),
        400,
        'Le commentaire doit contenir au moins 10 caractères.',
      );
      await expectError(
        api.post('/comments', { data: { ...review, rating: null } }, { token: author.jwt }),
        400,
        'Veuillez donner une note pour ce produit.',
      );
      await expectError(
        api.post('/comments', { data: { ...review, rating: 6 } }, { token: author.jwt }),
        400,
        'Veuillez donner une note pour ce produit.',
      );

      const created = await api.post('/comments', { data: review }, { token: author.jwt });
      assert.equal(created.status, 201);
      assert.equal(created.body.data.userName, 'Nadia Tazi');
      assert.equal(created.body.data.rating, 2);

      const reply = await api.post(
        '/comments',
        {
          data: {
            targetType: 'product',
            targetId: productId,
            parentId: created.body.data.documentId,
            comment: 'Merci pour votre avis !',
            rating: 5,
          },
        },
        { token: author.jwt },
      );
      assert.equal(reply.status, 201);
      assert.equal(reply.body.data.rating, null, 'replies carry no rating');
      const blog = await api.post(
        '/comments',
        { data: { targetType: 'article', targetId: articleId, comment: 'Article très clair, merci.' } },
        { token: author.jwt },
      );
      assert.equal(blog.status, 201);

      const summary = await api.get(`/comments/summary?targetType=product&targetId=${productId}`, {
        token: author.jwt,
      });
      assert.deepEqual(summary.body, {
        averageRating: 3.3,
        totalRatings: 3,
        distribution: { 1: 0, 2: 1, 3: 1, 4: 0, 5: 1 },
        userRating: 2,
      });
      const product = await api.get(`/produits/${productId}`);
      assert.deepEqual([product.body.data.rating, product.body.data.reviewCount], [3.3, 3]);

      const thread = await api.get(`/comments?targetType=product&targetId=${productId}`);
      assert.ok(thread.body.data.some((comment) => comment.parentId === created.body.data.documentId));
      assert.ok(!JSON.stringify(thread.body).includes(author.email), 'no account e-mail in public comments');
    });

    it('station reviews need a signed-in user; issue reports do not', async () => {
      await expectError(
        api.post('/station-reviews', { data: { station: 460244, rating: 4 } }),
        401,
        'Vous devez être connecté pour noter une station.',
      );
      const amina = await login(api, DEMO_AMINA, DEMO_PASSWORD);
      await expectError(
        api.post('/station-reviews', { data: { station: 460244, rating: 0 } }, { token: amina }),
        400,
        'Veuillez donner une note entre 1 et 5',
      );
      await expectError(
        api.post('/station-reviews', { data: { station: 1, rating: 4 } }, { token: amina }),
        404,
        'Station non trouvée',
      );
      const created = await api.post(
        '/station-reviews',
        { data: { station: 460244, rating: 4, comment: 'Rapide' } },
        { token: amina },
      );
      assert.equal(created.status, 201);
      const list = await api.get('/station-reviews?station=460244');
      assert.deepEqual(
        list.body.data.map((review) => [review.rating, review.user]),
        [[4, 'Amina Bennani']],
      );

      await expectError(
        api.post('/station-issue-reports', { data: { station: 460244, kind: 'hors-service' } }),
        400,
        'Veuillez décrire le problème',
      );
      assert.equal(
        (
          await api.post('/station-issue-reports', {
            data: { station: 460244, kind: 'hors-service', description: 'Écran éteint' },
          })
        ).status,
        201,
      );
    });

    it('wishlist: one per signed-in user, products checked against the catalogue', async () => {
      assert.equal((await api.get('/wishlist/me')).status, 403);
      const owner = await registerUser(api, 'envies');
      const other = await registerUser(api, 'autre');
      const saved = await api.put(
        '/wishlist/me',
        { data: { items: [{ id: productId }, { id: 'inexistant' }, { id: productId }] } },
        { token: owner.jwt },
      );
      assert.equal(saved.status, 200);
      assert.deepEqual(
        saved.body.data.items.map((item) => [item.id, item.name, item.price]),
        [[productId, 'Voltis Wallbox Essentiel 7 kW', 6500]],
      );
      assert.deepEqual((await api.get('/wishlist/me', { token: owner.jwt })).body.data.items.length, 1);
      assert.deepEqual((await api.get('/wishlist/me', { token: other.jwt })).body.data.items, []);
    });
  });
