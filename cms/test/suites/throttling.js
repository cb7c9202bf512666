'use strict';

const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { registerUser } = require('../helpers/cms');
const { withEnv } = require('../helpers/env');

const RATE_LIMIT = 5;

/** Posts until a 429 comes (at most `limit` + 2 times) and answers it. */
const firstRefusal = async (limit, post) => {
  for (let attempt = 0; attempt <= limit + 1; attempt += 1) {
    const response = await post(attempt);
    if (response.status === 429) return response;
  }
  return undefined;
};

module.exports = (context) =>
  describe('auth throttling', () => {
    it('throttles an auth route per client with a French 429', async () => {
      const api = context.cms.api;
      const throttled = await withEnv({ AUTH_RATE_LIMIT: String(RATE_LIMIT) }, () =>
        firstRefusal(RATE_LIMIT, (attempt) =>
          api.post('/auth/forgot-password', { email: `inconnu${attempt}@exemple.ma` }),
        ),
      );
      assert.ok(throttled, 'the limit is reached');
      assert.equal(throttled.body.error.message, 'Trop de tentatives, veuillez réessayer dans une minute.');
      assert.ok(Number(throttled.headers.get('retry-after')) > 0);
      // Another route keeps its own budget.
      assert.equal(
        (await api.post('/auth/local', { identifier: 'x@exemple.ma', password: 'y' })).status,
        400,
      );
    });

    it('limits failed sign-ins per account, whatever the address they come from', async () => {
      const api = context.cms.api;
      const account = await registerUser(api, 'cible');
      const signIn = (password, identifier = account.email) =>
        api.post('/auth/local', { identifier, password });
      await withEnv({ AUTH_ACCOUNT_RATE_LIMIT: String(RATE_LIMIT) }, async () => {
        for (let success = 0; success <= RATE_LIMIT; success += 1) {
          assert.equal((await signIn(account.password)).status, 200, 'a successful sign-in costs nothing');
        }
        const failures = [];
        for (let attempt = 0; attempt <= RATE_LIMIT; attempt += 1) {
          const identifier = attempt % 2 ? account.email : account.email.toUpperCase();
          failures.push((await signIn('pas-le-bon', identifier)).status);
        }
        assert.deepEqual(
          failures,
          [...Array(RATE_LIMIT).fill(400), 429],
          'locked after the limit, not one more',
        );

        const byUsername = await signIn(account.password, account.user.username);
        assert.equal(byUsername.status, 429, 'the account is locked, whichever identifier names it');
        const blocked = await signIn(account.password);
        assert.equal(blocked.status, 429, 'even the right password is not checked while blocked');
        assert.equal(
          blocked.body.error.message,
          'Trop de tentatives de connexion pour ce compte, veuillez réessayer dans 15 minutes.',
        );
        assert.ok(Number(blocked.headers.get('retry-after')) > 60);
        assert.equal((await signIn('x', 'autre@exemple.ma')).status, 400, 'another account keeps its budget');
      });
    });

    it('counts failures by username and by e-mail against the same account', async () => {
      const api = context.cms.api;
      const account = await registerUser(api, 'double');
      await withEnv({ AUTH_ACCOUNT_RATE_LIMIT: String(RATE_LIMIT) }, async () => {
        const statuses = [];
        for (let attempt = 0; attempt <= RATE_LIMIT; attempt += 1) {
          const identifier = attempt % 2 ? account.email : account.user.username;
          statuses.push((await api.post('/auth/local', { identifier, password: 'faux' })).status);
        }
        assert.deepEqual(statuses, [...Array(RATE_LIMIT).fill(400), 429]);
      });
    });

    it('throttles every public form per client with a French 429', async () => {
      const api = context.cms.api;
      const forms = {
        '/contact-messages': { name: 'S', email: 's@exemple.ma', subject: 'Devis', message: 'Bonjour' },
        '/newsletters': null,
        '/callback-requests': { name: 'Salma', phone: '0611223344' },
        '/quote-requests': { name: 'S', email: 's@exemple.ma', projectType: 'parking' },
        '/test-drive-requests': { vehicle: 'inconnu', customerInfo: {} },
      };
      await withEnv({ FORM_RATE_LIMIT: String(RATE_LIMIT) }, async () => {
        for (const [path, data] of Object.entries(forms)) {
          const throttled = await firstRefusal(RATE_LIMIT, (attempt) =>
            api.post(path, { data: data ?? { email: `lecteur${attempt}.${Date.now()}@exemple.ma` } }),
          );
          assert.ok(throttled, `${path} is throttled`);
          assert.equal(
            throttled.body.error.message,
            'Trop de tentatives, veuillez réessayer dans une minute.',
          );
          assert.ok(Number(throttled.headers.get('retry-after')) > 0);
        }
      });
    });
  });
