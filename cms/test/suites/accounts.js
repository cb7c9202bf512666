'use strict';

const assert = require('node:assert/strict');
const { before, describe, it } = require('node:test');
const { waitForMail } = require('../helpers/mails');
const { registerUser, login } = require('../helpers/cms');

module.exports = (context) =>
  describe('accounts and newsletter', () => {
    let api;
    before(() => {
      api = context.cms.api;
    });

    it('registers, then logs in with the same credentials', async () => {
      const account = await registerUser(api);
      assert.ok(account.jwt);
      assert.equal(account.user.accountType, 'Membre');
      const jwt = await login(api, account.email, account.password);
      const me = await api.get('/users/me', { token: jwt });
      assert.equal(me.status, 200);
      assert.equal(me.body.email, account.email);
      for (const field of ['nom', 'prenom', 'phone', 'address', 'city', 'postalCode', 'accountType']) {
        assert.ok(field in me.body, `${field} is returned by /users/me`);
      }
      assert.equal(me.body.password, undefined);
    });

    it('refuses a wrong password with a French message', async () => {
      const account = await registerUser(api);
      const response = await api.post('/auth/local', { identifier: account.email, password: 'pas-le-bon' });
      assert.equal(response.status, 400);
      assert.equal(response.body.error.message, 'Identifiant ou mot de passe invalide');
    });

    it('PUT /users/me changes only nom, prenom, phone and address of the caller', async () => {
      const account = await registerUser(api);
      const other = await registerUser(api);
      const response = await api.put(
        '/users/me',
        {
          nom: ' Bennani ',
          prenom: 'Salma',
          phone: '0611223344',
          address: '5 rue Atlas',
          email: 'pirate@example.com',
          username: 'pirate',
          password: 'changed123',
          accountType: 'Admin',
          role: 3,
          blocked: true,
          confirmed: false,
          city: 'Ailleurs',
          id: other.user.id,
        },
        { token: account.jwt },
      );
      assert.equal(response.status, 200);
      assert.equal(response.body.nom, 'Bennani');
      assert.equal(response.body.prenom, 'Salma');
      assert.equal(response.body.phone, '0611223344');
      assert.equal(response.body.address, '5 rue Atlas');
      assert.equal(response.body.email, account.email);
      assert.equal(response.body.accountType, 'Membre');
      assert.equal(response.body.city, null);
      assert.equal(response.body.password, undefined);

      const me = await api.get('/users/me', { token: await login(api, account.email, account.password) });
      assert.equal(me.body.username, account.user.username);
      assert.equal(me.body.blocked, false);
      const otherMe = await api.get('/users/me', { token: other.jwt });
      assert.equal(otherMe.body.nom, null, 'another account is untouched');
    });

    it('PUT /users/me refuses visitors, non-text and over-long values', async () => {
      assert.equal((await api.put('/users/me', { nom: 'X' })).status, 403);
      const account = await registerUser(api);
      const tooLong = await api.put('/users/me', { nom: 'x'.repeat(101) }, { token: account.jwt });
      assert.equal(tooLong.status, 400);
      assert.equal(tooLong.body.error.message, 'Nom : 100 caractères au plus (101 saisis)');
      const longAddress = await api.put('/users/me', { address: 'x'.repeat(256) }, { token: account.jwt });
      assert.equal(longAddress.status, 400);
      assert.equal(longAddress.body.error.message, 'Adresse : 255 caractères au plus (256 saisis)');
      const notText = await api.put('/users/me', { phone: { $ne: '' } }, { token: account.jwt });
      assert.equal(notText.status, 400);
    });

    it('PUT /users/me takes a phone only as checkout would: the Moroccan rule, or none', async () => {
      const account = await registerUser(api);
      const refused = await api.put('/users/me', { phone: 'abc' }, { token: account.jwt });
      assert.equal(refused.status, 400);
      assert.equal(refused.body.error.message, 'Format de téléphone invalide (ex: +212 6 XX XX XX XX)');
      assert.equal(
        (await api.put('/users/me', { phone: '+212 6 12 34 56 78' }, { token: account.jwt })).status,
        200,
      );
      const cleared = await api.put('/users/me', { phone: '' }, { token: account.jwt });
      assert.equal(cleared.status, 200);
      assert.equal(cleared.body.phone, '');
    });

    it('nobody can list accounts or newsletter addresses', async () => {
      const account = await registerUser(api);
      assert.equal((await api.get('/users')).status, 403);
      assert.equal((await api.get('/users', { token: account.jwt })).status, 403);
      assert.notEqual((await api.get('/newsletters')).status, 200);
    });

    it('answers a reset request before looking the account up (no timing tells it exists)', async () => {
      const account = await registerUser(api, 'oubli');
      const mailer = context.cms.strapi.plugin('email').service('email');
      const send = mailer.send;
      const MAIL_DELAY_MS = 400;
      mailer.send = async (...args) => {
        await new Promise((resolve) => setTimeout(resolve, MAIL_DELAY_MS));
        return send.apply(mailer, args);
      };
      try {
        const timed = async (email) => {
          const started = performance.now();
          const answer = await api.post('/auth/forgot-password', { email });
          return { answer, ms: performance.now() - started };
        };
        const known = await timed(account.email);
        const unknown = await timed(`personne.${Date.now()}@exemple.ma`);
        assert.deepEqual([known.answer.status, known.answer.body], [200, { ok: true }]);
        assert.deepEqual([unknown.answer.status, unknown.answer.body], [200, { ok: true }]);
        assert.ok(known.ms < MAIL_DELAY_MS / 2, `answered in ${known.ms.toFixed(0)} ms, before the mail`);
        assert.ok(
          await waitForMail(context.cms.outboxFile, account.email),
          'the mail is sent after the answer',
        );
      } finally {
        mailer.send = send;
      }
      const malformed = await api.post('/auth/forgot-password', { email: 'pas-un-email' });
      assert.deepEqual([malformed.status, malformed.body.error.message], [400, "Format d'email invalide"]);
    });

    it('sends a reset link to the outbox and resets the password with it', async () => {
      const account = await registerUser(api);
      const request = await api.post('/auth/forgot-password', { email: account.email });
      assert.equal(request.status, 200);
      const mail = await waitForMail(context.cms.outboxFile, account.email);
      assert.ok(mail, 'the reset mail is in the outbox');
      const link = mail.text?.match(/(http[^"\s]+\/reinitialiser-mot-de-passe)\?code=([0-9a-f]+)/);
      assert.ok(link, 'the mail links to the storefront reset page');
      assert.equal(link[1], 'http://localhost:3000/reinitialiser-mot-de-passe');

      const reset = await api.post('/auth/reset-password', {
        code: link[2],
        password: 'Nouveau123',
        passwordConfirmation: 'Nouveau123',
      });
      assert.equal(reset.status, 200);
      assert.ok(await login(api, account.email, 'Nouveau123'));
      const oldPassword = await api.post('/auth/local', {
        identifier: account.email,
        password: account.password,
      });
      assert.equal(oldPassword.status, 400);
    });

    it('newsletter: French messages for empty, malformed and known addresses', async () => {
      const empty = await api.post('/newsletters', { data: { email: '  ' } });
      assert.deepEqual([empty.status, empty.body.error.message], [400, 'Email requis']);
      const malformed = await api.post('/newsletters', { data: { email: 'pas-un-email' } });
      assert.deepEqual([malformed.status, malformed.body.error.message], [400, "Format d'email invalide"]);
      const created = await api.post('/newsletters', { data: { email: 'Lecteur@Exemple.ma' } });
      assert.equal(created.status, 201);
      assert.equal(created.body.data.email, 'lecteur@exemple.ma');
      const duplicate = await api.post('/newsletters', { data: { email: 'lecteur@exemple.MA' } });
      assert.deepEqual(
        [duplicate.status, duplicate.body.error.message],
        [409, 'Cet e-mail est déjà inscrit à la newsletter'],
      );
    });
  });
